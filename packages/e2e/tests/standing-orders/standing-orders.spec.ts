import type { Page } from '@playwright/test';
import { adaApi, OPS_PATH } from '../../fixtures/bank-api';
import { createGbpRecipient, pickOption } from '../../fixtures/payments';
import { moveMockClock, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 120_000 });

/**
 * The bank's clock in 2029, when 28 February (a Wednesday) and 30 April (a Monday) are business days, so a
 * monthly order on the 31st lands on them without a move (31 March, a Saturday, moves to Monday 2 April).
 */
const JANUARY_2029 = '2029-01-15T10:00:00.000Z';
const PAYMENT_DAY = '2029-02-28T10:00:00.000Z';
const MONTH_END = {
  frequency: 'monthly',
  start_date: '2029-02-01',
  day_of_month: 31,
  end: { type: 'never' },
};

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});
test.afterAll(async ({ request }) => {
  await resetMock(request);
});

const nextDates = (page: Page) =>
  page.getByRole('region', { name: 'Next payments' }).getByTestId('next-dates');

// rules SO-01, SO-02, SO-03, SO-05, SO-06, SO-07, SO-08, SO-10 (docs/rules/standing-orders.md)
test('a monthly standing order on the 31st lands on 28 February and 30 April; its payment appears when the clock gets there; skip and pause work; an occurrence over the approval threshold waits for approval', async ({
  page,
  request,
}) => {
  await moveMockClock(request, { set: JANUARY_2029 });
  const api = await adaApi(request);
  await createGbpRecipient(api, 'Harbour Lettings Ltd');
  // Over the seed's approval threshold (20,000.00 GBP), set up through the API.
  const bigPayee = await createGbpRecipient(api, 'Tamar Bridge Supplies Ltd');
  const big = await api.post<{ ref: string }>(
    `${OPS_PATH}/standing-orders`,
    {
      recipient_ref: bigPayee,
      amount: '25000.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'RETAINER',
      schedule: MONTH_END,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );

  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/standing-orders');
  await expect(page.getByRole('heading', { name: 'Standing orders', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up a standing order' }).click();
  const form = page.getByRole('form', { name: 'Set up a standing order' });
  await pickOption(page, /^Recipient/, 'Harbour Lettings', /Harbour Lettings Ltd/);
  await form.getByRole('textbox', { name: /^Amount of each payment/ }).fill('1250.00');
  await pickOption(page, /^Reason/, 'Rent', /Rent \(RENT\)/);
  await form.getByRole('textbox', { name: /^Reference/ }).fill('UNIT 4 RENT');
  await pickOption(page, /^Day of the month/, '31', /^31$/);
  const start = form.getByRole('textbox', { name: /^First payment on or after/ });
  await start.fill('2029-02-01');
  await start.press('Tab');
  await expect(form.getByTestId('schedule-summary')).toContainText(
    'Monthly on the 31st (last day in shorter months)',
  );
  await form.getByRole('button', { name: 'Set up standing order' }).click();

  // The bank's own next dates: 28 February, 31 March moved off the weekend, 30 April.
  const created = page.getByRole('dialog', { name: 'Standing order set up' });
  await expect(created.getByTestId('next-dates').getByRole('listitem')).toHaveText([
    'Wed 28 Feb, 2029',
    'Mon 02 Apr, 2029',
    'Mon 30 Apr, 2029',
  ]);
  await created.getByRole('button', { name: 'View standing order' }).click();
  await expect(page.getByRole('heading', { name: 'Standing order to Harbour Lettings Ltd' })).toBeVisible();
  const detail = page.url();

  // The clock reaches 28 February: the bank makes the payment (the session has long expired by then).
  await moveMockClock(request, { set: PAYMENT_DAY });
  await signIn(page, { keepSignedIn: true });
  await page.goto(detail);
  const made = page.getByRole('table', { name: 'Payments made by this standing order' });
  await expect(made.getByRole('link', { name: 'View payment of 28 Feb, 2029' })).toBeVisible();
  await expect(nextDates(page).getByRole('listitem')).toHaveText([
    'Mon 02 Apr, 2029',
    'Mon 30 Apr, 2029',
    'Thu 31 May, 2029',
  ]);

  await page.getByRole('button', { name: 'Skip next payment' }).click();
  await page
    .getByRole('dialog', { name: 'Skip the next payment' })
    .getByRole('button', { name: 'Skip it' })
    .click();
  await expect(nextDates(page).getByRole('listitem').first()).toHaveText('Mon 30 Apr, 2029');
  await expect(page.getByRole('region', { name: 'Skipped' })).toContainText('Mon 02 Apr, 2029');

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused: no payment is made until it is resumed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();

  // The big one's payment of 28 February waits for an approver instead of going.
  await page.goto(detail.replace(/so_[A-Za-z0-9_]+$/, big.ref));
  await expect(
    page.getByRole('heading', { name: 'Standing order to Tamar Bridge Supplies Ltd' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Payments made by this standing order' }).getByRole('row').nth(1),
  ).toContainText('awaiting approval');
});
