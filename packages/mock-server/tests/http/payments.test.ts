import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, OPS_PATH, signedIn, testApp } from '../support/test-app.js';

type PaymentCreate = components['schemas']['PaymentCreate'];

async function gbpRecipient(client: Client): Promise<string> {
  const { data } = await client.api.GET('/accounts/{account}/recipients', {
    params: { path: { account: 'org_northwind' }, query: { currency: 'GBP', status: 'active' } },
  });
  return data?.data[0]?.ref ?? '';
}

async function gbpBalance(client: Client) {
  const { data } = await client.api.GET(
    '/accounts/{account}/bank-accounts/{bankAccount}/balances/{balance}',
    {
      params: { path: { ...OPS_PATH, balance: 'bal_northwind_ops_gbp' } },
    },
  );
  if (!data) throw new Error('no GBP balance');
  return data.data;
}

const paymentBody = (recipient_ref: string, amount = '125.50'): PaymentCreate => ({
  recipient_ref,
  amount,
  currency: 'GBP',
  reason_code: 'SUPP',
  reference: 'INV-2026-001',
});

/** A GBP decimal string as exact minor units (no float on the way). */
const minorUnits = (amount: string): bigint => {
  expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  return BigInt(amount.replace('.', ''));
};
/** When a payment accepted in the window has reached its final status (2 minutes after creation). */
const FINAL_AFTER = 120_000;

/** A payment as the contract describes it, on the operations account unless told. */
const pay = (client: Client, body: PaymentCreate, key = randomUUID(), path = OPS_PATH) =>
  client.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
    params: { path, header: { 'Idempotency-Key': key } },
    body,
  });

const challengeFor = (client: Client, body: components['schemas']['PaymentChallengeRequest']) =>
  client.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments/challenge', {
    params: { path: OPS_PATH },
    body,
  });

/** What the contract refuses (a number for an amount, no key): sent untyped. */
const post = (client: Client, body: unknown, key: string | null = randomUUID()) =>
  client.call('POST', `${OPS}/payments`, { body, headers: key ? { 'idempotency-key': key } : {} });

