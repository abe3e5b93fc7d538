import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { fillLogin } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import {
  CONTRACT_PROXY_URL,
  E2E_SECOND_MOCK_PORT,
  E2E_SECOND_WEB_PORT,
  E2E_WEB_DIST,
  WEB_URL,
} from '../../ports';

// One dist/, two deployments: the suite's nginx (relative base /api/v1, proxied to the contract proxy) and a
// second nginx rendered from the same build with API_BASE_URL naming a second mock bank on another origin
// (packages/web/deploy). Each page must call its own deployment's bank, under a CSP that allows exactly it.
test.describe.configure({ timeout: 120_000 });

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const webDir = join(repoRoot, 'packages', 'web');
const secondWeb = `http://127.0.0.1:${E2E_SECOND_WEB_PORT}`;
const secondBank = `http://127.0.0.1:${E2E_SECOND_MOCK_PORT}`;
const secondBase = `${secondBank}/api/v1`;
const runtimeDir = `/tmp/portal-e2e-nginx-${E2E_SECOND_WEB_PORT}`;

const children: ChildProcess[] = [];

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  children.push(
    spawn('npm', ['run', 'start', '-w', '@portal/mock-server'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        MOCK_PORT: String(E2E_SECOND_MOCK_PORT),
        MOCK_LOG: '0',
        MOCK_ALLOWED_ORIGINS: secondWeb,
      },
      stdio: 'ignore',
      detached: true,
    }),
  );
  const conf = execFileSync(process.execPath, [join(webDir, 'deploy', 'render-nginx-conf.mjs')], {
    encoding: 'utf8',
    env: {
      ...process.env,
      LISTEN_PORT: String(E2E_SECOND_WEB_PORT),
      WEB_ROOT: join(webDir, E2E_WEB_DIST),
      API_UPSTREAM: CONTRACT_PROXY_URL,
      API_BASE_URL: secondBase,
      RUNTIME_DIR: runtimeDir,
    },
  }).trim();
  children.push(
    spawn('nginx', ['-p', runtimeDir, '-c', conf, '-g', 'daemon off; user root;'], {
      stdio: 'ignore',
      detached: true,
    }),
  );
  await waitFor(`${secondBank}/api/v1/auth/xsrf`);
  await waitFor(secondWeb);
});

test.afterAll(() => {
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
});

/** The origins of the API calls a page makes from now on. */
function apiOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) origins.add(url.origin);
  });
  return origins;
}

async function signInAt(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await fillLogin(page);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payments in progress' }).getByRole('listitem').first(),
  ).toBeVisible();
}

test('one build served twice talks to the API base each deployment sets', async ({ page }) => {
  const calls = apiOrigins(page);
  await signInAt(page, WEB_URL);
  expect([...calls]).toEqual([WEB_URL]);

  await page.context().clearCookies();
  calls.clear();
  const document = await page.request.get(`${secondWeb}/login`);
  expect(document.headers()['content-security-policy']).toContain(`connect-src ${secondBase}/;`);
  await signInAt(page, secondWeb);
  expect(await page.locator('meta[name="api-base"]').getAttribute('content')).toBe(secondBase);
  // Everything went to the second bank, nothing through the second server's own /api.
  expect([...calls]).toEqual([secondBank]);
});
