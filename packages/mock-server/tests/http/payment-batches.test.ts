import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Bank } from '../../src/domain/bank/index.js';
import { Client, OPS, signedIn, testApp } from '../support/test-app.js';

type S = components['schemas'];
type Row = S['PaymentBatchRowInput'];
type Batch = S['PaymentBatch'];

const NW = '/accounts/org_northwind';
const BATCHES = `${OPS}/payment-batches`;
const MINUTE = 60_000;

async function setup() {
  const { app, bank } = await testApp();
  const ada = await signedIn(app);
  const res = await ada.call('GET', `${NW}/recipients?currency=GBP&status=active&per_page=100`);
  const payees: string[] = res.json().data.map((r: { ref: string }) => r.ref);
  return { app, bank, ada, payees };
}

const row = (recipient_ref: string, amount: string, extra: Partial<Row> = {}): Row => ({
  recipient_ref,
  amount,
  currency: 'GBP',
  reason_code: 'SUPP',
  reference: 'INV-BULK',
  ...extra,
});

const newPayee = (name: string, sortCode = '040004', account = '12345678'): S['RecipientInput'] => ({
  type: 'business',
  name,
  country: 'GB',
  currency: 'GBP',
  bank_details: { scheme: 'sort_code', sort_code: sortCode, account_number: account },
});

const validate = (client: Client, rows: unknown[]) =>
  client.call('POST', `${BATCHES}/validate`, { body: { rows } });

const submit = (client: Client, body: Record<string, unknown>, key = randomUUID()) =>
  client.call('POST', BATCHES, { body, headers: { 'idempotency-key': key } });

const getBatch = async (client: Client, ref: string): Promise<Batch> =>
  (await client.call('GET', `${NW}/payment-batches/${ref}`)).json().data;

/** Moves the bank clock; Ada signs in again when the jump outlives her access token. */
async function later(app: FastifyInstance, ms: number): Promise<void> {
  await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: ms } });
}

async function totp(app: FastifyInstance, email: string): Promise<string> {
  await later(app, 30_000);
  return (await app.inject({ method: 'GET', url: `/__mock/totp/${email}` })).json().code;
}

const batchNotices = (bank: Bank, userRef: string) =>
  (bank.store.notifications.get(userRef) ?? []).filter((n) => n.title.startsWith('Bulk payment'));

const paymentsOf = (bank: Bank, batchRef: string) =>
  [...bank.store.payments.values()].filter((p) => p.batchRef === batchRef);

