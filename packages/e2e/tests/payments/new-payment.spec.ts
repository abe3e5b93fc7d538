import type { Page } from '@playwright/test';
import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { adaApi } from '../../fixtures/bank-api';
import {
  createGbpRecipient,
  gbpBalance,
  PAYMENT_FINAL_AFTER_MS,
  paymentsCount,
  pickOption,
} from '../../fixtures/payments';
import { advanceMockClock, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 120_000 });

const PAYEE = 'Tamar Bridge Supplies Ltd';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** Pence of a decimal string, as a BigInt (never a float). */
const minor = (value: string) => {
  const [int = '0', frac = ''] = value.replace('-', '').split('.');
  const n = BigInt(int + frac.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -n : n;
};
const gbp = (pence: bigint) => {
  const digits = pence.toString().padStart(3, '0');
  const int = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${int}.${digits.slice(-2)} GBP`;
};

async function recipientStep(page: Page) {
  await expect(page).toHaveURL(/\/app\/new-payment\/recipient$/);
  await expect(page.getByRole('heading', { name: 'Choose a recipient', level: 1 })).toBeVisible();
  await pickOption(page, /^Recipient/, 'Tamar Bridge', new RegExp(PAYEE));
  await expect(page.getByRole('group', { name: 'Selected recipient' })).toContainText(PAYEE);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function reasonStep(page: Page, reference = 'INV-2026-0142') {
  await expect(page).toHaveURL(/\/app\/new-payment\/reason$/);
  await expect(page.getByRole('heading', { name: 'Payment reason', level: 1 })).toBeVisible();
  await pickOption(page, /^Reason/, 'Supplier', /Supplier payment \(SUPP\)/);
  await page.getByRole('textbox', { name: /^Reference/ }).fill(reference);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function amountStep(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/app\/new-payment\/amount$/);
  await expect(page.getByTestId('available-balance')).toContainText('Available balance:');
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function startPayment(page: Page) {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/new-payment/recipient');
}

test('makes a payment through the four steps, sees it pending, then completed with the balance changed', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  await createGbpRecipient(api, PAYEE);
  const before = await gbpBalance(api);
  await startPayment(page);
  await expect(
    page.getByRole('list', { name: 'Payment steps' }).getByRole('listitem').first(),
  ).toHaveAttribute('data-status', 'processing');
  await recipientStep(page);
  await reasonStep(page);
  await amountStep(page, '125.50');

  await expect(page).toHaveURL(/\/app\/new-payment\/review$/);
  const summary = page.locator('dl');
  await expect(summary).toContainText(PAYEE);
  await expect(summary).toContainText('Supplier payment (SUPP)');
  await expect(summary).toContainText('INV-2026-0142');
  await expect(summary).toContainText('125.50 GBP');
  await expect(summary).toContainText('No fee');
  await expect(summary).toContainText('Operating account (GBP)');
  await page.getByRole('button', { name: 'Confirm and send 125.50 GBP' }).click();

  await expect(page.getByRole('heading', { name: 'Payment submitted', level: 1 })).toBeVisible();
  await expect(page.locator('dl')).toContainText('pending');
  const afterCreate = await gbpBalance(api);
  // Funds are held at once: available drops, the booked balance waits for completion.
  expect(minor(afterCreate.available)).toBe(minor(before.available) - 12550n);

  await page.getByRole('link', { name: 'View payment' }).click();
  await expect(page.getByRole('heading', { name: `Payment to ${PAYEE}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Current status: pending.')).toBeVisible();

  await advanceMockClock(request, PAYMENT_FINAL_AFTER_MS + 1_000);
  await page.reload();
  await expect(page.getByText('Current status: completed.')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline).toContainText('Processing');
  await expect(timeline).toContainText('Completed');
  await expect(timeline).not.toContainText('Waiting');

  const after = await gbpBalance(api);
  expect(minor(after.current)).toBe(minor(before.current) - 12550n);
  expect(minor(after.available)).toBe(minor(before.available) - 12550n);

  // The app shows the new balance when the next payment is started.
  await page.goto('/app/new-payment/review');
  await page.getByRole('button', { name: 'Make another payment' }).click();
  await recipientStep(page);
  await reasonStep(page, 'Second');
  await expect(page.getByTestId('available-balance')).toHaveText(
    `Available balance: ${gbp(minor(after.available))}`,
  );
});

