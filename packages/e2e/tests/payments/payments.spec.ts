import { readFile } from 'node:fs/promises';
import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { adaApi, OPS, OPS_PATH } from '../../fixtures/bank-api';
import { balanceRow, shownToMinor } from '../../fixtures/dashboard';
import { createGbpRecipient, pickOption } from '../../fixtures/payments';
import { pdfTexts } from '../../fixtures/pdf-text';
import { resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 90_000 });

// The lists' columns as at 1440 (a narrower window leaves out the least important ones to fit).
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// rule PAY-14 (docs/rules/payments.md)
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-03' → '03 Nov, 2026' (the date fields' and the table's display format). */
const shownDate = (iso: string) =>
  `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]}, ${iso.slice(0, 4)}`;
/** '03 Nov, 2026' → '2026-11-03'. */
const isoDate = (shown: string) => {
  const [day = '', month = '', year = ''] = shown.trim().replace(',', '').split(' ');
  return `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day}`;
};

// rule PAY-13 (docs/rules/payments.md)
test('the date range and currency filters show only matching rows, in the URL, and survive a reload', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  // Three weeks of the seeded history, ending a week before the bank's today.
  const { server_time } = await api.get<{ server_time: string }>(`${OPS_PATH}/payments/check-time-window`);
  const day = (offset: number) =>
    new Date(Date.parse(server_time) + offset * 86_400_000).toISOString().slice(0, 10);
  const [from, to] = [day(-28), day(-7)];
  type Row = { ref: string; currency: string; execution_date: string };
  const expected = await api.getPage<Row>(
    `${OPS_PATH}/payments?from=${from}&to=${to}&currency=EUR&per_page=100`,
  );
  const unfiltered = await api.getPage<Row>(`${OPS_PATH}/payments`);
  // The filter has something to show, and something to leave out.
  expect(expected.meta.total).toBeGreaterThan(0);
  expect(expected.meta.total).toBeLessThan(unfiltered.meta.total);
  const expectedRefs = new Set(expected.data.map((p) => p.ref));

  await signIn(page, { keepSignedIn: true });
  await page.goto(`/app/payments?bank_account=${OPS.bankAccount}`);
  const table = page.getByRole('table', { name: 'Payments from Operating account' });
  await expect(page.getByTestId('table-total')).toHaveText(`Total ${unfiltered.meta.total} items`);

  await pickOption(page, 'Currency', 'EUR');
  await page.getByPlaceholder('Start date').click();
  await page.keyboard.type(shownDate(from));
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('End date')).toBeFocused();
  await page.keyboard.type(shownDate(to));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page).toHaveURL(new RegExp(`to=${to}`));
  await expect(page).toHaveURL(/currency=EUR/);

  /** Every row shown is an EUR payment dated inside the range, one of those the bank lists for the filter. */
  const expectOnlyMatchingRows = async () => {
    await expect(page.getByTestId('table-total')).toHaveText(`Total ${expected.meta.total} items`);
    await expect(table.getByTestId('table-loading')).toHaveCount(0);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(expected.meta.total, 10));
    for (const row of await rows.all()) {
      const cells = row.getByRole('cell');
      await expect(cells.nth(2)).toHaveText('Operating account');
      await expect(cells.nth(4)).toHaveText(/^[\d,]+\.\d{2} EUR$/);
      const date = isoDate((await cells.nth(6).textContent()) ?? '');
      expect(date >= from && date <= to, `${date} within ${from}..${to}`).toBe(true);
      const label =
        (await row.getByRole('link', { name: /^View payment / }).getAttribute('aria-label')) ?? '';
      expect(expectedRefs.has(label.split(' ')[2] ?? '')).toBe(true);
    }
  };
  await expectOnlyMatchingRows();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page.getByPlaceholder('Start date')).toHaveValue(shownDate(from));
  await expect(page.getByPlaceholder('End date')).toHaveValue(shownDate(to));
  await expect(page.getByTestId('select-field').filter({ hasText: 'EUR' })).toBeVisible();
  await expectOnlyMatchingRows();
});

