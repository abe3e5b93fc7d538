/**
 * `npm run bench -w @portal/e2e` (part of `npm run bench` at the root; needs `npm run build -w @portal/web`):
 *  1. Lighthouse (desktop preset, Chromium at CHROME_PATH) on /login and on the signed-in dashboard:
 *     performance, accessibility and best-practices scores, LCP, TBT, CLS.
 *  2. The time from pressing "Sign in" to the dashboard showing balances, with 10,000 extra transactions
 *     seeded, median of BENCH_RUNS (default 5) fresh browser contexts.
 * Starts and stops its own stack (bench/stack.ts: mock bank + nginx with the production config, port base
 * 6400). Figures only, nothing asserted beyond "the page really was the dashboard".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startStack } from './stack';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const LIGHTHOUSE_VERSION: string = createRequire(import.meta.url)('lighthouse/package.json').version;
const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 5), 1), 15);
const ADA = { email: 'ada@northwind.test', password: 'Northwind#2026' };
const DEBUG_PORT = Number(process.env.BENCH_PORT_BASE ?? 6400) + 22;

type LighthouseFigures = {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted audits that did not pass, per category below 100 (what to fix). */
  misses: string[];
};

async function signIn(page: Page, webUrl: string, keepSignedIn: boolean): Promise<void> {
  await page.goto(`${webUrl}/login`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
  await page.locator('input[name="password"]').fill(ADA.password);
  if (keepSignedIn) await page.getByText('Keep me signed in').click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/dashboard$/, { timeout: 30_000 });
}

async function runLighthouse(url: string, keepStorage: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The signed-in run keeps the refresh cookie and the "keep me signed in" choice (the HTTP cache is
      // cleared by the caller instead, so the load is still cold).
      disableStorageReset: keepStorage,
    },
    desktopConfig,
  );
  if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`bench: Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    misses: ['accessibility', 'best-practices'].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}

async function lighthouseFigures(webUrl: string): Promise<LighthouseFigures[]> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-bench-chromium-'));
  let context: BrowserContext | undefined;
  try {
    // A persistent context is the browser's default context: the tab Lighthouse opens through the
    // debugging port shares its cookies and storage, so the dashboard run is really signed in.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME,
      headless: true,
      args: [...FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, '--remote-debugging-address=127.0.0.1'],
    });
    const login = await runLighthouse(`${webUrl}/login`, false);

    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, webUrl, true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    const dashboard = await runLighthouse(`${webUrl}/app/dashboard`, true);
    if (!dashboard.url.endsWith('/app/dashboard'))
      throw new Error(`bench: Lighthouse ended on ${dashboard.url}, not the signed-in dashboard`);
    return [login, dashboard];
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The GBP available balance of ba_northwind_ops as the dashboard prints it (thousands grouped). */
async function expectedBalanceText(mockUrl: string): Promise<string> {
  const xsrf = await fetch(`${mockUrl}/api/v1/auth/xsrf`);
  const cookies = xsrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const login = await fetch(`${mockUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: cookies.join('; ') },
    body: JSON.stringify(ADA),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const answer = await fetch(
    `${mockUrl}/api/v1/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances`,
    { headers: { authorization: `Bearer ${data.access_token}` } },
  );
  const balances = (await answer.json()) as { data: { currency: string; available: string }[] };
  const gbp = balances.data.find((b) => b.currency === 'GBP');
  if (!gbp) throw new Error('bench: ba_northwind_ops has no GBP balance');
  const [int = '0', frac] = gbp.available.replace('-', '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${gbp.available.startsWith('-') ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

async function timeToBalances(webUrl: string, mockUrl: string): Promise<number[]> {
  const balanceText = await expectedBalanceText(mockUrl);
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS });
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh context each run: no HTTP cache, no session.
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      const page = await context.newPage();
      await page.goto(`${webUrl}/login`);
      await page.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
      await page.locator('input[name="password"]').fill(ADA.password);
      // The clock starts in the page when the click lands, and stops in the page at the first frame that
      // shows the balance (polled every animation frame).
      await page.evaluate(() => {
        document.addEventListener(
          'click',
          () => {
            performance.mark('sign-in-clicked');
          },
          { capture: true, once: true },
        );
      });
      await page.getByRole('button', { name: 'Sign in' }).click();
      const elapsed = await page.waitForFunction(
        (text) => {
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (shown, not just in the DOM)
          if (!location.pathname.endsWith('/app/dashboard') || !document.body.innerText.includes(text))
            return false;
          const [clicked] = performance.getEntriesByName('sign-in-clicked');
          return clicked ? performance.now() - clicked.startTime : false;
        },
        balanceText,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push(Number(await elapsed.jsonValue()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const stack = await startStack();
try {
  process.stdout.write(`→ Lighthouse (desktop preset) on ${stack.webUrl} …\n`);
  const audits = await lighthouseFigures(stack.webUrl);
  process.stdout.write(`→ sign-in → balances, ${RUNS} runs, 10,000 transactions seeded …\n`);
  const times = await timeToBalances(stack.webUrl, stack.mockUrl);
  const row = (name: string, f: LighthouseFigures) =>
    `  ${name.padEnd(16)} perf ${String(f.performance).padStart(3)}  a11y ${String(f.accessibility).padStart(3)}  best-practices ${String(f.bestPractices).padStart(3)}   LCP ${Math.round(f.lcpMs)} ms  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}`;
  process.stdout.write(
    [
      '',
      `Lighthouse ${LIGHTHOUSE_VERSION}, desktop preset, ${CHROME}, nginx (production config) + mock bank, loopback`,
      ...audits.flatMap((f, i) => [
        row(i === 0 ? '/login' : '/app/dashboard', f),
        ...(f.misses.length > 0 ? [`    not passing: ${f.misses.join(', ')}`] : []),
      ]),
      '',
      `Sign-in click → dashboard shows balances (MOCK_SEED_TRANSACTIONS=10000), ${RUNS} runs, fresh context each`,
      `  median ${Math.round(median(times))} ms   (runs: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
      '',
    ].join('\n'),
  );
} finally {
  await stack.stop();
}