describe('payments over HTTP', () => {
  it('creates a pending payment that reserves funds, then completes as the clock moves', async () => {
    const { app, bank } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const before = await gbpBalance(ada);
    const res = await pay(ada, paymentBody(await gbpRecipient(ada)));
    expect(res.response.status).toBe(201);
    const p = res.data?.data;
    expect(p).toMatchObject({ status: 'pending', amount: '125.50', currency: 'GBP', fee: '0.00' });
    const held = await gbpBalance(ada);
    expect(held.current).toBe(before.current);
    expect(minorUnits(held.pending) - minorUnits(before.pending)).toBe(12550n);
    bank.clock.advance(31_000);
    const get = async () =>
      (
        await ada.api.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/{payment}', {
          params: { path: { ...OPS_PATH, payment: p?.ref ?? '' } },
        })
      ).data?.data;
    expect((await get())?.status).toBe('processing');
    bank.clock.advance(120_000);
    const done = await get();
    expect(done?.status).toBe('completed');
    expect(done?.timeline.map((t) => t.status)).toEqual(['pending', 'processing', 'completed']);
    const after = await gbpBalance(ada);
    expect(after.pending).toBe(before.pending);
    expect(minorUnits(after.current)).toBe(minorUnits(before.current) - 12550n);
    const txns = await ada.call(
      'GET',
      `/accounts/org_northwind/transactions?bank_account=ba_northwind_ops&currency=GBP&per_page=10`,
    );
    const top = txns.json().data[0];
    expect(top).toMatchObject({ payment_ref: p?.ref, status: 'completed', balance_after: after.current });
    const unread = await ada.call('GET', '/user/notifications?status=unread&per_page=10');
    expect(unread.json().data[0].link.payment_ref).toBe(p?.ref);
  });

  it.each([
    ['0'],
    ['-0'],
    ['-1'],
    ['1e3'],
    ['NaN'],
    ['10.001'],
    ['9007199254740993'],
    ['99999999999999999999'],
    [''],
    [' 10'],
  ])('refuses the amount %j with a field error', async (amount) => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const res = await pay(ada, paymentBody(await gbpRecipient(ada), amount));
    expect([400, 422]).toContain(res.response.status);
    expect(res.error?.errors?.amount).toBeDefined();
  });

  it('refuses more decimals than the currency has (JPY has none) and numbers instead of strings', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const quote = await ada.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/fx/request-quote', {
      params: { path: { account: 'org_northwind', bankAccount: 'ba_northwind_treasury' } },
      body: { sell_currency: 'EUR', buy_currency: 'JPY', buy_amount: '1000.5' },
    });
    expect(quote.response.status).toBe(422);
    expect(quote.error?.errors?.buy_amount).toEqual([expect.stringMatching(/JPY/)]);
    const numeric = await post(ada, { ...paymentBody(await gbpRecipient(ada)), amount: 100 });
    expect(numeric.statusCode).toBe(400);
  });

  it('refuses more than the available balance', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const res = await pay(ada, paymentBody(await gbpRecipient(ada), '999999999.00'));
    expect(res.response.status).toBe(422);
    expect(res.error?.code).toBe('insufficient_funds');
  });

  describe('idempotency', () => {
    it('needs a key (400)', async () => {
      const { app } = await testApp();
      const ada = await signedIn(app);
      const res = await post(ada, paymentBody(await gbpRecipient(ada)), null);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['Idempotency-Key']).toBeDefined();
    });

    it('replays the same key and body, refuses another body (422), scoped per user', async () => {
      const { app, bank } = await testApp();
      const ada = await signedIn(app);
      const body = paymentBody(await gbpRecipient(ada));
      const key = randomUUID();
      const first = await pay(ada, body, key);
      const again = await pay(ada, body, key);
      expect(again.response.status).toBe(201);
      expect(again.response.headers.get('idempotent-replayed')).toBe('true');
      expect(again.data).toEqual(first.data);
      const other = await pay(ada, { ...body, amount: '1.00' }, key);
      expect(other.response.status).toBe(422);
      expect(other.error?.code).toBe('idempotency_key_reused');
      // Grace (same organization) using the same key gets her own answer, never Ada's.
      const grace = await signedIn(app, 'grace');
      const theirs = await pay(grace, body, key);
      expect(theirs.response.status).toBe(422);
      expect(theirs.error?.code).toBe('two_factor_required');
      expect(theirs.response.headers.get('idempotent-replayed')).toBeNull();
      const count = [...bank.store.payments.values()].filter((p) => p.reference === body.reference).length;
      expect(count).toBe(1);
    });

    it('answers 409 while the first request is in flight; concurrent duplicates create exactly one payment', async () => {
      const { app, bank } = await testApp({ paymentAcceptMs: 50 });
      const ada = await signedIn(app);
      const body = { ...paymentBody(await gbpRecipient(ada)), reference: 'CONCURRENT-1' };
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 8 }, () => pay(ada, body, key)));
      const codes = answers.map((r) => r.response.status).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(7);
      expect(answers.find((r) => r.response.status === 409)?.error?.code).toBe(
        'idempotency_request_in_progress',
      );
      expect([...bank.store.payments.values()].filter((p) => p.reference === 'CONCURRENT-1')).toHaveLength(1);
      const later = await pay(ada, body, key);
      expect(later.response.status).toBe(201);
      expect(later.response.headers.get('idempotent-replayed')).toBe('true');
    });

    it('two parallel payments that together exceed the balance: exactly one succeeds', async () => {
      const { app, bank } = await testApp({ paymentAcceptMs: 30 });
      // Without approval rules: a payment held for approval reserves nothing (approvals.test.ts).
      bank.store.approvalRules.clear();
      const ada = await signedIn(app);
      const recipient = await gbpRecipient(ada);
      const available = (await gbpBalance(ada)).available;
      const [whole = '0'] = available.split('.');
      const amount = `${BigInt(whole) / 2n + 1n}.00`;
      const answers = await Promise.all([
        pay(ada, paymentBody(recipient, amount)),
        pay(ada, paymentBody(recipient, amount)),
      ]);
      expect(answers.map((r) => r.response.status).sort()).toEqual([201, 422]);
      expect(answers.find((r) => r.response.status === 422)?.error?.code).toBe('insufficient_funds');
    });
  });

  it('binds a 2FA user payment to a challenge over amount, currency and payee (PSD2 dynamic linking)', async () => {
    const { app } = await testApp();
    const grace = await signedIn(app, 'grace');
    const recipient = await gbpRecipient(grace);
    const challenge = await challengeFor(grace, {
      recipient_ref: recipient,
      amount: '50.00',
      currency: 'GBP',
    });
    expect(challenge.response.status).toBe(201);
    const challenge_ref = challenge.data?.data.challenge_ref ?? '';
    const code = async (offset = 0) =>
      (await app.inject({ method: 'GET', url: `/__mock/totp/grace@northwind.test?offset=${offset}` })).json()
        .code;
    const changed = await pay(grace, {
      ...paymentBody(recipient, '60.00'),
      authorization: { challenge_ref, code: await code(1) },
    });
    expect(changed.response.status).toBe(422);
    expect(changed.error?.code).toBe('two_factor_invalid');
    const ok = await pay(grace, {
      ...paymentBody(recipient, '50.00'),
      authorization: { challenge_ref, code: await code(1) },
    });
    expect(ok.response.status).toBe(201);
    const reused = await pay(grace, {
      ...paymentBody(recipient, '50.00'),
      authorization: { challenge_ref, code: await code(1) },
    });
    expect(reused.response.status).toBe(422);
  });

  it('schedules outside the window, cancels a scheduled payment, refuses to cancel others (409)', async () => {
    const { app, bank } = await testApp();
    bank.clock.set(Date.parse('2026-03-10T19:00:00Z'));
    const ada = await signedIn(app);
    const before = await gbpBalance(ada);
    const res = await pay(ada, paymentBody(await gbpRecipient(ada)));
    expect(res.data?.data).toMatchObject({ status: 'scheduled', execution_date: '2026-03-11' });
    const ref = res.data?.data.ref;
    const cancelled = await ada.call('POST', `${OPS}/payments/${ref}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await gbpBalance(ada)).available).toBe(before.available);
    expect((await ada.call('POST', `${OPS}/payments/${ref}/cancel`)).statusCode).toBe(409);
    const weekend = await pay(ada, {
      ...paymentBody(await gbpRecipient(ada)),
      execution_date: '2026-03-14',
    });
    expect(weekend.response.status).toBe(422);
    expect(weekend.error?.code).toBe('outside_cutoff_window');
    const check = await ada.call('GET', `${OPS}/payments/check-time-window`);
    expect(check.json().data).toMatchObject({
      within_window: false,
      execution_date: '2026-03-11',
      window_closes_at: null,
    });
  });

  it('lists payments newest first with filters and pagination', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    type Row = { ref: string; status: string; created_at: string };
    const list = async (query: string) =>
      (await ada.call('GET', `${OPS}/payments?${query}`)).json() as {
        data: Row[];
        meta: { total: number; page: number; per_page: number };
      };
    const first = await list('per_page=20&page=1');
    const second = await list('per_page=20&page=2');
    expect(first.meta.total).toBeGreaterThan(40);
    expect(second.meta).toEqual({ total: first.meta.total, page: 2, per_page: 20 });
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(20);
    // Newest first by created_at, across the page boundary too, and no row on two pages.
    const rows = [...first.data, ...second.data];
    expect(new Set(rows.map((p) => p.ref)).size).toBe(40);
    const times = rows.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeGreaterThan(times[39] ?? Number.POSITIVE_INFINITY);
    // Page 2 of 20 is rows 21–40 of the same order.
    const wide = await list('per_page=50&page=1');
    expect(wide.data.slice(20, 40).map((p) => p.ref)).toEqual(second.data.map((p) => p.ref));

    const scheduled = await list('status=scheduled&per_page=100');
    expect(scheduled.data.length).toBeGreaterThan(0);
    expect(scheduled.meta.total).toBe(scheduled.data.length);
    for (const p of scheduled.data) expect(p.status).toBe('scheduled');
    // Payments in other statuses exist on this account, so the filter did exclude some.
    expect(first.data.some((p) => p.status !== 'scheduled')).toBe(true);
  });
});

describe('payments: adversarial cases', () => {
  const recipients = async (client: Client, currency: string) =>
    (await client.call('GET', `/accounts/org_northwind/recipients?currency=${currency}&status=active`))
      .json()
      .data.map((r: { ref: string }) => r.ref) as string[];
  const totp = async (app: Client['app'], offset = 1) =>
    (await app.inject({ method: 'GET', url: `/__mock/totp/grace@northwind.test?offset=${offset}` })).json()
      .code as string;

  it('2FA dynamic linking: a changed payee or a changed currency does not pass the challenge', async () => {
    const { app, bank } = await testApp();
    const grace = await signedIn(app, 'grace');
    const [payee = '', otherPayee = ''] = await recipients(grace, 'GBP');
    const [eurPayee = ''] = await recipients(grace, 'EUR');
    const challenge = await challengeFor(grace, { recipient_ref: payee, amount: '50.00', currency: 'GBP' });
    const authorization = { challenge_ref: challenge.data?.data.challenge_ref ?? '', code: await totp(app) };
    const count = () => bank.store.payments.size;
    const before = count();

    const otherPayeeRes = await pay(grace, { ...paymentBody(otherPayee, '50.00'), authorization });
    expect(otherPayeeRes.response.status).toBe(422);
    expect(otherPayeeRes.error).toMatchObject({
      code: 'two_factor_invalid',
      errors: { authorization: [expect.any(String)] },
    });
    // The same payee in another currency is refused outright (a GBP payee is paid in GBP)…
    const otherCurrency = await pay(grace, {
      ...paymentBody(payee, '50.00'),
      currency: 'EUR',
      authorization,
    });
    expect(otherCurrency.response.status).toBe(422);
    expect(otherCurrency.error?.errors?.currency).toBeDefined();
    // …and the same figure in another currency to a payee of that currency does not pass the challenge.
    const eur = await pay(grace, { ...paymentBody(eurPayee, '50.00'), currency: 'EUR', authorization });
    expect(eur.response.status).toBe(422);
    expect(eur.error?.code).toBe('two_factor_invalid');
    expect(count()).toBe(before);
    // The challenge was not used up by the refusals: exactly what it was made for still goes through.
    const ok = await pay(grace, { ...paymentBody(payee, '50.00'), authorization });
    expect(ok.response.status).toBe(201);
    expect(ok.data?.data).toMatchObject({ recipient_ref: payee, amount: '50.00', currency: 'GBP' });
  });

  it("refuses a Northwind payment (and challenge) to another organization's recipient", async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const foreign = [...bank.store.recipients.values()].find(
      (r) => r.orgRef === 'org_globex' && r.currency === 'GBP',
    );
    expect(foreign).toBeDefined();
    const before = bank.store.payments.size;
    const res = await pay(ada, paymentBody(foreign?.ref ?? ''));
    expect(res.response.status).toBe(422);
    expect(res.error?.errors?.recipient_ref).toEqual(['The selected recipient is invalid.']);
    const challenge = await challengeFor(ada, {
      recipient_ref: foreign?.ref ?? '',
      amount: '10.00',
      currency: 'GBP',
    });
    expect(challenge.response.status).toBe(422);
    expect(challenge.error?.errors?.recipient_ref).toBeDefined();
    expect(bank.store.payments.size).toBe(before);
  });

  it('refuses an unknown reason code with a field error', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const before = bank.store.payments.size;
    const res = await pay(ada, { ...paymentBody(await gbpRecipient(ada)), reason_code: 'ZZZZ' });
    expect(res.response.status).toBe(422);
    expect(res.error?.errors?.reason_code).toEqual(['The selected payment reason is invalid.']);
    expect(bank.store.payments.size).toBe(before);
  });

  it('one user, one Idempotency-Key, two organizations: two payments, each replaying only its own answer', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const key = randomUUID();
    const ACME = { account: 'org_acme', bankAccount: 'ba_acme_main' };
    const acmePayees = await ada.api.GET('/accounts/{account}/recipients', {
      params: { path: { account: 'org_acme' }, query: { currency: 'EUR', status: 'active' } },
    });
    const northwindBody = paymentBody(await gbpRecipient(ada));
    const acmeBody = { ...paymentBody(acmePayees.data?.data[0]?.ref ?? ''), currency: 'EUR' };
    const northwind = await pay(ada, northwindBody, key);
    const acme = await pay(ada, acmeBody, key, ACME);
    expect(northwind.response.status).toBe(201);
    expect(acme.response.status).toBe(201);
    expect(acme.response.headers.get('idempotent-replayed')).toBeNull();
    expect(acme.data?.data.ref).not.toBe(northwind.data?.data.ref);
    expect(acme.data?.data).toMatchObject({ bank_account_ref: 'ba_acme_main', currency: 'EUR' });
    const northwindAgain = await pay(ada, northwindBody, key);
    const acmeAgain = await pay(ada, acmeBody, key, ACME);
    expect(northwindAgain.response.headers.get('idempotent-replayed')).toBe('true');
    expect(northwindAgain.data).toEqual(northwind.data);
    expect(acmeAgain.response.headers.get('idempotent-replayed')).toBe('true');
    expect(acmeAgain.data).toEqual(acme.data);
  });

  it('forgets an Idempotency-Key after 24 hours: the same key then makes a new payment', async () => {
    const { app, bank } = await testApp({ paymentFailureRate: 0 });
    let ada = await signedIn(app);
    const key = randomUUID();
    const body = paymentBody(await gbpRecipient(ada), '12.00');
    const first = await pay(ada, body, key);
    expect(first.response.status).toBe(201);
    bank.clock.advance(23 * 3_600_000);
    ada = await signedIn(app);
    const withinDay = await pay(ada, body, key);
    expect(withinDay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(withinDay.data?.data.ref).toBe(first.data?.data.ref);
    bank.clock.advance(3_600_000 + 1_000);
    ada = await signedIn(app);
    const nextDay = await pay(ada, body, key);
    expect(nextDay.response.status).toBe(201);
    expect(nextDay.response.headers.get('idempotent-replayed')).toBeNull();
    expect(nextDay.data?.data.ref).not.toBe(first.data?.data.ref);
  });

  it('a payment that fails releases its held funds, books nothing, and says so', async () => {
    const { app, bank } = await testApp({ paymentFailureRate: 1 });
    const ada = await signedIn(app);
    const before = await gbpBalance(ada);
    const res = await pay(ada, paymentBody(await gbpRecipient(ada), '300.00'));
    expect(res.response.status).toBe(201);
    const ref = res.data?.data.ref ?? '';
    const held = await gbpBalance(ada);
    expect(minorUnits(held.pending) - minorUnits(before.pending)).toBe(30000n);
    bank.clock.advance(FINAL_AFTER);
    const failed = (await ada.call('GET', `${OPS}/payments/${ref}`)).json().data;
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).toBe("The payee's bank refused the payment.");
    expect(failed.timeline.map((t: { status: string }) => t.status)).toEqual([
      'pending',
      'processing',
      'failed',
    ]);
    const after = await gbpBalance(ada);
    expect(after).toEqual(before);
    const txn = bank.store.transactions.get('ba_northwind_ops')?.find((t) => t.paymentRef === ref);
    expect(txn?.status).toBe('failed');
  });

  it('adds a notification for each status change of a payment', async () => {
    const { app, bank } = await testApp({ paymentFailureRate: 0 });
    bank.clock.set(Date.parse('2026-03-10T19:00:00Z')); // after the window: scheduled for the next morning
    const ada = await signedIn(app);
    const res = await pay(ada, paymentBody(await gbpRecipient(ada)));
    const ref = res.data?.data.ref ?? '';
    expect(res.data?.data.status).toBe('scheduled');
    bank.clock.set(Date.parse('2026-03-11T12:00:00Z'));
    const signedAgain = await signedIn(app);
    const detail = (await signedAgain.call('GET', `${OPS}/payments/${ref}`)).json().data;
    expect(detail.status).toBe('completed');
    const listed = (await signedAgain.call('GET', '/user/notifications?per_page=50')).json().data as {
      title: string;
      body: string;
      link: { payment_ref: string } | null;
    }[];
    const payee = bank.store.payments.get(ref)?.recipientName;
    const texts = listed
      .filter((n) => n.link?.payment_ref === ref)
      .reverse()
      .map((n) => [n.title, n.body]);
    // Each status said once in the title and, with the amount and payee, once in the body.
    expect(texts).toEqual([
      ['Payment scheduled', `125.50 GBP to ${payee} will be sent on its execution date.`],
      ['Payment submitted', `125.50 GBP to ${payee} is waiting to be processed.`],
      ['Payment on its way', `125.50 GBP to ${payee} is being sent.`],
      ['Payment sent', `125.50 GBP to ${payee} has been paid.`],
    ]);
    expect(detail.timeline.map((t: { status: string }) => t.status)).toEqual([
      'scheduled',
      'pending',
      'processing',
      'completed',
    ]);
  });
});