/** The first business day at least `days` after the bank's today ('YYYY-MM-DD'). */
function businessDayAfter(serverTime: string, days: number): string {
  const date = new Date(Date.parse(serverTime) + days * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

// rules PAY-12, PAY-15 and PAY-16 (docs/rules/payments.md)
test('a scheduled payment: its receipt, then cancelled from its detail, its held funds return, then repeated; cancelled from the list too', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  // A SWIFT payee: the bank charges a fee, so the receipt has one to show.
  const recipient = await api.post<{ ref: string }>(`/accounts/${OPS.account}/recipients`, {
    type: 'business',
    name: 'Lion City Traders Pte Ltd',
    country: 'SG',
    currency: 'USD',
    bank_details: { scheme: 'swift', bic: 'DBSSSGSG', account_number: '0123456789' },
  });
  const { server_time } = await api.get<{ server_time: string }>(`${OPS_PATH}/payments/check-time-window`);
  const payment = await api.post<{ ref: string; status: string; fee: string }>(
    `${OPS_PATH}/payments`,
    {
      recipient_ref: recipient.ref,
      amount: '1234.56',
      currency: 'USD',
      reason_code: 'SUPP',
      reference: 'PO-7781',
      execution_date: businessDayAfter(server_time, 7),
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(payment.status).toBe('scheduled');
  expect(payment.fee).toBe('10.00');

  await signIn(page, { keepSignedIn: true });
  const usdAvailable = balanceRow(page, 'Operating account', 'USD').getByTestId('available');
  await expect(usdAvailable).toHaveText(/\d/);
  const heldBefore = shownToMinor((await usdAvailable.textContent()) ?? '');

  await page.goto(`/app/payments/${payment.ref}?bank_account=${OPS.bankAccount}`);
  await expect(page.getByRole('heading', { name: 'Payment to Lion City Traders Pte Ltd' })).toBeVisible();
  await expect(page.getByTestId('cancel-notice')).toContainText('You can cancel this payment until');

  // The receipt: amount, fee, total and payee, read back from the PDF (rule PAY-15).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`payment-${payment.ref}.pdf`);
  const texts = pdfTexts(await readFile(await download.path()));
  expect(texts).toEqual(
    expect.arrayContaining([
      'Payment receipt',
      payment.ref,
      '1,234.56 USD',
      '10.00 USD',
      '1,244.56 USD',
      'Lion City Traders Pte Ltd',
      'DBSSSGSG',
      'PO-7781',
    ]),
  );

  await page.getByRole('button', { name: 'Cancel payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel payment' });
  await expect(dialog).toContainText('1,234.56 USD to Lion City Traders Pte Ltd');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Payment cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel payment' })).toHaveCount(0);
  await expect(page.getByText('Current status: cancelled.')).toBeVisible();
  expect((await api.get<{ status: string }>(`${OPS_PATH}/payments/${payment.ref}`)).status).toBe('cancelled');

  // The amount and fee held for it are available again.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(usdAvailable).toHaveText(/\d/);
  await expect
    .poll(async () => shownToMinor((await usdAvailable.textContent()) ?? '') - heldBefore)
    .toBe(124_456n);

  // "Repeat this payment" starts a new one with the same payee, reason, reference and amount (rule PAY-17).
  await page.goto(`/app/payments/${payment.ref}?bank_account=${OPS.bankAccount}`);
  await page.getByRole('link', { name: 'Repeat this payment' }).click();
  await expect(page).toHaveURL(/\/app\/new-payment\/amount$/);
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue(/^1,?234\.56$/);

  // From the scheduled list as well (rule PAY-12).
  await page.goto(`/app/payments?bank_account=${OPS.bankAccount}&status=scheduled`);
  const table = page.getByRole('table', { name: /^Payments from/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const cancel = table.getByRole('button', { name: /^Cancel payment / }).first();
  const listed = ((await cancel.getAttribute('aria-label')) ?? '').replace('Cancel payment ', '');
  await cancel.click();
  await page
    .getByRole('dialog', { name: 'Cancel payment' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByText('Payment cancelled.').first()).toBeVisible();
  await expect(table.getByRole('button', { name: `Cancel payment ${listed}`, exact: true })).toHaveCount(0);
  expect((await api.get<{ status: string }>(`${OPS_PATH}/payments/${listed}`)).status).toBe('cancelled');
});

test("the dashboard's 'View all payments' lists every bank account's payments; the screen passes axe at both sizes", async ({
  page,
}) => {
  await signIn(page, { keepSignedIn: true });
  await page.getByRole('link', { name: 'View all payments' }).click();
  await expect(page).toHaveURL(/\/app\/payments$/);
  const table = page.getByRole('table', { name: 'Payments from all accounts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('select-field').filter({ hasText: 'All accounts' })).toBeVisible();
  // Both accounts' payments, each named in the Account column (the Treasury account's JPY ones too).
  const accounts = table.locator('tbody tr td:nth-child(3)');
  await expect(accounts.filter({ hasText: 'Operating account' }).first()).toBeVisible();
  await expect(accounts.filter({ hasText: 'Treasury account' }).first()).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'payments');

  // On a phone: the filters fold away, the first payment's card shows its amount and status in view, a tap opens it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Payments from all accounts' }).getByRole('link').first();
  await expect(card).toBeInViewport({ ratio: 1 });
  await expect(card).toContainText(/[\d,]+(\.\d{2})? [A-Z]{3}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.click();
  await expect(page).toHaveURL(/\/app\/payments\/pay_/);
});
