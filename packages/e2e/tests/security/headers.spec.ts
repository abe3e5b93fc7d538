import type { Request, Response } from '@playwright/test';
import { expectSecurityHeaders, nonceInHtml, single } from '../../fixtures/security';
import { resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { WEB_URL } from '../../ports';

// The production nginx config (packages/web/deploy/nginx.conf) serving the build, as a browser sees it.

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule SEC-07 (docs/rules/security.md)
test('index.html carries every security header, is never cached and gets a fresh style nonce each time', async ({
  page,
  request,
}) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  if (!response) return;
  const csp = await expectSecurityHeaders(response);
  const headers = await response.headersArray();
  expect(single(headers, 'cache-control')).toBe('no-store');
  expect(single(headers, 'content-type')).toMatch(/^text\/html/);
  const nonce = (csp.get('style-src') ?? []).find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toBeTruthy();
  // The same nonce is in the page for Emotion's <style> tags, and Chakra's styles really carry it.
  expect(await page.locator('meta[name="csp-nonce"]').getAttribute('content')).toBe(nonce);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const styleNonces = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.nonce),
  );
  expect(styleNonces.length).toBeGreaterThan(0);
  expect(new Set(styleNonces)).toEqual(new Set([nonce]));

  const direct = await request.get('/index.html');
  expect(direct.status()).toBe(200);
  await expectSecurityHeaders(direct);
  expect(single(direct.headersArray(), 'cache-control')).toBe('no-store');
  const other = nonceInHtml(await direct.text());
  expect(other).toMatch(/^[0-9a-f]{32}$/);
  expect(other).not.toBe(nonce);
});

test('a deep SPA route is served index.html with the same headers', async ({ page }) => {
  const response = await page.goto('/app/new-payment/amount?from=deep#link');
  expect(response?.status()).toBe(200);
  if (!response) return;
  await expectSecurityHeaders(response);
  expect(single(await response.headersArray(), 'cache-control')).toBe('no-store');
  expect(await response.text()).toContain('<meta name="csp-nonce"');
  // Signed out: the app itself then carries the visitor to the login screen.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the build’s own records (.vite/) are not served, with the security headers on the refusal', async ({
  request,
}) => {
  for (const path of ['/.vite/manifest.json', '/.vite/api-base.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(single(response.headersArray(), 'cache-control'), path).toBe('no-store');
    expect(single(response.headersArray(), 'x-content-type-options'), path).toBe('nosniff');
  }
});

// rule SEC-07 (docs/rules/security.md)
test('hashed assets are immutable for a year and served precompressed (brotli, gzip)', async ({
  page,
  request,
}) => {
  // Collected as they come, read once the page is drawn: the login screen goes on loading the dashboard's code
  // when idle, and a body still being read in an event handler when the test ends fails it.
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const html = await (await request.get('/login')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'index.html loads one hashed module script').toBeTruthy();
  if (!entry) return;
  // The real browser (Accept-Encoding with br) got brotli for every script of the page but the tiny ones
  // (under 1 kB nothing is precompressed or compressed: it would not pay).
  await expect.poll(() => scripts.length).toBeGreaterThan(1);
  const encodings = new Map<string, { encoding: string | null; bytes: number }>();
  for (const response of [...scripts]) {
    const encoding = await response.headerValue('content-encoding');
    encodings.set(response.url(), { encoding, bytes: (await response.body()).length });
  }
  expect(encodings.get(`${WEB_URL}${entry}`)?.encoding).toBe('br');
  for (const [url, { encoding, bytes }] of encodings) {
    if (encoding !== 'br') expect(bytes, `${url} is served uncompressed`).toBeLessThan(1024);
  }

  for (const [accept, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const asset = await request.get(entry, { headers: { 'accept-encoding': accept } });
    expect(asset.status()).toBe(200);
    const headers = asset.headersArray();
    expect(single(headers, 'content-encoding')).toBe(expected);
    expect(single(headers, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(single(headers, 'content-type')).toMatch(/javascript/);
    await expectSecurityHeaders(asset);
  }
  // A missing asset is a real 404, never index.html (a stale chunk must fail loudly, not run HTML).
  const missing = await request.get('/assets/does-not-exist-0000.js');
  expect(missing.status()).toBe(404);
  await expectSecurityHeaders(missing);
});

// rule SEC-07 (docs/rules/security.md)
test('API answers through the web server are no-store and carry the security headers', async ({
  request,
}) => {
  for (const path of ['/api/v1/auth/xsrf', '/api/v1/auth/me', '/api/v1/does-not-exist']) {
    const answer = await request.get(path);
    expect([204, 401, 404]).toContain(answer.status());
    expect(single(answer.headersArray(), 'cache-control')).toBe('no-store');
    await expectSecurityHeaders(answer, { api: true });
  }
});

for (const route of ['/reset-password', '/invitation']) {
  // rule SEC-08 (docs/rules/security.md)
  test(`${route} (a token in the URL) sends no-referrer, and no request from it carries a Referer`, async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const response = await page.goto(`${route}?token=secret-one-time-token`);
    expect(response?.status()).toBe(200);
    if (!response) return;
    await expectSecurityHeaders(response, { referrerPolicy: 'no-referrer' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(1);
    const referers: string[] = [];
    for (const request of requests) {
      const referer = (await request.allHeaders()).referer;
      if (referer) referers.push(`${request.url()} ← ${referer}`);
    }
    expect(referers).toEqual([]);
  });
}

// rule SEC-08 (docs/rules/security.md)
test('other pages keep strict-origin-when-cross-origin', async ({ request }) => {
  for (const path of ['/login', '/forget-password', '/reset-password-not', '/app/dashboard']) {
    const response = await request.get(path);
    expect(single(response.headersArray(), 'referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  }
});
