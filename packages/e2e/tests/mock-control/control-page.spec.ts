import { AUTH_TEXTS } from '../../fixtures/auth';
import { ADA } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';
import { MOCK_URL, WEB_URL } from '../../ports';

// The mock bank's control page (/__mock/), as a frontend developer uses it: by clicking only, under its own
// strict CSP (the fixture fails the journey on any violation).
test('a developer resets the bank, moves its clock and follows a reset link from the outbox, by clicking only', async ({
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

  // In the portal, Ada asks for a reset link ...
  const portal = await context.newPage();
  await portal.goto(`${WEB_URL}/login`);
  await portal.getByRole('link', { name: 'Forgot password?' }).click();
  await portal.getByRole('textbox', { name: /^Email/ }).fill(ADA.email);
  await portal.getByRole('button', { name: 'Send reset link' }).click();
  await expect(portal.getByText(AUTH_TEXTS.forgotConfirmation)).toBeVisible();
  await portal.close();

  // ... and the developer follows it from the outbox.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(status).toHaveText('Outbox refreshed.');
  await page.getByRole('link', { name: `Open link: Reset your password to ${ADA.email}` }).click();
  await expect(page).toHaveURL(`${WEB_URL}/reset-password`);
  await expect(page.locator('input[name="password"]')).toBeVisible();
});
