import {
  AUTH_TEXTS,
  appPathOf,
  collectConsole,
  expectNothingLeaked,
  latestMail,
  submitLogin,
} from '../../fixtures/auth';
import { ADA, resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

const NEW_PASSWORD = 'Harbour#Light7';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function askForLink(page: import('@playwright/test').Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(AUTH_TEXTS.forgotConfirmation)).toBeVisible();
}

// rule AUTH-09 (docs/rules/auth.md)
test('forgot answers an unknown address with the same confirmation', async ({ page }) => {
  await askForLink(page, 'nobody@northwind.test');
});

// rule AUTH-10 (docs/rules/auth.md)
test('forgot → reset link from the outbox → new password → login with it', async ({ page, request }) => {
  const consoleMessages = collectConsole(page);
  await askForLink(page, ADA.email);
  const mail = await latestMail(request, ADA.email);
  expect(mail.kind).toBe('password_reset');
  await page.goto(appPathOf(mail.link));
  // The token leaves the address bar as soon as it is read.
  await expect(page).toHaveURL(/\/reset-password$/);
  const password = page.locator('input[name="password"]');
  await password.fill('weak');
  await expect(page.locator('[data-rule="min"]')).toHaveAttribute('data-met', 'false');
  await expect(page.locator('[data-rule="lower"]')).toHaveAttribute('data-met', 'true');
  await password.fill(NEW_PASSWORD);
  for (const rule of ['min', 'max', 'lower', 'upper', 'number', 'special'])
    await expect(page.locator(`[data-rule="${rule}"]`)).toHaveAttribute('data-met', 'true');
  await page.locator('input[name="password_confirmation"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(AUTH_TEXTS.resetDone)).toBeVisible();
  await expectNothingLeaked(page, [mail.token, NEW_PASSWORD], consoleMessages);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await submitLogin(page, ADA.email, ADA.password);
  await expect(page.getByText(AUTH_TEXTS.badCredentials)).toBeVisible();
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

// rule AUTH-10 (docs/rules/auth.md)
test('a used reset link says so before a password is typed, and offers a new one', async ({
  page,
  request,
}) => {
  await askForLink(page, ADA.email);
  const { link } = await latestMail(request, ADA.email);
  await page.goto(appPathOf(link));
  await expect(page.getByText(`Choose a new password for ${ADA.email}.`)).toBeVisible();
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.locator('input[name="password_confirmation"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();
  // The same link again: refused at once, no form to fill in first.
  await page.goto(appPathOf(link));
  await expect(page.getByText(AUTH_TEXTS.invalidResetLink)).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
});
