/** What the bench's parts share: the browser, its flags, the demo user and how they sign in. */
import type { Page } from '@playwright/test';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The stack's certificate is self-signed, made for the run (bench/stack.ts).
  '--ignore-certificate-errors',
];
export const ADA = { email: 'ada@northwind.test', password: 'Northwind#2026' };
/** The desktop window the journeys use (the lists show all their columns). */
export const VIEWPORT = { width: 1350, height: 940 };

export async function signIn(page: Page, webUrl: string, keepSignedIn: boolean): Promise<void> {
  await page.goto(`${webUrl}/login`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
  await page.locator('input[name="password"]').fill(ADA.password);
  if (keepSignedIn) await page.getByText('Keep me signed in').click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/dashboard$/, { timeout: 30_000 });
}

/** A bearer token of the demo user, straight from the mock bank (for the bench's own API reads). */
export async function adaToken(mockUrl: string): Promise<string> {
  const xsrf = await fetch(`${mockUrl}/api/v1/auth/xsrf`);
  const cookies = xsrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const login = await fetch(`${mockUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: cookies.join('; ') },
    body: JSON.stringify(ADA),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  return data.access_token;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export const ratio = (value: number, reference: number) =>
  reference > 0 ? `${(value / reference).toFixed(2)}×` : 'n/a';
export const ms = (value: number) => `${Math.round(value)} ms`;
