import type { Page } from '@playwright/test';
import { GRACE } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import {
  FX_TEXTS,
  nextSaturdayNoon,
  openFxScreen,
  quotePanel,
  requestQuote,
  signInAsGrace,
} from '../../fixtures/fx';
import {
  mockTotpCode,
  moveMockClock,
  resetMock,
  signIn,
  trackInFlight,
  waitForQuiet,
} from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

// States the screen-by-screen sweeps (axe-sweep.spec.ts, each feature's own axe journey) never reach: what a
// screen shows after an action, at the hours the bank is closed, for a 2FA user, or inside an open drawer.
// WCAG 2.1 A and AA (fixtures/axe.ts), zero violations.

test.use({ timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const SIZES = [
  ['desktop', DESKTOP],
  ['390 px', MOBILE],
] as const;

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('the FX screen while trading is closed, at 390 px', async ({ page, request }) => {
  // Moved before signing in: a jump of days would outlive the session.
  await moveMockClock(request, { set: await nextSaturdayNoon(request) });
  await page.setViewportSize(MOBILE);
  await signIn(page);
  await openFxScreen(page);
  await expect(page.getByRole('alert').filter({ hasText: FX_TEXTS.closed })).toBeVisible();
  await expect(page.getByRole('button', { name: FX_TEXTS.getQuote })).toBeDisabled();
  await expectNoAxeViolations(page, 'FX closed (390 px)');
});

for (const [name, size] of SIZES) {
  test(`the FX 2FA code field, empty and refused (${name})`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await signInAsGrace(page, request);
    await openFxScreen(page);
    const quote = await requestQuote(page, '80');
    expect(quote.requires_two_factor).toBe(true);
    const panel = quotePanel(page);
    const code = panel.getByRole('textbox', { name: /^Authentication code/ });
    await expect(code).toBeVisible();
    await expectNoAxeViolations(page, `FX quote with the 2FA code field (${name})`);
    // A wrong code: the field is marked invalid with its message, which must be accessible too.
    const valid = await Promise.all([-1, 0, 1].map((offset) => mockTotpCode(request, GRACE.email, offset)));
    const wrong = ['000000', '111111', '222222', '333333'].find((candidate) => !valid.includes(candidate));
    if (!wrong) throw new Error('no wrong code left');
    await code.fill(wrong);
    await panel.getByRole('button', { name: FX_TEXTS.execute }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // The pointer leaves the button: a hovered primary button is its own state, checked below.
    await page.mouse.move(0, size.height - 1);
    await expectNoAxeViolations(page, `FX 2FA code refused (${name})`);
  });

  test(`the FX 'Trade executed' result (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);
    await openFxScreen(page);
    await requestQuote(page, '250');
    await quotePanel(page).getByRole('button', { name: FX_TEXTS.execute }).click();
    await expect(page.getByRole('heading', { name: FX_TEXTS.executed })).toBeVisible();
    await expect(page.getByRole('link', { name: FX_TEXTS.balancesLink })).toBeVisible();
    await expectNoAxeViolations(page, `FX trade executed (${name})`);
  });
}

// rule UI-25 (docs/rules/layout-and-ui.md)
test('a primary button under the pointer (its hover colour) keeps the text contrast', async ({ page }) => {
  await signIn(page);
  const primary = page.getByRole('main').getByRole('link', { name: 'New payment' });
  await expect(primary).toHaveAttribute('data-variant', 'primary');
  await primary.hover();
  // The colour as it ends, not mid-transition.
  await expect.poll(() => primary.evaluate((element) => element.getAnimations().length)).toBe(0);
  await expectNoAxeViolations(page, 'dashboard with a primary button hovered');
});

test('the open mobile menu at 390 px, with the Payments entry expanded in place', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Recipients', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu open (390 px)');
  // An entry's children shown inside the drawer (Payments: its list and New payment).
  await drawer.getByRole('button', { name: 'Payments' }).click();
  await expect(drawer.getByRole('link', { name: 'New payment' })).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu with the Payments entry open (390 px)');
});

async function openSettled(page: Page, path: string) {
  const inFlight = trackInFlight(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await waitForQuiet(inFlight);
}

for (const [name, size] of SIZES) {
  test(`the not-found page while signed in, inside and outside /app (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    // Kept signed in: each page load below restores the session through the refresh cookie.
    await signIn(page, { keepSignedIn: true });
    await openSettled(page, '/app/no-such-screen');
    // Inside /app it shows in the signed-in frame, after the session check.
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoAxeViolations(page, `/app/no-such-screen signed in (${name})`);
    await openSettled(page, '/no-such-page');
    await expect(page.getByRole('link', { name: 'Go to the portal' })).toBeVisible();
    await expectNoAxeViolations(page, `/no-such-page signed in (${name})`);
  });
}
