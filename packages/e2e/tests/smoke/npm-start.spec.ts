import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ADA, organizationSelect } from '../../fixtures/shell';
import { E2E_START_MOCK_PORT, E2E_START_WEB_PORT } from '../../ports';

// The README's first command, as a developer runs it: `npm start` brings up the mock bank and the Vite dev
// server (not the nginx build the other journeys use), prints the URL and the demo logins only once both answer
// (and the dev server has bundled the app), keeps the mock's per-request log off, and Ada can sign in through the
// dev server's /api proxy. On ports of its own, so a portal already running is left alone.
// The plain Playwright test: the dev server sends no CSP, so the CSP-watching fixture does not apply here.
test.describe.configure({ timeout: 180_000 });

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const webUrl = `http://127.0.0.1:${E2E_START_WEB_PORT}`;
const mockUrl = `http://127.0.0.1:${E2E_START_MOCK_PORT}`;

let started: ChildProcess | undefined;
let output = '';

test.afterAll(async () => {
  const child = started;
  if (!child?.pid || child.exitCode !== null) return;
  const pid = child.pid;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // npm runs the starter through sh: signal the whole group, as Ctrl+C in a terminal does.
  process.kill(-pid, 'SIGINT');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
  ]);
  if (!stopped) process.kill(-pid, 'SIGKILL');
  expect(stopped, 'npm start stops on Ctrl+C (SIGINT) within 15 s').toBe(true);
});

test('npm start serves the portal against the mock bank, prints the URL and the logins, and Ada signs in', async ({
  page,
}) => {
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      MOCK_PORT: String(E2E_START_MOCK_PORT),
      WEB_PORT: String(E2E_START_WEB_PORT),
      // npm start's own default: the request log off (undefined leaves the variable out).
      MOCK_LOG: undefined,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started = child;
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  // The moment the URL appears, both servers already answer: checked at once, not polled.
  const urlLine = `Northwind portal: ${webUrl}`;
  const answersWhenPrinted = new Promise<[number, number]>((resolve) => {
    const check = async () => {
      if (!output.includes(urlLine)) return;
      child.stdout?.off('data', check);
      const status = async (url: string) => (await fetch(url).catch(() => null))?.status ?? 0;
      resolve(await Promise.all([status(webUrl), status(`${mockUrl}/api/v1/auth/xsrf`)]));
    };
    child.stdout?.on('data', check);
  });
  await expect.poll(() => output, { timeout: 150_000 }).toContain(urlLine);
  expect(await answersWhenPrinted, 'web dev server and mock bank answer when the URL is printed').toEqual([
    200, 204,
  ]);
  expect(output).toContain('Demo logins:');
  for (const login of ['ada@northwind.test', 'grace@northwind.test', 'new@northwind.test'])
    expect(output).toContain(login);
  expect(output).toContain(`invitee's invitation link: ${webUrl}/invitation?token=`);
  expect(output).toContain(`curl -s ${mockUrl}/__mock/totp/grace@northwind.test`);

  await page.goto(`${webUrl}/`);
  await expect(page).toHaveURL(/\/login$/, { timeout: 60_000 });
  await page.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
  await page.locator('input[name="password"]').fill(ADA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The mock bank's data came through the dev server's proxy: Ada's first organization is selected.
  await expect(organizationSelect(page).locator('option:checked')).toHaveText('Northwind Trading Ltd');
  // The sign-in and the dashboard's calls went through the mock: none of them printed a JSON log line.
  expect(output).not.toMatch(/^\[mock\] \{/m);
});
