import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { resetMock, signIn, trackInFlight, waitForQuiet } from '../../fixtures/shell';
import { EXPECTS_CSP_VIOLATIONS, expect, test } from '../../fixtures/test';
import { MOCK_URL, WEB_URL } from '../../ports';

// The app under the production CSP (bypassCSP is off): what an attacker's injection would try is refused,
// and the app itself never trips the policy.

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

/** These tests provoke violations on purpose: the guard every journey has is told to expect them. */
function expectViolations() {
  test.info().annotations.push({ type: EXPECTS_CSP_VIOLATIONS });
}

// rule SEC-06 (docs/rules/security.md)
test('an injected inline script does not run and fires a securitypolicyviolation', async ({
  page,
  cspViolations: violations,
}) => {
  expectViolations();
  await openLogin(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    // An inline event handler is inline script too.
    const image = document.createElement('img');
    image.setAttribute('src', '/assets/no-such-image.png');
    image.setAttribute('onerror', 'window.__injectedHandler = true;');
    document.body.append(image);
  });
  await expect.poll(() => violations.filter((v) => v.source === 'event').length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined();
  expect(await page.evaluate(() => Reflect.get(window, '__injectedHandler'))).toBeUndefined();
  const events = violations.filter((v) => v.source === 'event').map((v) => v.text);
  expect(events.some((text) => text.startsWith('script-src-elem blocked inline'))).toBe(true);
  expect(events.some((text) => text.startsWith('script-src-attr blocked inline'))).toBe(true);
});

test('an injected <style> without the nonce, and a script from another origin, are refused', async ({
  page,
  cspViolations: violations,
}) => {
  expectViolations();
  await openLogin(page);
  const before = await page.evaluate(() => getComputedStyle(document.body).visibility);
  await page.evaluate((foreign) => {
    const style = document.createElement('style');
    style.textContent = 'body { visibility: hidden !important; }';
    document.head.append(style);
    const script = document.createElement('script');
    script.src = `${foreign}/evil.js`;
    document.head.append(script);
  }, MOCK_URL);
  await expect.poll(() => violations.filter((v) => v.source === 'event').length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => getComputedStyle(document.body).visibility)).toBe(before);
  const events = violations.filter((v) => v.source === 'event').map((v) => v.text);
  expect(events.some((text) => text.startsWith('style-src-elem blocked inline'))).toBe(true);
  expect(events.some((text) => text.startsWith(`script-src-elem blocked ${MOCK_URL}/evil.js`))).toBe(true);
});

// rule SEC-06 (docs/rules/security.md)
test('another origin cannot frame the app (frame-ancestors none)', async ({ page }) => {
  expectViolations();
  // A real page on another origin (a throwaway loopback server) embedding the portal's login page.
  const attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><title>other site</title><iframe id="victim" src="${WEB_URL}/login"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = attacker.address() as AddressInfo;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    const appAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url() === `${WEB_URL}/login`) appAnswers.push(response.status());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    // The portal answered the frame's request, and the browser refused to show it.
    await expect.poll(() => appAnswers).toEqual([200]);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'none'");
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame, 'the iframe is there, showing the refusal').toBeDefined();
    expect(frame?.url()).not.toBe(`${WEB_URL}/login`);
    await expect(page.frameLocator('#victim').getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }
});

test('the app cannot frame itself either', async ({ page, cspViolations: violations }) => {
  expectViolations();
  await openLogin(page);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.id = 'self-frame';
    frame.src = '/login';
    document.body.append(frame);
  });
  await expect.poll(() => violations.some((v) => v.text.includes('frame-ancestors'))).toBe(true);
  await expect(page.frameLocator('#self-frame').getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});

// Every journey already fails on any violation (fixtures/test.ts); this sweep makes sure each screen is
// visited at least once, signed out and in, by full load and by client-side navigation.
const SIGNED_OUT = [
  '/login',
  '/forget-password',
  '/reset-password?token=rst_not_a_real_token',
  '/invitation?token=inv_not_a_real_token',
  '/no-such-page',
];
const SIGNED_IN = [
  '/app/dashboard',
  '/app/payments',
  '/app/recipients',
  '/app/notifications',
  '/app/settings',
  '/app/account',
  '/app/new-payment/recipient',
  '/app/new-fx-trade',
];

// rule SEC-06 (docs/rules/security.md)
test('no CSP violation on any screen, signed out and signed in', async ({ page }) => {
  // Screens, each a lazy chunk and its queries: generous on a loaded machine.
  test.setTimeout(150_000);
  const inFlight = trackInFlight(page);
  for (const path of SIGNED_OUT) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await waitForQuiet(inFlight);
  }
  // Kept signed in: every full page load below restores the session through the refresh cookie.
  await signIn(page, { keepSignedIn: true });
  for (const path of SIGNED_IN) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await waitForQuiet(inFlight);
  }
  // And the client-side navigations between them (styles inserted later by Emotion must carry the nonce).
  await page.goto('/app/dashboard');
  for (const [name, path] of [
    ['Recipients', '/app/recipients'],
    ['Settings', '/app/settings'],
    ['Account', '/app/account'],
    ['Dashboard', '/app/dashboard'],
  ]) {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await waitForQuiet(inFlight);
  }
  // The violations are checked by the fixture when the test ends.
});
