import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AUTH_TEXTS, submitLogin } from '../../fixtures/auth';
import { balanceRow } from '../../fixtures/dashboard';
import { ADA, fillLogin } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { E2E_WEB_PORT } from '../../ports';

// `VITE_MOCK=msw`: the SPA with the mock bank in its own service worker and no server behind /api at all.
// The dev server's /api proxy points at a closed port, so any call that escaped the worker would fail.
const DEMO_PORT = E2E_WEB_PORT + 2;
const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
const webDir = fileURLToPath(new URL('../../../web', import.meta.url));

let devServer: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  devServer = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(DEMO_PORT), '--strictPort'], {
    cwd: webDir,
    env: { ...process.env, VITE_MOCK: 'msw', MOCK_API_URL: 'http://127.0.0.1:9' },
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${DEMO_URL}/login`).catch(() => undefined))?.status, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  // The whole process group: npx and the vite it started.
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

// rule API-10 (docs/rules/api-and-mock-bank.md)
test('the demo mode signs in and shows balances with no server behind /api', async ({ page }) => {
  test.setTimeout(120_000);
  const escaped: string[] = [];
  page.on('requestfailed', (request) => {
    // API calls only: the dev server's own modules under src/domains/ are not (a prefetch may cancel some).
    if (new URL(request.url()).pathname.startsWith('/api/')) escaped.push(request.url());
  });
  await page.goto(`${DEMO_URL}/login`);
  // The in-browser bank is the same simulator: its rules refuse a wrong password.
  await submitLogin(page, ADA.email, 'Wrong#Password1');
  await expect(page.getByText(AUTH_TEXTS.badCredentials)).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await fillLogin(page);
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Operating account').first()).toBeVisible({ timeout: 30_000 });
  expect(escaped).toEqual([]);
});

// rule API-18 (docs/rules/api-and-mock-bank.md)
test('?scenario= on the demo starts its bank in that scenario, kept across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${DEMO_URL}/login?scenario=empty-organization`);
  await page.reload();
  await submitLogin(page, 'owner@freshstart.test', 'Freshstart#2026');
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByTestId('dashboard-account-name')).toHaveText('Freshstart Ltd', { timeout: 30_000 });
  await expect(balanceRow(page, 'Main account', 'GBP').getByTestId('available')).toHaveText('0.00', {
    timeout: 30_000,
  });
});
