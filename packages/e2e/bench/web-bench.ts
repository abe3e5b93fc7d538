/**
 * `npm run bench -w @portal/e2e` (part of `npm run bench` at the root; needs `npm run build -w @portal/web`):
 *  1. Lighthouse, mobile (Lighthouse's default: simulated mid-range phone, slow 4G) and desktop presets, on
 *     /login and on the signed-in dashboard of a kept session, with the last known balances remembered (as a
 *     returning user's browser has them) and cold (nothing remembered), beside the floor app (packages/web/bench/floor: React + Chakra
 *     provider + router + one button) built and served the same way in the same run: scores, LCP, TBT, CLS,
 *     each with its ratio to the floor's, so figures compare across machines.
 *  2. The JS heap after the dashboard loads, after 20 navigations between screens (the transactions list
 *     among them) and after 20 more (a leak grows; noise does not), each after a forced garbage collection;
 *     on the 100,000-transaction stack when the `inp` part runs too.
 *  3. The time from pressing "Sign in" to the dashboard showing balances, with 10,000 extra transactions
 *     seeded, median of BENCH_RUNS (default 5) fresh browser contexts; with BENCH_REFERENCE_DIST (another
 *     build, e.g. of an earlier commit, relative to packages/web or absolute) both builds are measured in
 *     turns in the same run and the ratio printed.
 *  4. `inp` (bench/inp-bench.ts), on a stack with 100,000 extra transactions: Interaction to Next Paint
 *     (web-vitals onINP) under the mobile preset's 4× CPU slowdown of typing an amount, opening the payment
 *     review, opening Add recipient, a transactions filter and page, a cell of a 1,000-row bulk fix table and
 *     switching organization, each beside the floor app's button (median of BENCH_INP_RUNS, default 5;
 *     BENCH_INP_ONLY picks by name); and the transactions CSV export of 10,000 rows (bench/csv-export-bench.ts).
 * Starts and stops its own stacks (bench/stack.ts: mock bank + nginx with the production config over HTTPS and
 * HTTP/2, port base BENCH_PORT_BASE, default 6400; the 100,000-transaction one at +200). Figures only, nothing
 * asserted beyond "the page really was the screen". BENCH_PARTS picks parts, e.g. `lighthouse` or `heap,inp`
 * (default all four); BENCH_REPORT_DIR keeps every Lighthouse report.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ADA, adaToken, CHROME, FLAGS, median, ms, ratio, signIn, VIEWPORT } from './browser';
import { csvExportLines } from './csv-export-bench';
import { inpLines } from './inp-bench';
import { type Stack, startFloor, startStack, TLS } from './stack';

/** BENCH_REPORT_DIR: where each Lighthouse report (JSON) and its trace are kept, to read the main thread's work. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'lighthouse,heap,balances,inp').split(','));
const LIGHTHOUSE_VERSION: string = createRequire(import.meta.url)('lighthouse/package.json').version;
const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 5), 1), 15);
const DEBUG_PORT = Number(process.env.BENCH_PORT_BASE ?? 6400) + 22;

type Preset = 'mobile' | 'desktop';
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

/**
 * One Lighthouse run. `prepare` runs before it (and before its one retry): a kept-storage run clears the HTTP
 * cache there, which Lighthouse leaves alone when it keeps the storage.
 */
async function runLighthouse(
  url: string,
  keepStorage: boolean,
  preset: Preset,
  prepare: () => Promise<unknown> = async () => {},
  retried = false,
): Promise<LighthouseFigures> {
  await prepare();
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
    // Lighthouse's default config is the mobile preset (simulated throttling of a mid-range phone).
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '-')}-${preset}-${Date.now()}.json`;
    writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
    // The load's trace beside it: which tasks the blocking time came from (chrome://tracing or DevTools).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(join(REPORT_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  if (lhr.runtimeError) {
    // Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to be run again: once, then fail.
    if (!retried) {
      process.stdout.write(`  (Lighthouse on ${url}: ${lhr.runtimeError.code}; running it again)\n`);
      return runLighthouse(url, keepStorage, preset, prepare, true);
    }
    throw new Error(`bench: Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
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

/** A browser Lighthouse can drive through its debugging port; its default context is `context`. */
async function withDebugBrowser<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-bench-chromium-'));
  let context: BrowserContext | undefined;
  try {
    // A persistent context is the browser's default context: the tab Lighthouse opens through the
    // debugging port shares its cookies and storage, so the dashboard run is really signed in.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME,
      headless: true,
      ignoreHTTPSErrors: true,
      args: [...FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, '--remote-debugging-address=127.0.0.1'],
    });
    return await run(context);
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'not met');

