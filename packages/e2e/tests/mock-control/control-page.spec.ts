import { AUTH_TEXTS, expectAxeClean, submitLogin } from '../../fixtures/auth';
import { balanceRow } from '../../fixtures/dashboard';
import { ADA } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { MOCK_URL, WEB_URL } from '../../ports';

/** The owner of the empty-organization scenario's new organization (mock-server domain/setup/scenarios). */
const FRESHSTART = { email: 'owner@freshstart.test', password: 'Freshstart#2026' } as const;

// The mock bank's control page (/__mock/), as a frontend developer uses it: by clicking only, under its own
// strict CSP (the fixture fails the journey on any violation).
test('a developer resets the bank, moves its clock, applies a scenario, credits an incoming payment and follows a reset link from the outbox, by clicking only', async ({
  page,
  context,
}) => {
  await page.goto(`${MOCK_URL}/__mock/`);
  await expect(page.getByRole('heading', { name: 'Mock bank control', level: 1 })).toBeVisible();
  const status = page.getByRole('status');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Reset to the seed' }).click();
  await expect(status).toHaveText('The bank is back to its seed.');

  const bankTime = page.locator('#bank-time');
  // The portal's date format, not the browser's default.
  await expect(bankTime).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4} - \d{2}:\d{2}:\d{2}$/);
  const before = (await bankTime.textContent()) ?? '';
  await page.getByRole('button', { name: '+1 day' }).click();
  await expect(status).toHaveText('Clock moved +1 day.');
  await expect(bankTime).not.toHaveText(before);
  // Grace has two-factor authentication: her current code is on the page.
  await expect(
    page
      .getByRole('row', { name: /grace@northwind\.test/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(/^\d{6}$/);

  // A scenario and a simulation by clicking: the new organization's empty account receives a payment.
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('empty-organization');
  await expect(page.getByText(/owns Freshstart Ltd: zero balances/)).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Apply scenario' }).click();
  await expect(status).toHaveText('The bank is now in empty-organization.');
  const incoming = page.locator('#incoming-form');
  await incoming
    .getByRole('combobox', { name: 'Bank account' })
    .selectOption({ label: 'Freshstart Ltd: Main account' });
  await incoming.getByRole('textbox', { name: 'Amount' }).fill('1250.40');
  await incoming.getByRole('textbox', { name: 'Payer' }).fill('Harbour Foods Ltd');
  await incoming.getByRole('button', { name: 'Credit the payment' }).click();
  await expect(status).toHaveText('Incoming payment credited.');
  await expectAxeClean(page, 'the mock bank control page');

  const owner = await context.newPage();
  await owner.goto(`${WEB_URL}/login`);
  await submitLogin(owner, FRESHSTART.email, FRESHSTART.password);
  await expect(owner.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(balanceRow(owner, 'Main account', 'GBP').getByTestId('available')).toHaveText(/1,250\.40/);
  await owner.close();

  // In the portal, Ada asks for a reset link ...
  const portal = await context.newPage();
  await portal.goto(`${WEB_URL}/login`);
  await portal.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an Email field too: wait for the reset form, or the address goes into the old one.
  await expect(portal.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await portal.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
  await portal.getByRole('button', { name: 'Send reset link' }).click();
  await expect(portal.getByText(AUTH_TEXTS.forgotConfirmation)).toBeVisible();
  await portal.close();

  // ... and the developer follows it from the outbox.
  await page.getByRole('button', { name: 'Refresh outbox' }).click();
  await expect(status).toHaveText('Outbox refreshed.');
  await page.getByRole('link', { name: `Open link: Reset your password to ${ADA.email}` }).click();
  await expect(page).toHaveURL(`${WEB_URL}/reset-password`);
  await expect(page.locator('input[name="password"]')).toBeVisible();
});