describe('bulk payments: validation', () => {
  it('answers every row: field errors, duplicates, fees, payee checks, totals and the approval it would need', async () => {
    const { ada, payees } = await setup();
    const [a = '', b = ''] = payees;
    const res = await validate(ada, [
      row(a, '100.00'),
      row(a, '100.00'),
      row('rcp_nobody', '5.00'),
      row(b, '1.005'),
      row(b, '5.00', { currency: 'USD' }),
      row(b, '5.00', { execution_date: '2020-01-01' }),
      row(b, '5.00', { execution_date: '2026-03-14' }),
      { amount: '5.00', currency: 'GBP', reason_code: 'SUPP', reference: 'NO PAYEE' },
      { ...row(b, '5.00'), new_recipient: newPayee('Both Ways Ltd') },
      {
        new_recipient: {
          ...newPayee('Bad Bank'),
          bank_details: { scheme: 'iban', iban: 'GB00WEST12345698765432', bic: 'NWBKGB2L' },
        },
        amount: '5.00',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'NEW BAD',
      },
      {
        new_recipient: newPayee('No Match Traders', '040004', '33445566'),
        amount: '7.00',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'NM',
      },
      {
        new_recipient: newPayee('Fresh Supplies Ltd', '040004', '22334455'),
        amount: '25000.00',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'BIG',
      },
    ]);
    expect(res.statusCode).toBe(200);
    const check: S['PaymentBatchValidation'] = res.json().data;
    expect(check.valid).toBe(false);
    const errors = check.rows.map((r) => Object.keys(r.errors));
    expect(errors).toEqual([
      [],
      [],
      ['recipient_ref'],
      ['amount'],
      ['currency'],
      ['execution_date'],
      ['execution_date'],
      ['recipient_ref'],
      ['recipient_ref'],
      ['new_recipient.bank_details.iban'],
      ['confirm_payee_mismatch'],
      [],
    ]);
    expect(check.rows[3]?.errors.amount).toEqual(['GBP amounts can have at most 2 decimal places.']);
    expect(check.rows[6]?.errors.execution_date).toEqual([
      'Payments cannot be executed on weekends or bank holidays. Choose a business day.',
    ]);
    expect(check.rows[1]).toMatchObject({ duplicate_of: 0, fee: '0.00', payee_verification: null });
    expect(check.rows[0]?.duplicate_of).toBeNull();
    expect(check.rows[2]).toMatchObject({ recipient_name: null, fee: null });
    expect(check.rows[10]?.payee_verification).toMatchObject({ outcome: 'no_match' });
    expect(check.rows[11]).toMatchObject({ recipient_name: 'Fresh Supplies Ltd', fee: '0.00' });
    expect(check.rows[11]?.payee_verification?.scheme).toBe('confirmation_of_payee');
    expect(check.totals).toEqual([
      { currency: 'GBP', count: 3, amount: '25200.00', fee: '0.00', total: '25200.00' },
    ]);
    expect(check.approval).toEqual({ rule_ref: 'apr_northwind_large', approvals_required: 1 });
  });

  it('sums the rows for a rule (many small rows reach its threshold) and names nothing under it', async () => {
    const { ada, payees } = await setup();
    const small = payees.slice(0, 5).map((p) => row(p, '4500.00'));
    const under = (await validate(ada, small.slice(0, 4))).json().data;
    expect(under).toMatchObject({ valid: true, approval: null });
    const over = (await validate(ada, small)).json().data;
    expect(over.approval).toEqual({ rule_ref: 'apr_northwind_large', approvals_required: 1 });
  });
});

