import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startFront, startPrism } from '../../../../scripts/prism/prism-front.mjs';
import type { Bank } from '../../src/domain/bank/index.js';
import { buildApp } from '../../src/http/app.js';
import { contractOperations } from '../../src/http/spec.js';
import { TEST_START } from '../support/test-app.js';
import { TourClient } from './tour-client.js';

let app: FastifyInstance;
let bank: Bank;
let prism: ChildProcess | undefined;
let front: Awaited<ReturnType<typeof startFront>> | undefined;
let serverBase = '';
let client: TourClient;

beforeAll(async () => {
  ({ app, bank } = await buildApp({
    bankConfig: { clockStart: TEST_START, frozenClock: true, paymentAcceptMs: 1, paymentFailureRate: 0 },
    rateLimitMax: 0,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  serverBase = `http://127.0.0.1:${port}`;
  const prismPort = await freePort();
  const started = startPrism({ mode: 'proxy', port: prismPort, upstream: `${serverBase}/api/v1` });
  prism = started.child;
  await started.ready;
  const frontPort = await freePort();
  front = await startFront({ port: frontPort, prismPort });
  client = new TourClient(`http://127.0.0.1:${frontPort}/api/v1`);
}, 60_000);

afterAll(async () => {
  front?.close();
  if (prism?.pid) process.kill(prism.pid, 'SIGTERM');
  await app?.close();
});

const control = async (method: string, path: string, body?: unknown) =>
  (
    await fetch(`${serverBase}${path}`, {
      method,
      ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
    })
  ).json();
const totp = async (email: string, offset = 0) =>
  (await control('GET', `/__mock/totp/${email}?offset=${offset}`)).code as string;

const OPS = '/accounts/org_northwind/bank-accounts/ba_northwind_ops';
const TREASURY = '/accounts/org_northwind/bank-accounts/ba_northwind_treasury';
const GLOBEX = '/accounts/org_globex/bank-accounts/ba_globex_main';
const BAD_TOKEN = 'at_not-a-real-token-0000000000';

describe('contract tour through the Prism validation proxy', () => {
  it('drives every operation (happy path and a refusal) without a contract violation', async () => {
    const c = client;
    // Anti-forgery and sign-in.
    await c.call('getXsrfToken', 'happy', 'GET', '/auth/xsrf');
    await c.call('login', 'refusal', 'POST', '/auth/login', {
      body: { email: 'ada@northwind.test', password: 'Wrong#2026' },
    });
    const login = await c.call('login', 'happy', 'POST', '/auth/login', {
      body: { email: 'ada@northwind.test', password: 'Northwind#2026' },
    });
    c.token = String(login.data.access_token);

    // User.
    await c.call('getCurrentUser', 'happy', 'GET', '/user/current');
    await c.call('getCurrentUser', 'refusal', 'GET', '/user/current', { token: BAD_TOKEN });
    await c.call('getUserProfile', 'happy', 'GET', '/user/show');
    await c.call('getUserProfile', 'refusal', 'GET', '/user/show', { token: BAD_TOKEN });
    await c.call('updateUserProfile', 'happy', 'PATCH', '/user/show', {
      body: { job_title: 'Chief Financial Officer' },
    });
    await c.call('updateUserProfile', 'refusal', 'PATCH', '/user/show', { body: { first_name: '   ' } });
    await c.call('getUserPreferences', 'happy', 'GET', '/user/preferences');
    await c.call('getUserPreferences', 'refusal', 'GET', '/user/preferences', { token: BAD_TOKEN });
    await c.call('updateUserPreferences', 'happy', 'PATCH', '/user/preferences', { body: { theme: 'dark' } });
    await c.call('updateUserPreferences', 'refusal', 'PATCH', '/user/preferences', {
      body: { theme: 'light' },
      token: BAD_TOKEN,
    });
    const notes = await c.call(
      'listNotifications',
      'happy',
      'GET',
      '/user/notifications?status=unread&per_page=20',
    );
    await c.call('listNotifications', 'refusal', 'GET', '/user/notifications', { token: BAD_TOKEN });
    await c.call('getUnreadNotificationsCount', 'happy', 'GET', '/user/notifications/unread-count');
    await c.call('getUnreadNotificationsCount', 'refusal', 'GET', '/user/notifications/unread-count', {
      token: BAD_TOKEN,
    });
    const noteRef = (notes.json?.data as { ref: string }[] | undefined)?.[0]?.ref;
    await c.call('markNotificationRead', 'happy', 'POST', `/user/notifications/${noteRef}/read`);
    await c.call('markNotificationRead', 'refusal', 'POST', '/user/notifications/ntf_doesnotexist/read');
    await c.call('markAllNotificationsRead', 'happy', 'POST', '/user/notifications/read-all');
    await c.call('markAllNotificationsRead', 'refusal', 'POST', '/user/notifications/read-all', {
      token: BAD_TOKEN,
    });

    // Balances.
    await c.call('listBalances', 'happy', 'GET', `${OPS}/balances`);
    await c.call('listBalances', 'refusal', 'GET', `${GLOBEX}/balances`);
    await c.call('getBalance', 'happy', 'GET', `${OPS}/balances/bal_northwind_ops_gbp`);
    await c.call('getBalance', 'refusal', 'GET', `${OPS}/balances/bal_globex_main_usd`);
    await c.call(
      'getBalanceHistory',
      'happy',
      'GET',
      `${OPS}/balances/bal_northwind_ops_gbp/history?days=90`,
    );
    await c.call('getBalanceHistory', 'refusal', 'GET', `${GLOBEX}/balances/bal_globex_main_usd/history`);

    // Recipients and KYC.
    await c.call(
      'listRecipients',
      'happy',
      'GET',
      '/accounts/org_northwind/recipients?country=GB&per_page=50',
    );
    await c.call('listRecipients', 'refusal', 'GET', '/accounts/org_globex/recipients');
    const input = {
      type: 'business',
      name: 'Tour Supplies Ltd',
      country: 'GB',
      currency: 'GBP',
      bank_details: { scheme: 'sort_code', sort_code: '200000', account_number: '55779911' },
    };
    // The payee check before saving: a documented test name answers a close match with the name held.
    const check = await c.call(
      'verifyPayee',
      'happy',
      'POST',
      '/accounts/org_northwind/payee-verifications',
      {
        body: { name: 'Close Match Tour Supplies', type: 'business', bank_details: input.bank_details },
      },
    );
    expect(check.data).toMatchObject({
      outcome: 'close_match',
      name_held: 'Close Match Tour Supplies Holdings Ltd',
    });
    await c.call('verifyPayee', 'refusal', 'POST', '/accounts/org_globex/payee-verifications', {
      body: { name: 'Tour Supplies Ltd', type: 'business', bank_details: input.bank_details },
    });
    const created = await c.call('createRecipient', 'happy', 'POST', '/accounts/org_northwind/recipients', {
      body: input,
    });
    const rcp = String(created.data.ref);
    await c.call('createRecipient', 'refusal', 'POST', '/accounts/org_northwind/recipients', {
      body: {
        ...input,
        country: 'DE',
        bank_details: { scheme: 'iban', iban: 'DE00370400440532013000', bic: 'COBADEFFXXX' },
      },
    });
    await c.call('getRecipient', 'happy', 'GET', `/accounts/org_northwind/recipients/${rcp}`);
    await c.call('getRecipient', 'refusal', 'GET', `/accounts/org_globex/recipients/${rcp}`);
    await c.call('updateRecipient', 'happy', 'PATCH', `/accounts/org_northwind/recipients/${rcp}`, {
      body: { ...input, name: 'Tour Supplies Group Ltd' },
    });
    await c.call('updateRecipient', 'refusal', 'PATCH', `/accounts/org_northwind/recipients/${rcp}`, {
      body: {
        ...input,
        bank_details: { scheme: 'aba', routing_number: '123456789', account_number: '1234' },
      },
    });
    // Prism re-encodes proxied multipart bodies as text, which corrupts non-ASCII bytes (a PNG's 0x89):
    // the tour uploads a PDF, whose magic number and content here are ASCII.
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const form = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const f = new FormData();
      f.set('document_type', 'proof_of_address');
      f.set('file', new Blob([bytes]), name);
      return f;
    };
    await c.call(
      'uploadRecipientKycDocument',
      'happy',
      'POST',
      `/accounts/org_northwind/recipients/${rcp}/kyc-documents`,
      {
        form: form(pdf, '../utility-bill.pdf'),
      },
    );
    await c.call(
      'uploadRecipientKycDocument',
      'refusal',
      'POST',
      `/accounts/org_northwind/recipients/${rcp}/kyc-documents`,
      {
        form: form(new TextEncoder().encode('not a document'), 'bill.pdf'),
      },
    );
    await c.call(
      'listRecipientKycDocuments',
      'happy',
      'GET',
      `/accounts/org_northwind/recipients/${rcp}/kyc-documents`,
    );
    await c.call(
      'listRecipientKycDocuments',
      'refusal',
      'GET',
      `/accounts/org_acme/recipients/${rcp}/kyc-documents`,
    );

    // Payments.
    await c.call('listPayments', 'happy', 'GET', `${OPS}/payments?status=completed&per_page=20&currency=GBP`);
    await c.call('listPayments', 'refusal', 'GET', `${GLOBEX}/payments`);
    await c.call('listPayments', 'refusal', 'GET', `${OPS}/payments?from=2026-03-01&to=2026-02-01`);
    await c.call(
      'listOrganizationPayments',
      'happy',
      'GET',
      '/accounts/org_northwind/payments?bank_account=ba_northwind_ops&status=completed&per_page=20',
    );
    await c.call('listOrganizationPayments', 'refusal', 'GET', '/accounts/org_globex/payments');
    await c.call(
      'listOrganizationPayments',
      'refusal',
      'GET',
      '/accounts/org_northwind/payments?from=2026-03-01&to=2026-02-01',
    );
    const pay = {
      recipient_ref: rcp,
      amount: '42.50',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'Tour 1',
    };
    await c.call('createPaymentChallenge', 'happy', 'POST', `${OPS}/payments/challenge`, {
      body: { recipient_ref: rcp, amount: '42.50', currency: 'GBP' },
    });
    await c.call('createPaymentChallenge', 'refusal', 'POST', `${OPS}/payments/challenge`, {
      body: { recipient_ref: rcp, amount: '42.50', currency: 'CHF' },
    });
    await c.call(
      'checkPaymentTimeWindow',
      'happy',
      'GET',
      `${OPS}/payments/check-time-window?execution_date=2026-03-14`,
    );
    await c.call('checkPaymentTimeWindow', 'refusal', 'GET', `${GLOBEX}/payments/check-time-window`);
    await c.call(
      'getPaymentFee',
      'happy',
      'GET',
      `${OPS}/payments/fee?recipient_ref=${rcp}&currency=GBP&amount=42.50`,
    );
    await c.call('getPaymentFee', 'happy', 'GET', `${OPS}/payments/fee?recipient_ref=${rcp}&currency=GBP`);
    await c.call(
      'getPaymentFee',
      'refusal',
      'GET',
      `${OPS}/payments/fee?recipient_ref=${rcp}&currency=GBP&amount=4.255`,
    );
    const key = randomUUID();
    const payment = await c.call('createPayment', 'happy', 'POST', `${OPS}/payments`, {
      body: pay,
      headers: { 'idempotency-key': key },
    });
    await c.call('createPayment', 'happy', 'POST', `${OPS}/payments`, {
      body: pay,
      headers: { 'idempotency-key': key },
    });
    await c.call('createPayment', 'refusal', 'POST', `${OPS}/payments`, {
      body: { ...pay, amount: '1.00' },
      headers: { 'idempotency-key': key },
    });
    await c.call('createPayment', 'refusal', 'POST', `${OPS}/payments`, {
      body: { ...pay, amount: '0' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const payRef = String(payment.data.ref);
    await c.call('getPayment', 'happy', 'GET', `${OPS}/payments/${payRef}`);
    await c.call('getPayment', 'refusal', 'GET', `${TREASURY}/payments/${payRef}`);
    const scheduled = await c.call('createPayment', 'happy', 'POST', `${OPS}/payments`, {
      body: { ...pay, execution_date: '2026-03-17', reference: 'Tour 2' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const scheduledRef = String(scheduled.data.ref);
    await c.call('deleteRecipient', 'refusal', 'DELETE', `/accounts/org_northwind/recipients/${rcp}`);
    await c.call('cancelPayment', 'happy', 'POST', `${OPS}/payments/${scheduledRef}/cancel`);
    await c.call('cancelPayment', 'refusal', 'POST', `${OPS}/payments/${scheduledRef}/cancel`);

    // Standing orders: set up (once per key), read, change, skip, pause, resume, cancel; 409s and 404s.
    const SO = '/accounts/org_northwind/standing-orders';
    const standing = {
      ...pay,
      reference: 'Tour rent',
      schedule: { frequency: 'monthly', start_date: '2026-03-11', day_of_month: 31, end: { type: 'never' } },
    };
    const soKey = randomUUID();
    const so = await c.call('createStandingOrder', 'happy', 'POST', `${OPS}/standing-orders`, {
      body: standing,
      headers: { 'idempotency-key': soKey },
    });
    await c.call('createStandingOrder', 'refusal', 'POST', `${OPS}/standing-orders`, {
      body: { ...standing, schedule: { ...standing.schedule, frequency: 'weekly' } },
      headers: { 'idempotency-key': randomUUID() },
    });
    const soRef = String(so.data.ref);
    await c.call('listStandingOrders', 'happy', 'GET', `${SO}?status=active&per_page=20`);
    await c.call('listStandingOrders', 'refusal', 'GET', '/accounts/org_globex/standing-orders');
    await c.call('getStandingOrder', 'happy', 'GET', `${SO}/${soRef}`);
    await c.call('getStandingOrder', 'refusal', 'GET', `/accounts/org_globex/standing-orders/${soRef}`);
    await c.call('updateStandingOrder', 'happy', 'PATCH', `${SO}/${soRef}`, { body: { amount: '12.00' } });
    await c.call('updateStandingOrder', 'refusal', 'PATCH', `${SO}/${soRef}`, { body: { amount: '1.234' } });
    await c.call('skipStandingOrderOccurrence', 'happy', 'POST', `${SO}/${soRef}/skip-next`);
    await c.call('pauseStandingOrder', 'happy', 'POST', `${SO}/${soRef}/pause`);
    await c.call('pauseStandingOrder', 'refusal', 'POST', `${SO}/${soRef}/pause`);
    await c.call('skipStandingOrderOccurrence', 'refusal', 'POST', `${SO}/${soRef}/skip-next`);
    await c.call('resumeStandingOrder', 'happy', 'POST', `${SO}/${soRef}/resume`);
    await c.call('resumeStandingOrder', 'refusal', 'POST', `${SO}/${soRef}/resume`);
    await c.call('cancelStandingOrder', 'happy', 'POST', `${SO}/${soRef}/cancel`);
    await c.call('cancelStandingOrder', 'refusal', 'POST', `${SO}/${soRef}/cancel`);
    await c.call(
      'listOrganizationPayments',
      'happy',
      'GET',
      `/accounts/org_northwind/payments?standing_order=${soRef}`,
    );

    // Approvals, as the maker (Ada, no 2FA): the policy, a preview, payments held for approval, a recall.
    const AP = '/accounts/org_northwind';
    await c.call('listApprovalRules', 'happy', 'GET', `${AP}/approval-rules`);
    await c.call('listApprovalRules', 'refusal', 'GET', '/accounts/org_globex/approval-rules');
    const treasuryRule = {
      threshold: '100000.00',
      threshold_currency: 'EUR',
      bank_account_ref: 'ba_northwind_treasury',
      currency: 'EUR',
      first_payment_to_recipient: true,
      approvals_required: 1,
      approver_roles: ['owner', 'approver'],
    };
    const rule = await c.call('createApprovalRule', 'happy', 'POST', `${AP}/approval-rules`, {
      body: treasuryRule,
    });
    // Only admins could approve, and Northwind has none besides the maker: refused as blocked.
    await c.call('createApprovalRule', 'refusal', 'POST', `${AP}/approval-rules`, {
      body: { ...treasuryRule, approver_roles: ['admin'] },
    });
    await c.call('updateApprovalRule', 'happy', 'PUT', `${AP}/approval-rules/${rule.data.ref}`, {
      body: { ...treasuryRule, threshold: '150000.00' },
    });
    await c.call('updateApprovalRule', 'refusal', 'PUT', `${AP}/approval-rules/apr_unknown`, {
      body: treasuryRule,
    });
    await c.call('deleteApprovalRule', 'happy', 'DELETE', `${AP}/approval-rules/${rule.data.ref}`);
    await c.call('deleteApprovalRule', 'refusal', 'DELETE', `${AP}/approval-rules/${rule.data.ref}`);
    // The security policy: read by anyone; Ada, without 2FA, cannot require it of others (409).
    await c.call('getSecurityPolicy', 'happy', 'GET', `${AP}/security-policy`);
    await c.call('getSecurityPolicy', 'refusal', 'GET', '/accounts/org_globex/security-policy');
    await c.call('updateSecurityPolicy', 'refusal', 'PUT', `${AP}/security-policy`, {
      body: { require_two_factor_for_payments: true },
    });
    await c.call('updateSecurityPolicy', 'happy', 'PUT', `${AP}/security-policy`, {
      body: { require_two_factor_for_payments: false },
    });
    const gbpPayees = await c.call(
      'listRecipients',
      'happy',
      'GET',
      '/accounts/org_northwind/recipients?currency=GBP&status=active&per_page=50',
    );
    const payee = ((gbpPayees.json?.data ?? []) as { ref: string }[]).find((r) => r.ref !== rcp)?.ref ?? '';
    await c.call(
      'previewPaymentApproval',
      'happy',
      'GET',
      `${OPS}/payments/approval-preview?recipient_ref=${payee}&amount=25000.00&currency=GBP`,
    );
    await c.call(
      'previewPaymentApproval',
      'refusal',
      'GET',
      `${OPS}/payments/approval-preview?recipient_ref=${payee}&amount=25000.00&currency=CHF`,
    );
    const large = { ...pay, recipient_ref: payee, amount: '25000.00', reference: 'Tour approval' };
    const held = await c.call('createPayment', 'happy', 'POST', `${OPS}/payments`, {
      body: large,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(held.data.status).toBe('awaiting_approval');
    const recalled = await c.call('createPayment', 'happy', 'POST', `${OPS}/payments`, {
      body: { ...large, reference: 'Tour recall' },
      headers: { 'idempotency-key': randomUUID() },
    });
    await c.call('listApprovalRequests', 'happy', 'GET', `${AP}/approval-requests?actionable=false`);
    await c.call('listApprovalRequests', 'refusal', 'GET', '/accounts/org_globex/approval-requests');
    // The maker never approves their own payment.
    await c.call('createApprovalChallenge', 'refusal', 'POST', `${AP}/approval-challenges`, {
      body: { payment_refs: [held.data.ref] },
    });
    // Approving is always signed: Ada has no two-factor authentication.
    await c.call('decidePayments', 'refusal', 'POST', `${AP}/approval-decisions`, {
      body: { decision: 'approve', authorization: { challenge_ref: 'chl_unknown', code: '123456' } },
      headers: { 'idempotency-key': randomUUID() },
    });
    await c.call('recallPayment', 'happy', 'POST', `${OPS}/payments/${recalled.data.ref}/recall`);
    await c.call('recallPayment', 'refusal', 'POST', `${OPS}/payments/${recalled.data.ref}/recall`);

    // Bulk payments, as Ada (no 2FA): check, submit once per key (one row fails at the payee's bank), read,
    // list; a batch over the policy's threshold waits for Grace, who cannot be Ada.
    const PB = `${AP}/payment-batches`;
    const bulkRows = [
      { ...pay, recipient_ref: payee, reference: 'Tour bulk 1' },
      { ...pay, recipient_ref: payee, reference: 'Tour bulk FAIL' },
    ];
    await c.call('validatePaymentBatch', 'happy', 'POST', `${OPS}/payment-batches/validate`, {
      body: { name: 'tour.csv', rows: [...bulkRows, { ...bulkRows[0], amount: '1.234' }] },
    });
    await c.call('validatePaymentBatch', 'refusal', 'POST', `${GLOBEX}/payment-batches/validate`, {
      body: { rows: bulkRows },
    });
    await c.call('createPaymentBatchChallenge', 'refusal', 'POST', `${OPS}/payment-batches/challenge`, {
      body: { totals: [{ currency: 'GBP', count: 2, amount: '85.00' }] },
    });
    const bulk = await c.call('createPaymentBatch', 'happy', 'POST', `${OPS}/payment-batches`, {
      body: { name: 'tour.csv', rows: bulkRows },
      headers: { 'idempotency-key': randomUUID() },
    });
    await c.call('createPaymentBatch', 'refusal', 'POST', `${OPS}/payment-batches`, {
      body: { rows: [{ ...bulkRows[0], amount: '1.234' }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    const heldBatch = await c.call('createPaymentBatch', 'happy', 'POST', `${OPS}/payment-batches`, {
      body: {
        rows: [
          { ...bulkRows[0], amount: '15000.00' },
          { ...bulkRows[0], amount: '6000.00' },
        ],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(heldBatch.data.status).toBe('awaiting_approval');
    await c.call('getPaymentBatch', 'happy', 'GET', `${PB}/${bulk.data.ref}`);
    await c.call(
      'getPaymentBatch',
      'refusal',
      'GET',
      `/accounts/org_globex/payment-batches/${bulk.data.ref}`,
    );
    await c.call('listPaymentBatches', 'happy', 'GET', `${PB}?status=awaiting_approval&per_page=20`);
    await c.call('listPaymentBatches', 'refusal', 'GET', '/accounts/org_globex/payment-batches');
    await c.call(
      'createPaymentBatchApprovalChallenge',
      'refusal',
      'POST',
      `${PB}/${heldBatch.data.ref}/approval-challenge`,
    );
    await c.call('decidePaymentBatch', 'refusal', 'POST', `${PB}/${heldBatch.data.ref}/decision`, {
      body: { decision: 'approve', authorization: { challenge_ref: 'chl_unknown', code: '123456' } },
      headers: { 'idempotency-key': randomUUID() },
    });
    await control('POST', '/__mock/clock', { advance_ms: 200_000 });
    // The FAIL row has failed by now: it is retried alone, once.
    await c.call('retryPaymentBatch', 'happy', 'POST', `${PB}/${bulk.data.ref}/retry`, {
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    await c.call('retryPaymentBatch', 'refusal', 'POST', `${PB}/${bulk.data.ref}/retry`, {
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    await c.call('deleteRecipient', 'happy', 'DELETE', `/accounts/org_northwind/recipients/${rcp}`);
    await c.call(
      'listTransactions',
      'happy',
      'GET',
      '/accounts/org_northwind/transactions?type=payment&status=completed&from=2026-01-01&to=2026-03-31',
    );
    await c.call('listTransactions', 'refusal', 'GET', '/accounts/org_globex/transactions');
    // A reversed range: the 422 the contract documents, through Prism.
    await c.call(
      'listTransactions',
      'refusal',
      'GET',
      '/accounts/org_northwind/transactions?from=2026-03-01&to=2026-02-01',
    );

    // FX.
    const quote = await c.call('requestFxQuote', 'happy', 'POST', `${TREASURY}/fx/request-quote`, {
      body: { sell_currency: 'EUR', buy_currency: 'JPY', sell_amount: '1500.00' },
    });
    await c.call('requestFxQuote', 'refusal', 'POST', `${TREASURY}/fx/request-quote`, {
      body: { sell_currency: 'EUR', buy_currency: 'EUR', sell_amount: '1500.00' },
    });
    const quoteRef = String(quote.data.ref);
    await c.call('executeFxQuote', 'happy', 'POST', `${TREASURY}/fx/execute-quote`, {
      body: { quote_ref: quoteRef },
      headers: { 'idempotency-key': randomUUID() },
    });
    await c.call('executeFxQuote', 'refusal', 'POST', `${TREASURY}/fx/execute-quote`, {
      body: { quote_ref: quoteRef },
      headers: { 'idempotency-key': randomUUID() },
    });
    // The FX history, filtered (the trade just executed is the newest EUR → JPY), and one trade.
    const trades = await c.call(
      'listFxTrades',
      'happy',
      'GET',
      '/accounts/org_northwind/fx-trades?sell_currency=EUR&buy_currency=JPY&bank_account=ba_northwind_treasury&per_page=20',
    );
    await c.call(
      'listFxTrades',
      'refusal',
      'GET',
      '/accounts/org_northwind/fx-trades?from=2026-03-02&to=2026-03-01',
    );
    const [newestTrade] = (trades.json?.data ?? []) as { ref: string }[];
    await c.call('getFxTrade', 'happy', 'GET', `/accounts/org_northwind/fx-trades/${newestTrade?.ref}`);
    await c.call('getFxTrade', 'refusal', 'GET', `/accounts/org_globex/fx-trades/${newestTrade?.ref}`);

    // Audit log: by now it holds sign-ins, recipient changes, payments and the FX trade, each validated here.
    const audit = await c.call(
      'listAuditEvents',
      'happy',
      'GET',
      '/accounts/org_northwind/audit-events?per_page=100',
    );
    expect(audit.json?.meta).toMatchObject({ total: expect.any(Number) });
    expect(Array.isArray(audit.json?.data) && audit.json.data.length > 3).toBe(true);
    await c.call(
      'listAuditEvents',
      'happy',
      'GET',
      '/accounts/org_northwind/audit-events?actor=usr_ada&action=payment.created&target_type=payment&from=2026-03-01&to=2026-03-31',
    );
    await c.call('listAuditEvents', 'refusal', 'GET', '/accounts/org_globex/audit-events');
    await c.call(
      'listAuditEvents',
      'refusal',
      'GET',
      '/accounts/org_northwind/audit-events?from=2026-03-10&to=2026-03-01',
    );
    // Team: members, invitations, an export record and, last, the ownership transfer (Ada becomes admin).
    const NW = '/accounts/org_northwind';
    // API keys, as Ada (owner): one created (its secret shown once) and revoked; a past expiry refused.
    const KEYS = `${NW}/api-keys`;
    const apiKey = await c.call('createApiKey', 'happy', 'POST', KEYS, {
      body: { name: 'Tour', scopes: ['accounts.view'] },
    });
    await c.call('createApiKey', 'refusal', 'POST', KEYS, {
      body: { name: 'Tour', scopes: ['accounts.view'], expires_at: '2020-01-01T00:00:00Z' },
    });
    await c.call('listApiKeys', 'happy', 'GET', KEYS);
    await c.call('listApiKeys', 'refusal', 'GET', '/accounts/org_globex/api-keys');
    await c.call(
      'revokeApiKey',
      'happy',
      'DELETE',
      `${KEYS}/${String((apiKey.data.key as { ref: string }).ref)}`,
    );
    await c.call('revokeApiKey', 'refusal', 'DELETE', `${KEYS}/key_unknown`);
    // Webhooks, as Ada (owner): an endpoint on the mock's own inbox, its secret, a test event, a redelivery.
    const WH = `${NW}/webhook-endpoints`;
    const inboxUrl = 'https://erp.example/__mock/webhook-inbox/tour';
    const hook = await c.call('createWebhookEndpoint', 'happy', 'POST', WH, {
      body: { url: inboxUrl, description: 'Tour', events: ['payment.created'] },
    });
    const EP = `${WH}/${String((hook.data.endpoint as { ref: string }).ref)}`;
    await c.call('createWebhookEndpoint', 'refusal', 'POST', WH, {
      body: { url: 'https://10.0.0.1/hook', events: ['payment.created'] },
    });
    await c.call('listWebhookEndpoints', 'happy', 'GET', WH);
    await c.call('listWebhookEndpoints', 'refusal', 'GET', '/accounts/org_globex/webhook-endpoints');
    await c.call('getWebhookEndpoint', 'happy', 'GET', EP);
    await c.call('getWebhookEndpoint', 'refusal', 'GET', `${WH}/whe_unknown`);
    await c.call('updateWebhookEndpoint', 'happy', 'PATCH', EP, { body: { events: ['transaction.booked'] } });
    await c.call('updateWebhookEndpoint', 'refusal', 'PATCH', EP, { body: { url: 'https://localhost/x' } });
    await c.call('getWebhookSecret', 'happy', 'GET', `${EP}/secret`);
    await c.call('getWebhookSecret', 'refusal', 'GET', `${WH}/whe_unknown/secret`);
    await c.call('rotateWebhookSecret', 'happy', 'POST', `${EP}/secret/rotate`);
    await c.call('rotateWebhookSecret', 'refusal', 'POST', `${WH}/whe_unknown/secret/rotate`);
    const tested = await c.call('sendTestWebhookEvent', 'happy', 'POST', `${EP}/test`);
    await c.call('sendTestWebhookEvent', 'refusal', 'POST', `${WH}/whe_northwind_erp/test`);
    await c.call('listWebhookDeliveries', 'happy', 'GET', `${EP}/deliveries`);
    await c.call('listWebhookDeliveries', 'refusal', 'GET', `${WH}/whe_unknown/deliveries`);
    const DL = `${EP}/deliveries/${String(tested.data.ref)}`;
    await c.call('getWebhookDelivery', 'happy', 'GET', DL);
    await c.call('getWebhookDelivery', 'refusal', 'GET', `${EP}/deliveries/whd_unknown`);
    await c.call('redeliverWebhook', 'happy', 'POST', `${DL}/redeliver`);
    await c.call('redeliverWebhook', 'refusal', 'POST', `${EP}/deliveries/whd_unknown/redeliver`);
    await c.call('deleteWebhookEndpoint', 'happy', 'DELETE', EP);
    await c.call('deleteWebhookEndpoint', 'refusal', 'DELETE', EP);
    await tourStatements(c);
    await c.call('listMembers', 'happy', 'GET', `${NW}/members?per_page=20`);
    await c.call('listMembers', 'refusal', 'GET', '/accounts/org_globex/members');
    await c.call('changeMemberRole', 'happy', 'PATCH', `${NW}/members/usr_lin`, { body: { role: 'member' } });
    await c.call('changeMemberRole', 'refusal', 'PATCH', `${NW}/members/usr_lin`, {
      body: { role: 'owner' },
    });
    await c.call('changeMemberRole', 'refusal', 'PATCH', `${NW}/members/usr_ada`, {
      body: { role: 'admin' },
    });
    const invitee = { email: 'tour@northwind.test', first_name: 'Tour', last_name: 'Guide', role: 'viewer' };
    const sent = await c.call('createInvitation', 'happy', 'POST', `${NW}/invitations`, { body: invitee });
    await c.call('createInvitation', 'refusal', 'POST', `${NW}/invitations`, { body: invitee });
    await c.call('listInvitations', 'happy', 'GET', `${NW}/invitations`);
    await c.call('listInvitations', 'refusal', 'GET', '/accounts/org_globex/invitations');
    await c.call('resendInvitation', 'happy', 'POST', `${NW}/invitations/${sent.data.ref}/resend`);
    await c.call('resendInvitation', 'refusal', 'POST', `${NW}/invitations/ivt_unknown/resend`);
    await c.call('revokeInvitation', 'happy', 'DELETE', `${NW}/invitations/${sent.data.ref}`);
    await c.call('revokeInvitation', 'refusal', 'DELETE', `${NW}/invitations/${sent.data.ref}`);
    const exported = {
      dataset: 'audit_events',
      format: 'csv',
      row_count: 12,
      filters: { action: 'payment.created' },
    };
    await c.call('recordExport', 'happy', 'POST', `${NW}/exports`, { body: exported });
    await c.call('recordExport', 'refusal', 'POST', '/accounts/org_globex/exports', { body: exported });
    await c.call('removeMember', 'happy', 'DELETE', `${NW}/members/usr_lin`);
    await c.call('removeMember', 'refusal', 'DELETE', `${NW}/members/usr_ada`);
    await c.call('transferOwnership', 'refusal', 'POST', `${NW}/ownership-transfer`, {
      body: { user_ref: 'usr_ada', current_password: 'Northwind#2026' },
    });
    await c.call('transferOwnership', 'happy', 'POST', `${NW}/ownership-transfer`, {
      body: { user_ref: 'usr_grace', current_password: 'Northwind#2026' },
    });
    await c.call('listRoles', 'happy', 'GET', '/resources/roles', { token: null });

    const late = await c.call('requestFxQuote', 'happy', 'POST', `${TREASURY}/fx/request-quote`, {
      body: { sell_currency: 'CHF', buy_currency: 'EUR', buy_amount: '100.00' },
    });
    await control('POST', '/__mock/clock', { advance_ms: 31_000 });
    await c.call('executeFxQuote', 'refusal', 'POST', `${TREASURY}/fx/execute-quote`, {
      body: { quote_ref: String(late.data.ref) },
      headers: { 'idempotency-key': randomUUID() },
    });
    await c.call('checkFxCutoffTime', 'happy', 'GET', `${TREASURY}/fx/check-cuttoff-time`);
    await c.call('checkFxCutoffTime', 'refusal', 'GET', `${GLOBEX}/fx/check-cuttoff-time`);
    await c.call(
      'getFxRateHistory',
      'happy',
      'GET',
      `${TREASURY}/fx/rates?sell_currency=EUR&buy_currency=JPY&hours=72`,
    );
    await c.call(
      'getFxRateHistory',
      'refusal',
      'GET',
      `${GLOBEX}/fx/rates?sell_currency=USD&buy_currency=GBP`,
    );
    // A currency the bank does not trade: 422, declared (Prism flags an undeclared status).
    await c.call(
      'getFxRateHistory',
      'refusal',
      'GET',
      `${TREASURY}/fx/rates?sell_currency=EUR&buy_currency=XYZ`,
    );
    await c.call('getIndicativeFxRates', 'refusal', 'GET', '/resources/fx-rates?base=XYZ');

    // Resources.
    for (const [id, path] of [
      ['listCountries', '/resources/countries'],
      ['listPaymentReferences', '/resources/payment-references'],
      ['listRecipientKycDocumentTypes', '/resources/recipient-kyc-document-types'],
      ['getPaymentTimeWindow', '/resources/payment-time-window'],
      ['getFxCutoffTimeWindow', '/resources/fx-cutoff-time-window'],
      ['searchComplycubeCompanies', '/resources/complycube/companies?search=north'],
      ['getIndicativeFxRates', '/resources/fx-rates?base=EUR'],
    ] as const) {
      await c.call(id, 'happy', 'GET', path);
      await c.call(id, 'refusal', 'GET', path, { token: BAD_TOKEN });
    }

    // Two-factor setup, then disable.
    await c.call('completeTwoFactorSetup', 'refusal', 'POST', '/auth/2fa/setup/complete', {
      body: { code: '123456' },
    });
    await c.call('startTwoFactorSetup', 'happy', 'POST', '/auth/2fa/setup/start');
    await c.call('completeTwoFactorSetup', 'happy', 'POST', '/auth/2fa/setup/complete', {
      body: { code: await totp('ada@northwind.test') },
    });
    await c.call('startTwoFactorSetup', 'refusal', 'POST', '/auth/2fa/setup/start');
    await c.call('disableTwoFactor', 'refusal', 'POST', '/auth/2fa/disable', {
      body: { password: 'Wrong#2026', code: await totp('ada@northwind.test', 1) },
    });
    // With her own 2FA on, Ada requires it of Northwind's payers; once she turns hers off, she is refused a
    // payment (403 two_factor_required_by_policy) until the policy is off again.
    await c.call('updateSecurityPolicy', 'happy', 'PUT', `${AP}/security-policy`, {
      body: { require_two_factor_for_payments: true },
    });
    await c.call('disableTwoFactor', 'happy', 'POST', '/auth/2fa/disable', {
      body: { password: 'Northwind#2026', code: await totp('ada@northwind.test', 1) },
    });
    const byPolicy = await c.call('createPayment', 'refusal', 'POST', `${OPS}/payments`, {
      body: { ...pay, reference: 'Tour policy' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(byPolicy.json?.code).toBe('two_factor_required_by_policy');
    await c.call('updateSecurityPolicy', 'happy', 'PUT', `${AP}/security-policy`, {
      body: { require_two_factor_for_payments: false },
    });

    // Passwords.
    await c.call('changePassword', 'refusal', 'POST', '/auth/password/change', {
      body: {
        current_password: 'Wrong#2026',
        password: 'Northwind#2027',
        password_confirmation: 'Northwind#2027',
      },
    });
    await c.call('changePassword', 'happy', 'POST', '/auth/password/change', {
      body: {
        current_password: 'Northwind#2026',
        password: 'Northwind#2027',
        password_confirmation: 'Northwind#2027',
      },
    });
    await c.call('setupPassword', 'refusal', 'POST', '/auth/password/setup', {
      body: { password: 'Another#2027', password_confirmation: 'Another#2027' },
    });
    // Five requests per address an hour, then the real limit answers 429 (the newest link stays valid).
    for (let i = 0; i < 5; i++) {
      await c.call('forgotPassword', 'happy', 'POST', '/auth/password/forgot', {
        body: { email: 'ada@northwind.test' },
      });
    }
    const limited = await c.call('forgotPassword', 'refusal', 'POST', '/auth/password/forgot', {
      body: { email: 'ada@northwind.test' },
    });
    expect(limited.status).toBe(429);
    const mail = (await control('GET', '/__mock/outbox?to=ada@northwind.test')).data[0];
    await c.call('checkPasswordResetLink', 'happy', 'POST', '/auth/password/reset/check', {
      body: { token: mail.token },
    });
    await c.call('checkPasswordResetLink', 'refusal', 'POST', '/auth/password/reset/check', {
      body: { token: 'tokenthatdoesnotexist00' },
    });
    await c.call('resetPassword', 'refusal', 'POST', '/auth/password/reset', {
      body: {
        token: 'tokenthatdoesnotexist00',
        password: 'Reset#2027x',
        password_confirmation: 'Reset#2027x',
      },
    });
    await c.call('resetPassword', 'happy', 'POST', '/auth/password/reset', {
      body: { token: mail.token, password: 'Reset#2027x', password_confirmation: 'Reset#2027x' },
    });

    // Refresh and logout (the reset revoked Ada's sessions: sign in again first).
    await c.call('refreshToken', 'refusal', 'POST', '/auth/refresh', { token: null });
    const again = await c.call('login', 'happy', 'POST', '/auth/login', {
      body: { email: 'ada@northwind.test', password: 'Reset#2027x' },
    });
    c.token = String(again.data.access_token);
    await c.call('refreshToken', 'happy', 'POST', '/auth/refresh', { token: null });
    await c.call('logout', 'refusal', 'POST', '/auth/logout', { token: BAD_TOKEN });
    await c.call('logout', 'happy', 'POST', '/auth/logout');

    // First-time password.
    const fresh = await c.call('login', 'happy', 'POST', '/auth/login', {
      body: { email: 'new@northwind.test', password: 'Welcome#2026' },
    });
    c.token = String(fresh.data.access_token);
    await c.call('setupPassword', 'happy', 'POST', '/auth/password/setup', {
      body: { password: 'Fresh#Start2026', password_confirmation: 'Fresh#Start2026' },
    });

    // Two-factor sign-in.
    const challenge = await c.call('login', 'happy', 'POST', '/auth/login', {
      body: { email: 'grace@northwind.test', password: 'Northwind#2026' },
    });
    const challenge_ref = String(challenge.data.challenge_ref);
    await c.call('verifyTwoFactorCode', 'refusal', 'POST', '/auth/2fa/verify-code', {
      body: { challenge_ref, code: '000000' },
    });
    const graceIn = await c.call('verifyTwoFactorCode', 'happy', 'POST', '/auth/2fa/verify-code', {
      body: { challenge_ref, code: await totp('grace@northwind.test') },
    });

    // Approvals, as Grace (TOTP): she approves Ada's held payment with a code bound to it.
    c.token = String(graceIn.data.access_token);
    const approval = await c.call('createApprovalChallenge', 'happy', 'POST', `${AP}/approval-challenges`, {
      body: { payment_refs: [held.data.ref] },
    });
    const decision = (code: string) => ({
      body: { decision: 'approve', authorization: { challenge_ref: approval.data.challenge_ref, code } },
      headers: { 'idempotency-key': randomUUID() },
    });
    await c.call('decidePayments', 'refusal', 'POST', `${AP}/approval-decisions`, decision('000000'));
    const approved = await c.call(
      'decidePayments',
      'happy',
      'POST',
      `${AP}/approval-decisions`,
      decision(await totp('grace@northwind.test', 1)),
    );
    expect(((approved.json?.data ?? []) as { status: string }[])[0]?.status).toBe('pending');
    // Bulk payments, as Grace: a code bound to a batch's totals, and Ada's held batch approved as one item.
    await c.call('createPaymentBatchChallenge', 'happy', 'POST', `${OPS}/payment-batches/challenge`, {
      body: { totals: [{ currency: 'GBP', count: 2, amount: '85.00' }] },
    });
    const batchApproval = await c.call(
      'createPaymentBatchApprovalChallenge',
      'happy',
      'POST',
      `${PB}/${heldBatch.data.ref}/approval-challenge`,
    );
    await control('POST', '/__mock/clock', { advance_ms: 30_000 });
    const batchApproved = await c.call(
      'decidePaymentBatch',
      'happy',
      'POST',
      `${PB}/${heldBatch.data.ref}/decision`,
      {
        body: {
          decision: 'approve',
          authorization: {
            challenge_ref: batchApproval.data.challenge_ref,
            code: await totp('grace@northwind.test', 1),
          },
        },
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(batchApproved.data.status).toBe('processing');

    // Invitations.
    const invite = (await control('GET', '/__mock/outbox?to=invitee@northwind.test')).data[0];
    await c.call('lookupInvitation', 'happy', 'POST', '/auth/invitation/lookup', {
      body: { token: invite.token },
    });
    await c.call('lookupInvitation', 'refusal', 'POST', '/auth/invitation/lookup', {
      body: { token: 'inv_unknown00000000000' },
    });
    await c.call('acceptInvitation', 'happy', 'POST', '/auth/invitation/accept', {
      body: {
        token: invite.token,
        first_name: 'Imogen',
        last_name: 'Hartley',
        password: 'Invitee#2026x',
        password_confirmation: 'Invitee#2026x',
      },
    });
    await c.call('acceptInvitation', 'refusal', 'POST', '/auth/invitation/accept', {
      body: {
        token: invite.token,
        first_name: 'Imogen',
        last_name: 'Hartley',
        password: 'Invitee#2026x',
        password_confirmation: 'Invitee#2026x',
      },
    });

    // Last, as it locks this client out: the general limit (600 anonymous requests a minute per client)
    // used up directly on the server, then one more through Prism answers a real 429.
    for (let i = 0; i < 600; i++) {
      if ((await fetch(`${serverBase}/api/v1/auth/xsrf`)).status === 429) break;
    }
    const xsrfLimited = await c.call('getXsrfToken', 'refusal', 'GET', '/auth/xsrf', { token: null });
    expect(xsrfLimited.status).toBe(429);
    // The public roles resource's refusal is that limit too.
    await c.call('listRoles', 'refusal', 'GET', '/resources/roles', { token: null });

    const missing = contractOperations()
      .map((o) => o.operationId)
      .filter((id) => !(c.seen.get(id)?.has('happy') && c.seen.get(id)?.has('refusal')));
    expect(missing).toEqual([]);
    // Every answer Prism passed also passed the front's strict JSON Schema 2020-12 check (rule API-14).
    expect(front?.violations.map((v) => `${v.method} ${v.path} → ${v.status}: ${v.violations}`)).toEqual([]);
    expect(bank.store.payments.size).toBeGreaterThan(0);
  }, 120_000);
});

/** Statements, their files through download links, a balance confirmation and an export of transactions. */
async function tourStatements(c: TourClient) {
  const NW = '/accounts/org_northwind';
  const listed = await c.call('listStatements', 'happy', 'GET', `${NW}/statements?currency=GBP&year=2026`);
  await c.call('listStatements', 'refusal', 'GET', '/accounts/org_globex/statements');
  const statement = String(((listed.json?.data ?? []) as { ref: string }[])[0]?.ref);
  await c.call('getStatement', 'happy', 'GET', `${NW}/statements/${statement}`);
  await c.call('getStatement', 'refusal', 'GET', `${NW}/statements/stm_northwind_ops_GBP_203001`);
  for (const format of ['pdf', 'camt053', 'mt940', 'xero_csv']) {
    const link = await c.call('createStatementFile', 'happy', 'POST', `${NW}/statements/${statement}/files`, {
      body: { format },
    });
    await c.call('downloadFile', 'happy', 'GET', `/files/${String(link.data.token)}`, { token: null });
  }
  await c.call(
    'createStatementFile',
    'refusal',
    'POST',
    `/accounts/org_globex/statements/${statement}/files`,
    {
      body: { format: 'pdf' },
    },
  );
  await c.call('downloadFile', 'refusal', 'GET', '/files/file_0123456789abcdef0123456789abcdef', {
    token: null,
  });
  const letter = await c.call('createBalanceConfirmation', 'happy', 'POST', `${NW}/balance-confirmations`, {
    body: { date: '2026-02-28' },
  });
  await c.call('createBalanceConfirmation', 'refusal', 'POST', `${NW}/balance-confirmations`, {
    body: { date: '2030-01-01' },
  });
  const reference = String(letter.data.verification_reference);
  await c.call('verifyBalanceConfirmation', 'happy', 'GET', `/balance-confirmations/${reference}`, {
    token: null,
  });
  await c.call('verifyBalanceConfirmation', 'refusal', 'GET', '/balance-confirmations/BC-0000-0000-0000', {
    token: null,
  });
  const EXPORTS = `${NW}/transaction-exports`;
  const exported = await c.call('createTransactionExport', 'happy', 'POST', EXPORTS, {
    body: { format: 'csv', from: '2026-01-01', to: '2026-02-28' },
  });
  await c.call('createTransactionExport', 'refusal', 'POST', EXPORTS, {
    body: { format: 'csv', from: '2026-02-28', to: '2026-01-01' },
  });
  await c.call('getTransactionExport', 'happy', 'GET', `${EXPORTS}/${String(exported.data.ref)}`);
  await c.call('getTransactionExport', 'refusal', 'GET', `${EXPORTS}/txx_unknown`);
  await c.call('listTransactionExports', 'happy', 'GET', EXPORTS);
  await c.call('listTransactionExports', 'refusal', 'GET', '/accounts/org_globex/transaction-exports');
}
