import type { Page } from '@playwright/test';
import { expectAccessibleAtBothSizes } from '../../fixtures/axe';
import { adaApi, OPS, OPS_PATH } from '../../fixtures/bank-api';
import { balanceRow, groupThousands, shownToMinor } from '../../fixtures/dashboard';
import { fromMinor, minor } from '../../fixtures/money';
import { addMockFault } from '../../fixtures/network';
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

/** 94140612n → '941,406.12', as the dashboard shows a GBP balance. */
const grouped = (pence: bigint) => groupThousands(fromMinor(pence));
const gbp = (pence: bigint) => `${grouped(pence)} GBP`;

/** The value (`<dd>`) of a labelled row of the screen's description list. */
const detailRow = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** The Operating account's GBP balances as the dashboard shows them, in pence. */
async function shownGbpBalances(page: Page) {
  const row = balanceRow(page, 'Operating account', 'GBP');
  await expect(row.getByTestId('current')).toHaveText(/^[\d,]+\.\d{2}$/);
  return {
    available: shownToMinor((await row.getByTestId('available').textContent()) ?? ''),
    current: shownToMinor((await row.getByTestId('current').textContent()) ?? ''),
    pending: shownToMinor((await row.getByTestId('pending').textContent()) ?? ''),
  };
}

async function recipientStep(page: Page, payee = PAYEE) {
  await expect(page).toHaveURL(/\/app\/new-payment\/recipient$/);
  await expect(page.getByRole('heading', { name: 'Choose a recipient', level: 1 })).toBeVisible();
  await pickOption(page, /^Recipient/, 'Tamar Bridge', new RegExp(payee));
  await expect(page.getByRole('group', { name: 'Selected recipient' })).toContainText(payee);
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

// rule PAY-11 (docs/rules/payments.md)
test('makes a payment through the four steps, sees it pending, then completed with the balance changed', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const payee = await createGbpRecipient(api, PAYEE);
  const before = await gbpBalance(api);
  await signIn(page, { keepSignedIn: true });
  // The dashboard shows the bank's balances before the payment.
  const shownBefore = await shownGbpBalances(page);
  expect(shownBefore.available).toBe(minor(before.available));
  expect(shownBefore.current).toBe(minor(before.current));
  await page.goto('/app/new-payment/recipient');
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
  await page.goto('/app/dashboard');
  const held = balanceRow(page, 'Operating account', 'GBP');
  await expect(held.getByTestId('available')).toHaveText(grouped(shownBefore.available - 12550n));
  await expect(held.getByTestId('current')).toHaveText(grouped(shownBefore.current));
  await expect(held.getByTestId('pending')).toHaveText(grouped(shownBefore.pending + 12550n));

  // The submitted payment stays on the review step until another one is started.
  await page.goto('/app/new-payment/review');
  await page.getByRole('link', { name: 'View payment' }).click();
  await expect(page.getByRole('heading', { name: `Payment to ${PAYEE}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Current status: pending.')).toBeVisible();
  // One wording: the detail names the reason and the fee as the review did.
  await expect(detailRow(page, 'Reason')).toHaveText('Supplier payment (SUPP)');
  await expect(detailRow(page, 'Fee')).toHaveText('No fee');

  await advanceMockClock(request, PAYMENT_FINAL_AFTER_MS + 1_000);
  await page.reload();
  await expect(page.getByText('Current status: completed.')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline).toContainText('Processing');
  await expect(timeline).toContainText('Completed');
  await expect(timeline).not.toContainText('Waiting');

  await expect(
    page.getByRole('heading', { name: `Payment to ${PAYEE}`, level: 1 }).locator('..'),
  ).toContainText(/125\.50 GBP\s*completed/);
  // The payment's own reference is small and last, for support; the page's address carries it too.
  const paymentRef = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(paymentRef).toMatch(/^pay_/);
  await expect(page.locator('[data-reference]')).toContainText(paymentRef);

  const after = await gbpBalance(api);
  expect(minor(after.current)).toBe(minor(before.current) - 12550n);
  expect(minor(after.available)).toBe(minor(before.available) - 12550n);

  // The payments list shows it completed (at 1440, where every column shows).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: 'Back to payments' }).click();
  const table = page.getByRole('table', { name: 'Payments from all accounts' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `View payment ${paymentRef} to ${PAYEE}` }) });
  await expect(row.getByRole('cell').nth(5)).toHaveText('completed');
  await expect(row.getByRole('cell').nth(4)).toHaveText('125.50 GBP');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Operating account');
  await page.goto(`/app/payments?bank_account=${OPS.bankAccount}&recipient=${payee}&status=completed`);
  const filtered = page.getByRole('table', { name: 'Payments from Operating account' });
  await expect(filtered.getByRole('row')).toHaveCount(2);
  await expect(filtered.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText('completed');

  // The dashboard shows the balance changed by exactly the amount: booked, and no longer held.
  await page.goto('/app/dashboard');
  const gbpRow = balanceRow(page, 'Operating account', 'GBP');
  await expect(gbpRow.getByTestId('current')).toHaveText(grouped(shownBefore.current - 12550n));
  await expect(gbpRow.getByTestId('available')).toHaveText(grouped(shownBefore.available - 12550n));
  await expect(gbpRow.getByTestId('pending')).toHaveText(grouped(shownBefore.pending));

  // The app shows the new balance when the next payment is started.
  await page.goto('/app/new-payment/review');
  await page.getByRole('button', { name: 'Make another payment' }).click();
  await recipientStep(page);
  await reasonStep(page, 'Second');
  await expect(page.getByTestId('available-balance')).toHaveText(
    `Available balance: ${gbp(minor(after.available))}`,
  );
});

// rule SEC-05 (docs/rules/security.md)
test('a recipient added inline with an XSS-looking name, and an XSS-looking reference, stay text everywhere', async ({
  page,
  request,
}) => {
  const evil = '<img src=x onerror=alert(1)>';
  // The contract's reference set (SWIFT/SEPA: letters, digits, space and / - ? : ( ) . , ' +) has no < > or =:
  // the markup is refused as typed; what gets sent is the script-looking text that set allows.
  const evilReference = "'+alert(document.domain)+'";
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const noInjectedImage = () => expect(page.locator('img[src="x"]')).toHaveCount(0);
  const api = await adaApi(request);
  await startPayment(page);

  // Step 1: the recipient is added inline and chosen at once.
  await expect(page.getByRole('heading', { name: 'Choose a recipient', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a new recipient' }).click();
  const form = page.getByRole('form', { name: 'New recipient' });
  await form.getByText('Individual').click();
  await form.getByRole('textbox', { name: /^Name/ }).fill(evil);
  await pickOption(page, /^Country/, 'United Kingdom');
  await form.getByRole('textbox', { name: /^Sort code/ }).fill('60-16-13');
  await form.getByRole('textbox', { name: /^Account number/ }).fill('31926819');
  await form.getByRole('button', { name: 'Add and choose' }).click();
  await expect(page.getByText('Recipient added.')).toBeVisible();
  await expect(form).toHaveCount(0);
  const chosen = page.getByRole('group', { name: 'Selected recipient' });
  await expect(chosen.getByText(evil, { exact: true })).toBeVisible();
  await expect(chosen).toContainText('GBP · Sort code 60-16-13, account ••••6819');
  const stored = await api.getPage<{ ref: string; name: string; currency: string }>(
    `/accounts/${OPS.account}/recipients?search=${encodeURIComponent('<img')}`,
  );
  expect(stored.data.map((r) => [r.name, r.currency])).toEqual([[evil, 'GBP']]);
  await noInjectedImage();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the markup reference is refused, shown as typed; the allowed one goes on.
  await expect(page.getByRole('heading', { name: 'Payment reason', level: 1 })).toBeVisible();
  await pickOption(page, /^Reason/, 'Supplier', /Supplier payment \(SUPP\)/);
  const reference = page.getByRole('textbox', { name: /^Reference/ });
  await reference.fill(evil);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText("Use only letters, digits, spaces and / - ? : ( ) . , ' +")).toBeVisible();
  await expect(reference).toHaveValue(evil);
  await expect(page).toHaveURL(/\/reason$/);
  await noInjectedImage();
  await reference.fill(evilReference);
  await page.getByRole('button', { name: 'Continue' }).click();
  await amountStep(page, '3.21');

  // Review, then the submitted screen.
  await expect(page.getByRole('heading', { name: 'Review payment', level: 1 })).toBeVisible();
  await expect(detailRow(page, 'Recipient')).toHaveText(evil);
  await expect(detailRow(page, 'Reference')).toHaveText(evilReference);
  await noInjectedImage();
  await page.getByRole('button', { name: 'Confirm and send 3.21 GBP' }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted', level: 1 })).toBeVisible();
  await expect(
    page.getByText(`Your payment of 3.21 GBP to ${evil} was accepted.`, { exact: true }),
  ).toBeVisible();
  await expect(detailRow(page, 'Recipient')).toHaveText(evil);
  await expect(detailRow(page, 'Reference')).toHaveText(evilReference);
  await noInjectedImage();

  // The payment's detail and the payments list.
  await page.getByRole('link', { name: 'View payment' }).click();
  await expect(page.getByRole('heading', { name: `Payment to ${evil}`, level: 1 })).toBeVisible();
  await expect(detailRow(page, 'Recipient')).toHaveText(evil);
  await expect(detailRow(page, 'Reference')).toHaveText(evilReference);
  const paymentRef = new URL(page.url()).pathname.split('/').pop() ?? '';
  // The payee's section names it as text too.
  await expect(page.getByRole('region', { name: 'Payee' })).toContainText(evil);
  await noInjectedImage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: 'Back to payments' }).click();
  const row = page
    .getByRole('table', { name: 'Payments from all accounts' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `View payment ${paymentRef} to ${evil}` }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(evil);
  await expect(row.getByRole('cell').nth(3)).toHaveText(evilReference);
  await noInjectedImage();

  // What the bank stored is the text as typed.
  const payment = await api.get<{ recipient_name: string; reference: string }>(
    `${OPS_PATH}/payments/${paymentRef}`,
  );
  expect(payment).toMatchObject({ recipient_name: evil, reference: evilReference });
  expect(dialogs).toEqual([]);
});

// rule PAY-03 (docs/rules/payments.md)
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

test('a submit whose answer never comes times out, and Try again replays the same key: one payment', async ({
  page,
  request,
}) => {
  const api = await adaApi(request);
  const recipient = await createGbpRecipient(api, PAYEE);
  // The page's clock, so the portal's 20-second request time-out can be passed at once.
  await page.clock.install();
  await startPayment(page);
  await recipientStep(page);
  await reasonStep(page);
  await amountStep(page, '20.00');
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/payments$/.test(new URL(r.url()).pathname))
      keys.push(r.headers()['idempotency-key'] ?? '');
  });
  // The bank makes the payment, but its answer never leaves (the mock bank's timeout fault, once).
  await addMockFault(request, { operation: 'createPayment', kind: 'timeout', phase: 'response', count: 1 });
  const confirm = page.getByRole('button', { name: 'Confirm and send 20.00 GBP' });
  await confirm.click();
  await expect.poll(() => paymentsCount(api, recipient)).toBe(1);
  // While the request runs, it cannot be sent twice.
  await expect(confirm).toBeDisabled();
  await page.clock.fastForward(20_000);
  await expect(page.getByText(/^The bank did not answer in time, so we can’t tell yet/)).toBeVisible();
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

// rule PAY-02 (docs/rules/payments.md)
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

// rule PAY-01 (docs/rules/payments.md)
test('typing /app/new-payment/review with an empty draft lands on the first step', async ({ page }) => {
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/new-payment/review');
  await expect(page).toHaveURL(/\/app\/new-payment\/recipient$/);
  await expect(page.getByRole('heading', { name: 'Choose a recipient', level: 1 })).toBeVisible();
  await page.goto('/app/new-payment/amount');
  await expect(page).toHaveURL(/\/app\/new-payment\/recipient$/);
});

// rule PAY-04 (docs/rules/payments.md)
test('an over-balance or zero amount is refused with messages; an over-precision amount cannot be typed', async ({
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

  // The field takes what an amount can be: grouped as typed, no third decimal for GBP, no minus sign.
  await amount.pressSequentially('12345.678');
  await expect(amount).toHaveValue('12,345.67');
  await amount.fill('-5');
  await expect(amount).toHaveValue('5');

  const tooMuch = `${(minor(available) / 100n + 1n).toString()}.00`;
  await amount.fill(tooMuch);
  await expect(amount).toHaveValue(grouped(minor(tooMuch)));
  await next.click();
  await expect(
    page.getByText(`The amount exceeds the available balance of ${gbp(minor(available))}.`),
  ).toBeVisible();

  await amount.fill('0');
  await next.click();
  await expect(page.getByText('The amount must be greater than zero.')).toBeVisible();
  await expect(page).toHaveURL(/\/amount$/);
});

// rules UI-28, VOP-05 (docs/rules/)
test('every step of the flow passes axe at desktop size and at 390 px; a payee whose bank holds another name is confirmed again at review', async ({
  page,
  request,
}) => {
  // The payee's bank answers "no match" for this name (the mock bank's documented test names).
  const payee = 'No Match Tamar Bridge Ltd';
  const api = await adaApi(request);
  await createGbpRecipient(api, payee);
  await startPayment(page);
  await expect(page.getByRole('heading', { name: 'Choose a recipient' })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'recipient step');
  await recipientStep(page, payee);
  await expectAccessibleAtBothSizes(page, 'reason step');
  await reasonStep(page);
  await expect(page.getByTestId('available-balance')).toContainText('Available balance:');
  // Continue turns enabled once the bank named the fee: check the step as it then stands.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expectAccessibleAtBothSizes(page, 'amount step');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review payment' })).toBeVisible();
  // The check stored with the recipient is shown again, and Send waits for an explicit confirmation.
  await expect(page.getByText('Payee check: Name does not match')).toBeVisible();
  await expect(detailRow(page, 'Fee')).toHaveText('No fee');
  const send = page.getByRole('button', { name: 'Confirm and send 1.00 GBP' });
  await expect(send).toBeDisabled();
  await expectAccessibleAtBothSizes(page, 'review step');
  await page.getByText(`I have checked with ${payee} and want to pay this account anyway`).click();
  // Confirm turns enabled once the review has checked the payment window and the fee again.
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'payment submitted');
});