describe('bulk payments: submission', () => {
  it('is one batch per Idempotency-Key; another body with the key is 422', async () => {
    const { bank, ada, payees } = await setup();
    const body = {
      name: 'suppliers.csv',
      rows: [row(payees[0] ?? '', '10.00'), row(payees[1] ?? '', '20.00')],
    };
    const key = randomUUID();
    const first = await submit(ada, body, key);
    expect(first.statusCode).toBe(201);
    const batch: Batch = first.json().data;
    expect(batch).toMatchObject({
      name: 'suppliers.csv',
      status: 'processing',
      row_count: 2,
      row_counts: { completed: 0, failed: 0, in_progress: 2 },
      totals: [{ currency: 'GBP', count: 2, amount: '30.00', fee: '0.00', total: '30.00' }],
      created_by: { user_ref: 'usr_ada', role: 'owner' },
      approval: null,
      retry_of: null,
      retried_by: null,
    });
    expect(batch.rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    const again = await submit(ada, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.ref).toBe(batch.ref);
    expect([...bank.store.paymentBatches.keys()].filter((k) => k === batch.ref)).toHaveLength(1);
    expect(paymentsOf(bank, batch.ref)).toHaveLength(2);
    const other = await submit(ada, { ...body, name: 'other.csv' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const payment = (await ada.call('GET', `${OPS}/payments/${batch.rows[0]?.payment_ref}`)).json().data;
    expect(payment.batch_ref).toBe(batch.ref);
    const audit = bank.store.auditLog.filter((e) => e.action === 'payment_batch.created');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target).toEqual({ type: 'payment_batch', ref: batch.ref });
  });

  it('refuses a batch with a wrong row whole: 422 batch_invalid keyed by row, nothing written', async () => {
    const { bank, ada, payees } = await setup();
    const before = {
      payments: bank.store.payments.size,
      recipients: bank.store.recipients.size,
      batches: bank.store.paymentBatches.size,
    };
    const res = await submit(ada, {
      rows: [
        {
          new_recipient: newPayee('Created Never Ltd'),
          amount: '5.00',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'A',
        },
        row(payees[0] ?? '', '0.001'),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'batch_invalid',
      errors: { 'rows[1].amount': ['GBP amounts can have at most 2 decimal places.'] },
    });
    expect({
      payments: bank.store.payments.size,
      recipients: bank.store.recipients.size,
      batches: bank.store.paymentBatches.size,
    }).toEqual(before);
  });

  it('creates a new recipient once the batch is accepted, one for rows giving the same details', async () => {
    const { bank, ada } = await setup();
    const fresh = (reference: string) => ({
      new_recipient: newPayee('Harbour Freight Ltd', '040004', '87654321'),
      amount: '12.00',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference,
    });
    const before = bank.store.recipients.size;
    const batch: Batch = (await submit(ada, { rows: [fresh('ONE'), fresh('TWO')] })).json().data;
    expect(bank.store.recipients.size).toBe(before + 1);
    expect(batch.rows[0]?.recipient_ref).toBeTruthy();
    expect(batch.rows[1]?.recipient_ref).toBe(batch.rows[0]?.recipient_ref);
    expect(batch.rows[0]?.recipient_name).toBe('Harbour Freight Ltd');
  });

  it('fails only the rows the balance no longer covers, each alone, in row order', async () => {
    const { ada, bank, payees } = await setup();
    await ada.call('DELETE', `${NW}/approval-rules/apr_northwind_large`);
    const gbp = [...bank.store.balances.values()].find(
      (b) => b.bankAccountRef === 'ba_northwind_ops' && b.currency === 'GBP',
    );
    const available = ((gbp?.current ?? 0n) - (gbp?.held ?? 0n)) / 100n;
    const big = `${(available * 6n) / 10n}.00`;
    const res = await submit(ada, {
      rows: [row(payees[0] ?? '', big), row(payees[1] ?? '', big), row(payees[2] ?? '', '10.00')],
    });
    expect(res.statusCode).toBe(201);
    const batch: Batch = res.json().data;
    expect(batch.rows.map((r) => r.status)).toEqual(['pending', 'failed', 'pending']);
    expect(batch.rows[1]?.failure_reason).toMatch(/^The amount exceeds the available balance of/);
    expect(batch.rows[1]?.payment_ref).toBeNull();
    expect(batch.row_counts).toEqual({ completed: 0, failed: 1, in_progress: 2 });
  });

  it('ends partially_failed after the clock moves, with the reason and one notification; retries the failed row once', async () => {
    const { app, bank, ada, payees } = await setup();
    const noticesBefore = (bank.store.notifications.get('usr_ada') ?? []).length;
    const batch: Batch = (
      await submit(ada, {
        name: 'november.csv',
        rows: [
          row(payees[0] ?? '', '10.00'),
          row(payees[1] ?? '', '20.00', { reference: 'WILL FAIL' }),
          row(payees[2] ?? '', '30.00'),
        ],
      })
    ).json().data;
    // No notice per row: the batch tells its maker once.
    expect((bank.store.notifications.get('usr_ada') ?? []).length).toBe(noticesBefore);
    await later(app, 5 * MINUTE);
    await ada.login('ada@northwind.test', 'Northwind#2026');
    const ended = await getBatch(ada, batch.ref);
    expect(ended.status).toBe('partially_failed');
    expect(ended.rows.map((r) => r.status)).toEqual(['completed', 'failed', 'completed']);
    expect(ended.rows[1]?.failure_reason).toBe("The payee's bank refused the payment.");
    expect(ended.row_counts).toEqual({ completed: 2, failed: 1, in_progress: 0 });
    const notices = batchNotices(bank, 'usr_ada');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'payment_status', title: 'Bulk payment partly failed' });
    expect(notices[0]?.body).toBe(
      'november.csv (3 payments, 60.00 GBP): 2 paid, 1 payment failed; their money is back in your account. You can retry the failed rows.',
    );
    expect((bank.store.notifications.get('usr_ada') ?? []).length).toBe(noticesBefore + 1);

    const key = randomUUID();
    const retry = await ada.call('POST', `${NW}/payment-batches/${batch.ref}/retry`, {
      body: {},
      headers: { 'idempotency-key': key },
    });
    expect(retry.statusCode).toBe(201);
    const second: Batch = retry.json().data;
    expect(second).toMatchObject({ retry_of: batch.ref, row_count: 1, name: 'november.csv' });
    expect(second.rows[0]).toMatchObject({
      recipient_ref: payees[1],
      amount: '20.00',
      reference: 'WILL FAIL',
    });
    const replay = await ada.call('POST', `${NW}/payment-batches/${batch.ref}/retry`, {
      body: {},
      headers: { 'idempotency-key': key },
    });
    expect(replay.json().data.ref).toBe(second.ref);
    expect((await getBatch(ada, batch.ref)).retried_by).toBe(second.ref);
    const again = await ada.call('POST', `${NW}/payment-batches/${batch.ref}/retry`, {
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('batch_not_retryable');
    const notFailed = await ada.call('POST', `${NW}/payment-batches/${second.ref}/retry`, {
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(notFailed.statusCode).toBe(409);
  });

  it("has two of Ada's batches in the seed: one completed, one partially failed and retryable", async () => {
    const { ada } = await setup();
    const list = (await ada.call('GET', `${NW}/payment-batches`)).json();
    expect(list.data.map((b: Batch) => [b.ref, b.status])).toEqual([
      ['pbt_northwind_november', 'partially_failed'],
      ['pbt_northwind_october', 'completed'],
    ]);
    const november = await getBatch(ada, 'pbt_northwind_november');
    expect(november.row_counts).toEqual({ completed: 4, failed: 1, in_progress: 0 });
    expect(november.rows.filter((r) => r.status === 'failed').map((r) => r.failure_reason)).toEqual([
      "The payee's bank refused the payment.",
    ]);
    expect(november.retried_by).toBeNull();
    // Over Northwind's 20,000 GBP rule, it waited for an approval: Grace's.
    expect(november.approval?.approvals.map((a) => a.approver.user_ref)).toEqual(['usr_grace']);
  });

  it('lists batches newest first without rows, filtered by status', async () => {
    const { ada, payees } = await setup();
    const made: Batch = (await submit(ada, { rows: [row(payees[0] ?? '', '10.00')] })).json().data;
    const list = (await ada.call('GET', `${NW}/payment-batches?status=processing`)).json();
    expect(list.data.map((b: { ref: string }) => b.ref)).toContain(made.ref);
    expect(list.data[0]).not.toHaveProperty('rows');
    const none = (
      await ada.call('GET', `${NW}/payment-batches?status=processing&bank_account=ba_globex_main`)
    ).json();
    expect(none.meta.total).toBe(0);
  });
});

describe('bulk payments: two-factor authorization', () => {
  it('binds the code to the rows count and total per currency', async () => {
    const { app, bank } = await testApp();
    const grace = await signedIn(app, 'grace');
    const payee = (await grace.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data[0].ref;
    const rows = [row(payee, '10.00'), row(payee, '15.50', { reference: 'SECOND' })];
    const challenge = async (totals: unknown) =>
      (await grace.call('POST', `${BATCHES}/challenge`, { body: { totals } })).json().data.challenge_ref;

    const missing = await submit(grace, { rows });
    expect(missing.json().code).toBe('two_factor_required');
    const wrong = await challenge([{ currency: 'GBP', count: 2, amount: '25.00' }]);
    const mismatch = await submit(grace, {
      rows,
      authorization: { challenge_ref: wrong, code: await totp(app, 'grace@northwind.test') },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('challenge_mismatch');
    // Only the seed's two batches: the refused ones made nothing.
    expect(bank.store.paymentBatches.size).toBe(2);

    const right = await challenge([{ currency: 'GBP', count: 2, amount: '25.50' }]);
    const ok = await submit(grace, {
      rows,
      authorization: { challenge_ref: right, code: await totp(app, 'grace@northwind.test') },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.created_by).toMatchObject({ user_ref: 'usr_grace', role: 'approver' });
  });

  it('answers 409 two_factor_not_enabled to a challenge for a user without it', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const res = await ada.call('POST', `${BATCHES}/challenge`, {
      body: { totals: [{ currency: 'GBP', count: 1, amount: '10.00' }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('two_factor_not_enabled');
  });
});

describe('bulk payments: approval as one item', () => {
  async function held() {
    const ctx = await setup();
    const grace = await signedIn(ctx.app, 'grace');
    const [a = '', b = ''] = ctx.payees;
    const res = await submit(ctx.ada, { name: 'big.csv', rows: [row(a, '12000.00'), row(b, '9000.00')] });
    expect(res.statusCode).toBe(201);
    return { ...ctx, grace, batch: res.json().data as Batch };
  }

  const decide = async (
    app: FastifyInstance,
    client: Client,
    ref: string,
    choice: { decision: 'approve' | 'reject'; reason?: string },
  ) => {
    const chl = await client.call('POST', `${NW}/payment-batches/${ref}/approval-challenge`);
    expect(chl.statusCode).toBe(201);
    return client.call('POST', `${NW}/payment-batches/${ref}/decision`, {
      body: {
        ...choice,
        authorization: {
          challenge_ref: chl.json().data.challenge_ref,
          code: await totp(app, 'grace@northwind.test'),
        },
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  };

  it('waits when the rows add up to the threshold; Grace approves it and the payments are made', async () => {
    const { app, bank, ada, grace, batch } = await held();
    expect(batch.status).toBe('awaiting_approval');
    expect(batch.rows.map((r) => r.status)).toEqual(['awaiting_approval', 'awaiting_approval']);
    expect(batch.approval).toMatchObject({ rule_ref: 'apr_northwind_large', approvals_required: 1 });
    expect(batch.can_approve).toBe(false);
    expect(batch.cannot_approve_reason).toBe('You made this batch: someone else must approve it.');
    expect(paymentsOf(bank, batch.ref)).toHaveLength(0);
    const own = await ada.call('POST', `${NW}/payment-batches/${batch.ref}/approval-challenge`);
    expect(own.statusCode).toBe(422);
    const actionable = (await grace.call('GET', `${NW}/payment-batches?actionable=true`)).json();
    expect(actionable.data.map((b: { ref: string }) => b.ref)).toEqual([batch.ref]);
    expect(actionable.data[0].can_approve).toBe(true);
    expect(
      (bank.store.notifications.get('usr_grace') ?? []).some(
        (n) => n.title === 'Bulk payment awaiting your approval',
      ),
    ).toBe(true);

    const res = await decide(app, grace, batch.ref, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    const approved: Batch = res.json().data;
    expect(approved.status).toBe('processing');
    expect(approved.approval?.approvals).toHaveLength(1);
    expect(paymentsOf(bank, batch.ref)).toHaveLength(2);
    expect(paymentsOf(bank, batch.ref).every((p) => p.status === 'pending')).toBe(true);
    const again = await grace.call('POST', `${NW}/payment-batches/${batch.ref}/approval-challenge`);
    expect(again.statusCode).toBe(409);
    expect(bank.store.auditLog.at(-1)).toMatchObject({
      action: 'payment_batch.approved',
      target: { type: 'payment_batch', ref: batch.ref },
    });
  });

  it('is rejected with a reason: every row rejected, nothing paid', async () => {
    const { app, bank, ada, grace, batch } = await held();
    const noReason = await decide(app, grace, batch.ref, { decision: 'reject' });
    expect(noReason.statusCode).toBe(422);
    const res = await decide(app, grace, batch.ref, { decision: 'reject', reason: 'Wrong month' });
    expect(res.statusCode).toBe(200);
    const rejected = await getBatch(ada, batch.ref);
    expect(rejected.status).toBe('rejected');
    expect(rejected.rows.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(rejected.approval?.rejection).toMatchObject({ reason: 'Wrong month' });
    expect(paymentsOf(bank, batch.ref)).toHaveLength(0);
    expect(bank.store.auditLog.at(-1)?.action).toBe('payment_batch.rejected');
  });

  it('expires after 72 hours without approval', async () => {
    const { app, bank, batch } = await held();
    await later(app, 72 * 3_600_000 + MINUTE);
    const ada = await signedIn(app);
    const expired = await getBatch(ada, batch.ref);
    expect(expired.status).toBe('expired');
    expect(expired.rows.every((r) => r.status === 'expired')).toBe(true);
    expect(paymentsOf(bank, batch.ref)).toHaveLength(0);
  });
});

describe('bulk payments: access and limits', () => {
  it('is 404 to another organization and 403 to a viewer submitting', async () => {
    const { app, ada, payees } = await setup();
    const made: Batch = (await submit(ada, { rows: [row(payees[0] ?? '', '10.00')] })).json().data;
    const hank = await signedIn(app, 'hank');
    expect((await hank.call('GET', `${NW}/payment-batches/${made.ref}`)).statusCode).toBe(404);
    expect((await hank.call('GET', `/accounts/org_globex/payment-batches/${made.ref}`)).statusCode).toBe(404);
    const lin = new Client(app);
    await lin.login('lin@northwind.test', 'Northwind#2026');
    expect((await lin.call('GET', `${NW}/payment-batches/${made.ref}`)).statusCode).toBe(200);
    const refused = await submit(lin, { rows: [row(payees[0] ?? '', '10.00')] });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses 1,001 rows by the contract and accepts 1,000 new recipients in one body', async () => {
    const { bank, ada, payees } = await setup();
    const tooMany = Array.from({ length: 1001 }, () => row(payees[0] ?? '', '1.00'));
    const refused = await validate(ada, tooMany);
    expect(refused.statusCode).toBe(400);
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      new_recipient: {
        ...newPayee(
          `Payroll Employee Number ${String(i).padStart(4, '0')}`,
          '040004',
          String(10_000_000 + i),
        ),
        type: 'individual' as const,
        email: `employee.${i}@northwind-payroll.example`,
      },
      amount: '1.00',
      currency: 'GBP',
      reason_code: 'SALA',
      reference: `SALARY NOV ${i}`,
    }));
    expect(JSON.stringify({ rows }).length).toBeLessThan(1024 * 1024);
    const res = await submit(ada, { name: 'payroll.csv', rows });
    expect(res.statusCode).toBe(201);
    const batch: Batch = res.json().data;
    expect(batch.row_count).toBe(1000);
    expect(batch.totals).toEqual([
      { currency: 'GBP', count: 1000, amount: '1000.00', fee: '0.00', total: '1000.00' },
    ]);
    expect(paymentsOf(bank, batch.ref)).toHaveLength(1000);
  });

  it('takes the longest 1,000 rows the contract allows, over the 1 MiB of other bodies', async () => {
    const { ada } = await setup();
    const long = (n: number, i: number) => `Zoë Ångström ${i} `.padEnd(n, 'é').slice(0, n);
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      new_recipient: {
        ...newPayee(long(140, i), '040004', String(20_000_000 + i)),
        legal_name: long(140, i),
        registration_number: 'R'.repeat(50),
        email: `${'a'.repeat(64)}@${'b'.repeat(180)}.example`,
      },
      amount: '999999999.99',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: `LONGEST REFERENCE OF ROW ${i}`.padEnd(35, 'X'),
    }));
    expect(Buffer.byteLength(JSON.stringify({ rows }))).toBeGreaterThan(1024 * 1024);
    const res = await validate(ada, rows);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toHaveLength(1000);
  });
});
