import { readFile } from 'node:fs/promises';
import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { adaApi, OPS, OPS_PATH } from '../../fixtures/bank-api';
import { createGbpRecipient, pickOption } from '../../fixtures/payments';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('lists payments with filters in the URL, a detail view and a CSV export neutralising formulas', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const recipient = await createGbpRecipient(api, '=HYPERLINK("http://evil.example")');
  await api.post(
    `${OPS_PATH}/payments`,
    {
      recipient_ref: recipient,
      amount: '42.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: '-2+3 INV',
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  await signIn(page, { keepSignedIn: true });
  await page.goto(`/app/payments?bank_account=${OPS.bankAccount}&recipient=${recipient}`);
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: /^Payments from/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('=HYPERLINK("http://evil.example")');
  await expect(table).toContainText('42.00 GBP');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Recipient,Reference');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(csv).toContain("'-2+3 INV");
  expect(csv).toContain('42.00');

  await pickOption(page, 'Status', 'pend', 'pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(/recipient=rcp_/);
  await page
    .getByRole('link', { name: /^View payment/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Payment to =HYPERLINK/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status timeline' })).toContainText('Created');
  await expectAccessibleAtBothSizes(page, 'payment detail');
});

test('a scheduled payment is cancelled through the confirmation dialog', async ({ page, request }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto(`/app/payments?bank_account=${OPS.bankAccount}&status=scheduled`);
  const table = page.getByRole('table', { name: /^Payments from/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const cancel = table.getByRole('button', { name: /^Cancel payment / }).first();
  const payment = ((await cancel.getAttribute('aria-label')) ?? '').replace('Cancel payment ', '');
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel payment' });
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Payment cancelled.')).toBeVisible();
  // Gone from the scheduled list, and the bank says cancelled.
  await expect(table.getByRole('button', { name: `Cancel payment ${payment}`, exact: true })).toHaveCount(0);
  const api = await adaApi(request);
  const stored = await api.get<{ status: string }>(`${OPS_PATH}/payments/${payment}`);
  expect(stored.status).toBe('cancelled');
});

test('the payments screen passes axe at desktop size and at 390 px', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/payments');
  await expect(
    page
      .getByRole('table', { name: /^Payments from/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'payments');
});
