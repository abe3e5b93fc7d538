import type { Page } from '@playwright/test';
import {
  AUTH_TEXTS,
  codeInput,
  collectConsole,
  expectNothingLeaked,
  logOut,
  submitLogin,
  totpCode,
} from '../../fixtures/auth';
import { pickOption } from '../../fixtures/payments';
import { ADA, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { MOCK_URL } from '../../ports';

/** In-app navigation: the session lives in memory, so a full page load would sign out. */
async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule PRF-04 (docs/rules/profile-and-settings.md)
test('2FA setup from settings, then login with 2FA; disabling asks for the password and a code', async ({
  page,
  request,
}) => {
  const consoleMessages = collectConsole(page);
  await signIn(page);
  await openSettings(page);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  // The QR image really rendered under the CSP (img-src data:).
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await codeInput(page).fill(await totpCode(request, secret));
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expectNothingLeaked(page, [secret], consoleMessages);

  await logOut(page);
  await submitLogin(page, ADA.email, ADA.password);
  await expect(page).toHaveURL(/\/2fa-verification$/);
  await codeInput(page).fill(await totpCode(request, secret, 1));
  // Logged out on settings, the next sign-in starts on the dashboard (rule SES-20).
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await openSettings(page);
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="disable-password"]').fill('Wrong#Password1');
  await dialog.getByRole('textbox', { name: /^Verification code/ }).fill('000000');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByText('The password or verification code is incorrect.')).toBeVisible();
  await dialog.locator('input[name="disable-password"]').fill(ADA.password);
  // Codes are single-use and the sign-in used the latest one: move the mock's clock on a minute.
  await request.post(`${MOCK_URL}/__mock/clock`, { data: { advance_ms: 60_000 } });
  const code = await totpCode(request, secret);
  await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(code);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
});

// rule PRF-03 (docs/rules/profile-and-settings.md)
test('change password from settings, then sign in with the new one', async ({ page }) => {
  await signIn(page);
  await openSettings(page);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.locator('input[name="current_password"]').fill('Wrong#Password1');
  await form.locator('input[name="password"]').fill('Harbour#Light7');
  await form.locator('input[name="password_confirmation"]').fill('Harbour#Light7');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
  await form.locator('input[name="current_password"]').fill(ADA.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await logOut(page);
  await submitLogin(page, ADA.email, ADA.password);
  await expect(page.getByText(AUTH_TEXTS.badCredentials)).toBeVisible();
  await page.locator('input[name="password"]').fill('Harbour#Light7');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

// rules UI-23, APR-42 and APR-43 (docs/rules/)
test('copy an identifier with its toast; "keep me signed in" survives a reload; an approval rule is added and an impossible one refused', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await openSettings(page);
  await page.getByRole('button', { name: 'Copy organization reference' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('org_northwind');

  await page.getByText('Keep me signed in on this device').click();
  await expect(page.getByText('You will stay signed in on this device.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings$/);

  // Ada adds a rule and reads it in words; one that no maker could ever get approved is refused under its field.
  const policy = page.getByRole('region', { name: 'Approval policy' });
  const dialog = page.getByRole('dialog', { name: 'Add approval rule' });
  const summary = 'Payments of 50,000.00 GBP or more need 1 approval from an Approver, Admin or Owner';
  await policy.getByRole('button', { name: 'Add rule' }).click();
  await dialog.getByRole('textbox', { name: /^Threshold/ }).fill('50000');
  await expect(dialog.getByTestId('approval-rule-live-summary')).toContainText(summary);
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(policy.getByTestId('approval-rule').filter({ hasText: summary })).toBeVisible();
  await policy.getByRole('button', { name: 'Add rule' }).click();
  await dialog.getByRole('textbox', { name: /^Threshold/ }).fill('50000');
  await pickOption(page, /^Approvals required/, '5');
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(dialog.getByText(/^Approval blocked: payments made by .+ need 5 approvals/)).toBeVisible();
});