test('a double click on submit makes exactly one payment', async ({ page, request }) => {
  const api = await adaApi(request);
  const recipient = await createGbpRecipient(api, PAYEE);
  await startPayment(page);
  await recipientStep(page);
  await reasonStep(page);
  await amountStep(page, '10.00');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/payments$/.test(new URL(r.url()).pathname))
      posts.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: 'Confirm and send 10.00 GBP' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Payment submitted', level: 1 })).toBeVisible();
  expect(await paymentsCount(api, recipient)).toBe(1);
  expect(new Set(posts).size).toBe(1);
});

test('a retry after a lost answer replays the same key: "already submitted", still one payment', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const recipient = await createGbpRecipient(api, PAYEE);
  await startPayment(page);
  await recipientStep(page);
  await reasonStep(page);
  await amountStep(page, '20.00');
  const keys: string[] = [];
  // The first submission reaches the bank, but its answer is lost on the way back.
  await page.route('**/payments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  await page.getByRole('button', { name: 'Confirm and send 20.00 GBP' }).click();
  await expect(page.getByText('The connection failed before the bank answered.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Payment steps' }).getByRole('listitem').nth(3),
  ).toHaveAttribute('data-status', 'failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment already submitted', level: 1 })).toBeVisible();
  await expect(page.getByText('This payment was already submitted; it was not sent again.')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await paymentsCount(api, recipient)).toBe(1);
});

test('a reload mid-flow keeps the draft', async ({ page, request }) => {
  const api = await adaApi(request);
  await createGbpRecipient(api, PAYEE);
  await startPayment(page);
  await recipientStep(page);
  await reasonStep(page, 'KEEP-ME 42');
  await expect(page).toHaveURL(/\/amount$/);
  await page.reload();
  await expect(page).toHaveURL(/\/amount$/);
  await expect(page.getByRole('heading', { name: 'Amount', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Payment steps' }).getByRole('listitem').nth(1),
  ).toHaveAttribute('data-status', 'success');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: /^Reference/ })).toHaveValue('KEEP-ME 42');
  await page.getByRole('button', { name: 'Continue' }).click();
  await amountStep(page, '5.00');
  // The amount step checks with the bank before it moves on: reload once the review is there.
  await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.locator('dl')).toContainText('KEEP-ME 42');
  await expect(page.locator('dl')).toContainText('5.00 GBP');
  await expect(page.locator('dl')).toContainText(PAYEE);
});

test('typing /app/new-payment/review with an empty draft lands on the first step', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/new-payment/review');
  await expect(page).toHaveURL(/\/app\/new-payment\/recipient$/);
  await expect(page.getByRole('heading', { name: 'Choose a recipient', level: 1 })).toBeVisible();
  await page.goto('/app/new-payment/amount');
  await expect(page).toHaveURL(/\/app\/new-payment\/recipient$/);
});

test('an over-balance amount and an over-precision amount are refused with messages', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  await createGbpRecipient(api, PAYEE);
  const { available } = await gbpBalance(api);
  await startPayment(page);
  await recipientStep(page);
  await reasonStep(page);
  await expect(page.getByTestId('available-balance')).toHaveText(
    `Available balance: ${gbp(minor(available))}`,
  );
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  const next = page.getByRole('button', { name: 'Continue' });

  await amount.fill('10.001');
  await next.click();
  await expect(page.getByText('GBP amounts can have at most 2 decimal places.')).toBeVisible();
  await expect(page).toHaveURL(/\/amount$/);

  const tooMuch = `${(minor(available) / 100n + 1n).toString()}.00`;
  await amount.fill(tooMuch);
  await next.click();
  await expect(
    page.getByText(`The amount exceeds the available balance of ${gbp(minor(available))}.`),
  ).toBeVisible();

  await amount.fill('0');
  await next.click();
  await expect(page.getByText('The amount must be greater than zero.')).toBeVisible();
  await amount.fill('-5');
  await next.click();
  await expect(page.getByText('The amount cannot be negative.')).toBeVisible();
  await expect(page).toHaveURL(/\/amount$/);
});

test('every step of the flow passes axe at desktop size and at 390 px', async ({ page, request }) => {
  const api = await adaApi(request);
  await createGbpRecipient(api, PAYEE);
  await startPayment(page);
  await expect(page.getByRole('heading', { name: 'Choose a recipient' })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'recipient step');
  await recipientStep(page);
  await expectAccessibleAtBothSizes(page, 'reason step');
  await reasonStep(page);
  await expect(page.getByTestId('available-balance')).toContainText('Available balance:');
  await expectAccessibleAtBothSizes(page, 'amount step');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review payment' })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'review step');
  await page.getByRole('button', { name: 'Confirm and send 1.00 GBP' }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'payment submitted');
});