/** The dashboard's goals on a phone: a score within 5 of the floor's, LCP and TBT within 1.5× of its. */
function dashboardGoals(f: LighthouseFigures, floor: LighthouseFigures): string {
  return [
    `goals: score ≥ floor − 5: ${met(f.performance >= floor.performance - 5)}`,
    `LCP ≤ 1.5×: ${met(f.lcpMs <= 1.5 * floor.lcpMs)}`,
    `TBT ≤ 1.5×: ${met(f.tbtMs <= 1.5 * floor.tbtMs)}`,
  ].join('; ');
}

/** The remembered balances of a browser kept signed in (packages/web/src/app/remembered-data-policy.ts). */
const REMEMBERED_DATA_KEY = 'portal.remembered-data';

/**
 * /login, then the signed-in dashboard twice on a cold HTTP cache: restored (the browser remembers the last known
 * balances, as a returning user's does) and cold (nothing remembered: a first visit on this browser).
 */
async function lighthouseFigures(webUrl: string, preset: Preset): Promise<LighthouseFigures[]> {
  return withDebugBrowser(async (context) => {
    const login = await runLighthouse(`${webUrl}/login`, false, preset);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, webUrl, true);
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, REMEMBERED_DATA_KEY, {
      timeout: 15_000,
    });
    const cdp = await context.newCDPSession(page);
    const dashboardRun = async () => {
      const figures = await runLighthouse(`${webUrl}/app/dashboard`, true, preset, async () => {
        await cdp.send('Network.clearBrowserCache');
        await page.goto('about:blank');
      });
      if (!figures.url.endsWith('/app/dashboard'))
        throw new Error(`bench: Lighthouse ended on ${figures.url}, not the signed-in dashboard`);
      return figures;
    };
    const restored = await dashboardRun();
    // A static file of the same origin: the app does not start there, so it writes nothing back.
    await page.goto(`${webUrl}/color-mode.js`);
    await page.evaluate((key) => localStorage.removeItem(key), REMEMBERED_DATA_KEY);
    const cold = await dashboardRun();
    return [login, restored, cold];
  });
}

const floorFigures = (floorUrl: string, preset: Preset) =>
  withDebugBrowser(() => runLighthouse(`${floorUrl}/login`, false, preset));

/** Screens visited in turn by clicking the sidebar, as a user moves around (client-side navigation). */
const SCREENS = [
  '/app/recipients',
  '/app/notifications',
  '/app/dashboard?tab=transactions',
  '/app/team',
  '/app/settings',
  '/app/dashboard',
];

/** Goes to `screen` as a user does: its sidebar link, and for the transactions list the dashboard's tab. */
async function visit(page: Page, screen: string): Promise<void> {
  const [path = '', query] = screen.split('?');
  await page.locator(`nav a[href="${path}"]`).first().click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (query === 'tab=transactions') {
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByText(/^[\d,]+ transactions match\.$/).waitFor({ timeout: 30_000 });
  }
  // Let the screen's queries answer and render, as a user would wait before moving on.
  await page.waitForLoadState('networkidle');
}

/** MB of JS heap in use after a forced garbage collection. */
async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1_000_000;
}

