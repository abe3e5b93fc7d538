import type { Page } from '@playwright/test';
import { GRACE, signInWithCode } from '../../fixtures/auth';
import { adaApi } from '../../fixtures/bank-api';
import { createGbpRecipient, paymentsCount, pickOption } from '../../fixtures/payments';
import { mockTotpCode, resetMock } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 120_000 });

const PAYEE = 'Tamar Bridge Supplies Ltd';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const signInGrace = (page: Page) => signInWithCode(page, GRACE);

// rule PAY-10 (docs/rules/payments.md)
test('a 2FA user authorizes with a code bound to the payment; changing the amount asks again', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const recipient = await createGbpRecipient(api, PAYEE);
  await signInGrace(page);
  const challenges: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/payments/challenge'))
      challenges.push(r.url());
  });

  await page.goto('/app/new-payment/recipient');
  await pickOption(page, /^Recipient/, 'Tamar Bridge', new RegExp(PAYEE));
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickOption(page, /^Reason/, 'Supplier', /Supplier payment \(SUPP\)/);
  await page.getByRole('textbox', { name: /^Reference/ }).fill('GRACE-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('15.00');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Confirm and send 15.00 GBP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authorize payment' });
  await expect(dialog).toContainText(`approve paying 15.00 GBP to ${PAYEE}`);
  expect(challenges).toHaveLength(1);
  await page.keyboard.press('Escape');

  // Going back and changing the amount needs a new challenge over the new amount.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('16.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and send 16.00 GBP' }).click();
  await expect(dialog).toContainText('approve paying 16.00 GBP');
  expect(challenges).toHaveLength(2);

  // A wrong code is refused under the field; the right one sends the payment.
  await dialog.getByRole('textbox', { name: /^Authentication code/ }).fill('000000');
  await dialog.getByRole('button', { name: 'Authorize and send' }).click();
  await expect(dialog.getByText('The verification code is invalid or has expired.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /^Authentication code/ })
    .fill(await mockTotpCode(page.request, GRACE.email, 1));
  await dialog.getByRole('button', { name: 'Authorize and send' }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted', level: 1 })).toBeVisible();
  await expect(page.locator('dl')).toContainText('16.00 GBP');
  expect(await paymentsCount(api, recipient)).toBe(1);
});
