import type { Browser, Page } from '@playwright/test';
import { GRACE, signInWithCode } from '../../fixtures/auth';
import { adaApi, type BankApi, OPS, OPS_PATH } from '../../fixtures/bank-api';
import { createGbpRecipient, pickOption } from '../../fixtures/payments';
import { advanceMockClock, mockTotpCode, resetMock, signIn } from '../../fixtures/shell';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ timeout: 120_000 });

// The seed's rule holds payments of 20,000.00 GBP or more for 1 approval from an Owner, Admin or Approver.
const PAYEE = 'Tamar Bridge Supplies Ltd';
const NEEDS_APPROVAL = 'This payment needs 1 approval from an Approver, Admin or Owner.';
const WAIT_MS = 72 * 3_600_000;
const OWN_PAYMENT = 'You made this payment: someone else must approve it.';

type Payment = {
  ref: string;
  status: string;
  approval: { approvals: { approver: { name: string } }[]; rejection: { reason: string } | null } | null;
};

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});
test.afterAll(async ({ request }) => {
  await resetMock(request);
});

/** Grace (approver, 2FA) in her own browser window: password, then her current code. */
async function signInGrace(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithCode(page, GRACE);
  return page;
}

/** A 25,000.00 GBP payment by Ada through the API (held by the seed's rule). */
async function heldPayment(api: BankApi, reference: string): Promise<Payment> {
  const recipient = await createGbpRecipient(api, PAYEE);
  const payment = await api.post<Payment>(
    `${OPS_PATH}/payments`,
    { recipient_ref: recipient, amount: '25000.00', currency: 'GBP', reason_code: 'SUPP', reference },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(payment.status).toBe('awaiting_approval');
  return payment;
}

/** The GBP balance's available amount of the operating account, as the bank answers it. */
const availableGbp = async (api: BankApi) =>
  (await api.get<{ currency: string; available: string }[]>(`${OPS_PATH}/balances`)).find(
    (b) => b.currency === 'GBP',
  )?.available;

const paymentOnBank = (api: BankApi, ref: string) => api.get<Payment>(`${OPS_PATH}/payments/${ref}`);

/** The card of a waiting payment on the Approvals screen. */
const card = (page: Page, ref: string) =>
  page.locator(`[data-testid="approval-request"][data-payment="${ref}"]`);

// rules APR-20, APR-21, APR-22, APR-23, APR-24, APR-28, APR-29 (docs/rules/approvals.md)
test('ada submits 25,000.00 GBP and is told it awaits approval; grace sees the badge, approves with her code (a double click is one approval) and ada is notified', async ({
  page,
  request,
  browser,
}) => {
  const api = await adaApi(request);
  await createGbpRecipient(api, PAYEE);
  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/new-payment/recipient');
  await pickOption(page, /^Recipient/, 'Tamar Bridge', new RegExp(PAYEE));
  await page.getByRole('button', { name: 'Continue' }).click();
  await pickOption(page, /^Reason/, 'Supplier', /Supplier payment \(SUPP\)/);
  await page.getByRole('textbox', { name: /^Reference/ }).fill('INV-BIG-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('25000.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/new-payment\/review$/);
  // Before anything is sent, the review says the payment will wait for an approval.
  await expect(page.getByText(NEEDS_APPROVAL)).toBeVisible();
  const before = await availableGbp(api);
  await page.getByRole('button', { name: 'Submit 25,000.00 GBP for approval' }).click();
  await expect(page.getByRole('heading', { name: 'Awaiting approval', level: 1 })).toBeVisible();
  // As designed (rule APR-07): nothing is reserved while it waits.
  expect(await availableGbp(api)).toBe(before);
  await expect(page.getByText(/Grace Hopper can approve it\./)).toBeVisible();
  const waiting = (await api.getPage<Payment>(`/accounts/${OPS.account}/approval-requests`)).data;
  expect(waiting).toHaveLength(1);
  const ref = (waiting[0] as unknown as { payment: Payment }).payment.ref;

  const grace = await signInGrace(browser);
  const entry = grace
    .getByRole('navigation')
    .getByRole('link', { name: /^Approvals/ })
    .first();
  await expect(entry).toContainText('1');
  await entry.click();
  await expect(grace.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const row = card(grace, ref);
  await expect(row).toContainText('25,000.00 GBP to Tamar Bridge Supplies Ltd');
  await expect(row).toContainText('Made by Ada Lovelace');
  await expect(row).toContainText('0 of 1 approval');
  await expect(row).toContainText('Payments of 20,000.00 GBP or more need 1 approval');
  await row.getByRole('button', { name: /^Approve / }).click();
  const dialog = grace.getByRole('dialog', { name: 'Approve payment' });
  // What the code signs: the amount, currency, payee and ref.
  await expect(dialog.getByTestId('signed-payment')).toContainText(
    '25,000.00 GBP to Tamar Bridge Supplies Ltd',
  );
  await expect(dialog.getByTestId('signed-payment')).toContainText(ref);
  // The sign-in spent this period's code: the next one.
  await dialog
    .getByRole('textbox', { name: /^Authentication code/ })
    .fill(await mockTotpCode(request, GRACE.email, 1));
  await dialog.getByRole('button', { name: 'Approve', exact: true }).dblclick();
  await expect(grace.getByText('You approved the payment.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(grace.getByText('Nothing awaits approval')).toBeVisible();

  const approved = await paymentOnBank(api, ref);
  expect(approved.approval?.approvals.map((a) => a.approver.name)).toEqual(['Grace Hopper']);
  expect(approved.status).not.toBe('awaiting_approval');
  // Approved, it holds or takes the 25,000.00 GBP (no fee) like any payment.
  const pence = (amount: string | undefined) => BigInt((amount ?? '').replace('.', ''));
  expect(pence(await availableGbp(api))).toBe(pence(before) - 2_500_000n);
  await page.goto('/app/notifications');
  await expect(page.getByText('Payment approved').first()).toBeVisible();
  await page.goto(`/app/payments/${ref}?bank_account=${OPS.bankAccount}`);
  await expect(page.getByTestId('payment-approval')).toContainText('Approved by Grace Hopper');
  await grace.context().close();
});

// rules APR-25, APR-26, APR-27, APR-30 (docs/rules/approvals.md)
test('ada cannot approve her own payment, on screen or through the API; grace rejects it with a reason that reaches ada', async ({
  page,
  request,
  browser,
}) => {
  const api = await adaApi(request);
  const payment = await heldPayment(api, 'INV-BIG-2');
  // Through the API, with her own token: refused, with the reason.
  const refused = await api.postAnswer(`/accounts/${OPS.account}/approval-challenges`, {
    payment_refs: [payment.ref],
  });
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ code: 'approval_not_allowed', message: OWN_PAYMENT });

  await signIn(page, { keepSignedIn: true });
  await page.goto('/app/approvals');
  const own = card(page, payment.ref);
  await expect(own.getByRole('button', { name: /^Approve / })).toBeDisabled();
  await expect(own).toContainText(OWN_PAYMENT);
  // The maker sees the progress on the payment and may recall it.
  await page.goto(`/app/payments/${payment.ref}?bank_account=${OPS.bankAccount}`);
  await expect(page.getByTestId('payment-approval')).toContainText('0 of 1 approval');
  await expect(page.getByRole('button', { name: 'Recall payment' })).toBeVisible();

  const grace = await signInGrace(browser);
  await grace.goto('/app/approvals');
  await card(grace, payment.ref)
    .getByRole('button', { name: /^Reject / })
    .click();
  const dialog = grace.getByRole('dialog', { name: 'Reject payment' });
  await dialog
    .getByRole('textbox', { name: /^Authentication code/ })
    .fill(await mockTotpCode(request, GRACE.email, 1));
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  // A reason is required: said under its field, nothing sent.
  await expect(dialog.getByText('Say why the payment is rejected.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Reason for rejecting/ }).fill('Wrong supplier account');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(grace.getByText('You rejected the payment.')).toBeVisible();
  expect((await paymentOnBank(api, payment.ref)).approval?.rejection?.reason).toBe('Wrong supplier account');

  await page.reload();
  await expect(page.getByTestId('payment-approval')).toContainText('Rejected by Grace Hopper');
  await expect(page.getByTestId('payment-approval')).toContainText('Wrong supplier account');
  await page.goto('/app/notifications');
  await expect(page.getByText(/rejected by Grace Hopper: Wrong supplier account/).first()).toBeVisible();
  await grace.context().close();
});

// rule APR-30 (docs/rules/approvals.md)
test('a payment nobody approves expires after 72 hours on the bank clock', async ({ page, request }) => {
  const api = await adaApi(request);
  const payment = await heldPayment(api, 'INV-BIG-3');
  await advanceMockClock(request, WAIT_MS + 60_000);
  // Ada's token has long expired on the moved clock: a new sign-in reads it.
  expect((await paymentOnBank(await adaApi(request), payment.ref)).status).toBe('expired');
  await signIn(page, { keepSignedIn: true });
  await page.goto(`/app/payments/${payment.ref}?bank_account=${OPS.bankAccount}`);
  await expect(page.getByText('Current status: expired.')).toBeVisible();
  await expect(page.getByTestId('payment-approval')).toContainText('without enough approvals');
  await expect(page.getByRole('button', { name: 'Recall payment' })).toHaveCount(0);
});