/** The heap after the dashboard loads, after 20 navigations and after 20 more. */
async function heapFigures(webUrl: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await signIn(page, webUrl, false);
    await page.getByRole('region', { name: 'Payments in progress' }).getByRole('listitem').first().waitFor();
    const cdp = await context.newCDPSession(page);
    const figures = [await heapMb(cdp)];
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 20; i += 1) {
        await visit(page, SCREENS[i % SCREENS.length] ?? '/app/dashboard');
      }
      figures.push(await heapMb(cdp));
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The GBP available balance of ba_northwind_ops as the dashboard prints it (thousands grouped). */
async function expectedBalanceText(mockUrl: string): Promise<string> {
  const token = await adaToken(mockUrl);
  const answer = await fetch(
    `${mockUrl}/api/v1/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const balances = (await answer.json()) as { data: { currency: string; available: string }[] };
  const gbp = balances.data.find((b) => b.currency === 'GBP');
  if (!gbp) throw new Error('bench: ba_northwind_ops has no GBP balance');
  const [int = '0', frac] = gbp.available.replace('-', '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${gbp.available.startsWith('-') ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Sign-in → balances for each stack, the stacks measured in turns so drift of the machine hits all alike. */
async function timeToBalances(stacks: Stack[]): Promise<number[][]> {
  const texts = await Promise.all(stacks.map((stack) => expectedBalanceText(stack.mockUrl)));
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS });
  const times: number[][] = stacks.map(() => []);
  try {
    for (let turn = 0; turn < RUNS * stacks.length; turn += 1) {
      const which = turn % stacks.length;
      const webUrl = stacks[which]?.webUrl ?? '';
      const balanceText = texts[which] ?? '';
      // A fresh context each run: no HTTP cache, no session.
      const context = await browser.newContext({
        viewport: VIEWPORT,
        ignoreHTTPSErrors: true,
      });
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
      times[which]?.push(Number(await elapsed.jsonValue()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const referenceDist = process.env.BENCH_REFERENCE_DIST;
const stack = await startStack();
let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
let reference: Stack | undefined;
/** The 100,000-transaction stack of the `inp` part (and of the heap part beside it). */
let bigStack: Stack | undefined;
try {
  // Inside the try: a stack that fails to start must not leave the first one running.
  floor = PARTS.has('lighthouse') || PARTS.has('inp') ? await startFloor() : undefined;
  bigStack = PARTS.has('inp')
    ? await startStack({
        portBase: Number(process.env.BENCH_PORT_BASE ?? 6400) + 200,
        seedTransactions: 100_000,
      })
    : undefined;
  reference = referenceDist
    ? await startStack({
        portBase: Number(process.env.BENCH_PORT_BASE ?? 6400) + 100,
        webDist: referenceDist,
      })
    : undefined;
  const lines: string[] = [''];
  if (floor && PARTS.has('lighthouse'))
    lines.push(
      `Lighthouse ${LIGHTHOUSE_VERSION}, ${CHROME}, nginx (production config, ${TLS ? 'HTTPS + HTTP/2' : 'HTTP/1.1'}) + mock bank, loopback; each row beside`,
      'the floor app (React + Chakra provider + router + one button) measured the same way in this run',
      '  page            preset   perf  (floor, ratio)    LCP (floor, ratio)          TBT (floor, ratio)          CLS',
    );
  for (const preset of ['mobile', 'desktop'] as const) {
    if (!floor || !PARTS.has('lighthouse')) break;
    process.stdout.write(`→ Lighthouse (${preset} preset) on ${stack.webUrl} and the floor app …\n`);
    const [login, restored, cold] = await lighthouseFigures(stack.webUrl, preset);
    const base = await floorFigures(floor.webUrl, preset);
    for (const [name, f] of [
      ['/login', login],
      ['dashboard kept', restored],
      ['dashboard cold', cold],
    ] as const) {
      if (!f) continue;
      lines.push(
        `  ${name.padEnd(15)} ${preset.padEnd(8)} ${String(f.performance).padStart(3)}  (${base.performance}, ${ratio(f.performance, base.performance)})`.padEnd(
          50,
        ) +
          `${ms(f.lcpMs)} (${ms(base.lcpMs)}, ${ratio(f.lcpMs, base.lcpMs)})`.padEnd(28) +
          `${ms(f.tbtMs)} (${ms(base.tbtMs)}, ${ratio(f.tbtMs, base.tbtMs)})`.padEnd(28) +
          f.cls.toFixed(3),
      );
      lines.push(`      a11y ${f.accessibility}  best-practices ${f.bestPractices}`);
      if (preset === 'mobile' && name !== '/login') lines.push(`      ${dashboardGoals(f, base)}`);
      if (f.misses.length > 0) lines.push(`      not passing: ${f.misses.join(', ')}`);
    }
  }

  if (PARTS.has('heap')) {
    process.stdout.write(`→ JS heap across 40 navigations …\n`);
    const [loaded = 0, after20 = 0, after40 = 0] = await heapFigures((bigStack ?? stack).webUrl);
    lines.push(
      '',
      `JS heap in use after a forced GC (MOCK_SEED_TRANSACTIONS=${bigStack ? '100000' : '10000'}): dashboard loaded ${loaded.toFixed(1)} MB, after 20 navigations ${after20.toFixed(1)} MB, after 40 ${after40.toFixed(1)} MB`,
      `  growth over the second 20: ${(after40 - after20).toFixed(1)} MB (${ratio(after40, after20)}; a leak grows round after round)`,
    );
  }

  if (PARTS.has('balances')) await balancesFigures(lines);
  if (bigStack && floor)
    lines.push(...(await inpLines(bigStack, floor.webUrl)), ...(await csvExportLines(bigStack.webUrl)));
  process.stdout.write(`${[...lines, ''].join('\n')}\n`);
} finally {
  await Promise.all([stack.stop(), floor?.stop(), reference?.stop(), bigStack?.stop()]);
}

async function balancesFigures(lines: string[]): Promise<void> {
  process.stdout.write(`→ sign-in → balances, ${RUNS} runs each, 10,000 transactions seeded …\n`);
  const [times = [], referenceTimes] = await timeToBalances(reference ? [stack, reference] : [stack]);
  lines.push(
    '',
    `Sign-in click → dashboard shows balances (MOCK_SEED_TRANSACTIONS=10000), ${RUNS} runs, fresh context each`,
    `  this build       median ${ms(median(times))}   (runs: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
  );
  if (referenceTimes)
    lines.push(
      `  reference build  median ${ms(median(referenceTimes))}   (runs: ${referenceTimes.map((t) => Math.round(t)).join(', ')} ms; ${referenceDist})`,
      `  ratio this/reference ${ratio(median(times), median(referenceTimes))}`,
    );
  else
    lines.push('  (BENCH_REFERENCE_DIST=<another build> measures it beside this one, in turns, for a ratio)');
}
