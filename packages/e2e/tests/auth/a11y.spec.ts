import type { Page } from '@playwright/test';
import {
  appPathOf,
  expectAxeClean,
  GRACE,
  INVITEE,
  latestMail,
  NEW_USER,
  submitLogin,
} from '../../fixtures/auth';
import { ADA, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
] as const;

async function typeNewPassword(page: Page) {
  // Half-typed, so the checklist shows met and unmet rules.
  await page.locator('input[name="password"]').fill('harbour');
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe on the sign-in and security screens, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ request }) => {
      await resetMock(request);
    });

    test('login, with a refusal shown', async ({ page }) => {
      await page.goto('/login');
      await expectAxeClean(page, '/login');
      await submitLogin(page, ADA.email, 'Wrong#Password1');
      await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
      await expectAxeClean(page, '/login with an error');
    });

    test('two-factor verification', async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, GRACE.email, GRACE.password);
      await expect(page).toHaveURL(/\/2fa-verification$/);
      await expectAxeClean(page, '/2fa-verification');
    });

    test('forgot password, form and confirmation', async ({ page }) => {
      await page.goto('/forget-password');
      await expectAxeClean(page, '/forget-password');
      await page.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Check your email')).toBeVisible();
      await expectAxeClean(page, '/forget-password confirmation');
    });

    // rule AUTH-02 (docs/rules/auth.md)
    test('reset password with the live checklist, and a bad link', async ({ page, request }) => {
      await page.goto('/forget-password');
      await page.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Check your email')).toBeVisible();
      await page.goto(appPathOf((await latestMail(request, ADA.email)).link));
      await typeNewPassword(page);
      await expectAxeClean(page, '/reset-password');
      await page.goto('/reset-password');
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
      await expectAxeClean(page, '/reset-password without a token');
    });

    test('invitation: password, then the 2FA offer and setup', async ({ page, request }) => {
      await page.goto(appPathOf((await latestMail(request, INVITEE)).link));
      await expect(page.getByText(/invited you to join/)).toBeVisible();
      await typeNewPassword(page);
      await expectAxeClean(page, '/invitation');
      await page.getByRole('textbox', { name: /^First name/ }).fill('Imogen');
      await page.getByRole('textbox', { name: /^Last name/ }).fill('Hartley');
      await page.locator('input[name="password"]').fill('Harbour#Light7');
      await page.locator('input[name="password_confirmation"]').fill('Harbour#Light7');
      await page.getByRole('button', { name: 'Accept invitation' }).click();
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await expectAxeClean(page, '/invitation 2FA setup');
    });

    test('first-time set password', async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, NEW_USER.email, NEW_USER.password);
      await expect(page).toHaveURL(/\/app\/set-password/);
      await typeNewPassword(page);
      await expectAxeClean(page, '/app/set-password');
    });

    test('settings, with the 2FA setup open', async ({ page }) => {
      await signIn(page);
      if (viewport.width < 768) {
        await page.getByRole('button', { name: /menu/i }).first().click();
      }
      await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expectAxeClean(page, '/app/settings');
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await expectAxeClean(page, '/app/settings 2FA setup');
    });
  });
}
