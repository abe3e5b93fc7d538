import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Bank } from '../../src/domain/bank/index.js';
import { convert, midRate } from '../../src/domain/bank/index.js';
import { NORTHWIND_APPROVAL_RULE } from '../../src/domain/setup/seed/approval-rules.js';
import { Client, OPS, signedIn, testApp } from '../support/test-app.js';

type RuleInput = components['schemas']['ApprovalRuleInput'];

const NW = '/accounts/org_northwind';
const RULE: RuleInput = {
  threshold: '20000.00',
  threshold_currency: 'GBP',
  bank_account_ref: null,
  currency: null,
  first_payment_to_recipient: false,
  approvals_required: 1,
  approver_roles: ['owner', 'admin', 'approver'],
};
const HOURS = 3_600_000;

async function as(app: FastifyInstance, email: string): Promise<Client> {
  const client = new Client(app);
  await client.login(email, 'Northwind#2026');
  if (!client.token) throw new Error(`could not sign in as ${email}`);
  return client;
}

/** Turns two-factor authentication on for a signed-in member, as if they had set it up. */
function withTwoFactor(bank: Bank, userRef: string): void {
  const user = bank.store.users.get(userRef);
  if (!user) throw new Error(`no ${userRef}`);
  user.twoFactorSecret = 'ADALOVELACENORTHWINDTRADING23456';
}

const advance = (app: FastifyInstance, ms: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: ms } });

/** A code not used yet: the clock is frozen, so it moves one TOTP step (30 s) first. */
async function totp(app: FastifyInstance, email: string): Promise<string> {
  await advance(app, 30_000);
  return (await app.inject({ method: 'GET', url: `/__mock/totp/${email}` })).json().code;
}

async function recipientIn(client: Client, currency: string): Promise<string> {
  const res = await client.call('GET', `${NW}/recipients?currency=${currency}&status=active`);
  return res.json().data[0].ref;
}

const addRule = (client: Client, rule: Partial<RuleInput> = {}) =>
  client.call('POST', `${NW}/approval-rules`, { body: { ...RULE, ...rule } });

const pay = (client: Client, recipient_ref: string, amount: string, currency = 'GBP') =>
  client.call('POST', `${OPS}/payments`, {
    body: { recipient_ref, amount, currency, reason_code: 'SUPP', reference: 'INV-APPROVAL' },
    headers: { 'idempotency-key': randomUUID() },
  });

const challenge = (client: Client, payment_refs: string[]) =>
  client.call('POST', `${NW}/approval-challenges`, { body: { payment_refs } });

const decision = (
  client: Client,
  body: { decision: 'approve' | 'reject'; reason?: string; challenge_ref: string; code: string },
  key = randomUUID(),
) =>
  client.call('POST', `${NW}/approval-decisions`, {
    body: {
      decision: body.decision,
      ...(body.reason !== undefined ? { reason: body.reason } : {}),
      authorization: { challenge_ref: body.challenge_ref, code: body.code },
    },
    headers: { 'idempotency-key': key },
  });

/** Approves (or rejects) these payments as `email` with a fresh challenge and their current code. */
async function decide(
  app: FastifyInstance,
  client: Client,
  email: string,
  refs: string[],
  choice: { decision: 'approve' | 'reject'; reason?: string } = { decision: 'approve' },
) {
  const chl = await challenge(client, refs);
  expect(chl.statusCode).toBe(201);
  const code = await totp(app, email);
  return decision(client, { ...choice, challenge_ref: chl.json().data.challenge_ref, code });
}

/** Ada's 25,000.00 GBP payment held by the seed's rule, with Grace (approver, 2FA) signed in to decide it. */
async function heldForGrace() {
  const { app } = await testApp();
  const ada = await signedIn(app);
  const grace = await signedIn(app, 'grace');
  const payee = await recipientIn(ada, 'GBP');
  const waiting = (await pay(ada, payee, '25000.00')).json().data;
  return { app, ada, grace, payee, waiting };
}

const gbpAvailable = async (client: Client) =>
  (await client.call('GET', `${OPS}/balances/bal_northwind_ops_gbp`)).json().data.available as string;

const paymentOf = async (client: Client, ref: string) =>
  (await client.call('GET', `${OPS}/payments/${ref}`)).json().data;

const notificationsOf = async (client: Client) =>
  (await client.call('GET', '/user/notifications?per_page=20')).json().data as {
    type: string;
    title: string;
    body: string;
  }[];

const auditOf = async (client: Client, action: string) =>
  (await client.call('GET', `${NW}/audit-events?action=${action}`)).json().data as {
    actor: { ref: string };
    target: { ref: string };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

/** Minor units of a decimal string (exact). */
const minor = (amount: string): bigint => BigInt(amount.replace('.', ''));

describe('approvals over HTTP', () => {
  it('holds a payment over the threshold without reserving funds; the approval sends it (rules APR-07, APR-08)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const grace = await signedIn(app, 'grace');
    const payee = await recipientIn(ada, 'GBP');
    const before = await gbpAvailable(ada);

    const created = await pay(ada, payee, '25000.00');
    expect(created.statusCode).toBe(201);
    const waiting = created.json().data;
    expect(waiting.status).toBe('awaiting_approval');
    expect(waiting.approval).toMatchObject({
      rule_ref: NORTHWIND_APPROVAL_RULE,
      approvals_required: 1,
      approvals: [],
      rejection: null,
    });
    expect(Date.parse(waiting.approval.expires_at) - Date.parse(waiting.created_at)).toBe(72 * HOURS);
    // Nothing reserved, nothing booked while it waits.
    expect(await gbpAvailable(ada)).toBe(before);
    const booked = await ada.call('GET', `${NW}/transactions?type=payment&status=pending&per_page=100`);
    expect(booked.json().data.some((t: { payment_ref: string }) => t.payment_ref === waiting.ref)).toBe(
      false,
    );
    // Grace is told it waits for her; the audit log has its creation as it always had.
    expect((await notificationsOf(grace))[0]).toMatchObject({
      type: 'approval',
      title: 'Payment awaiting your approval',
    });
    expect((await notificationsOf(grace))[0]?.body).toMatch(
      /^25,000\.00 GBP to .*, made by Ada Lovelace, needs 1 approval\.$/,
    );
    expect((await auditOf(ada, 'payment.created'))[0]?.after).toMatchObject({ status: 'awaiting_approval' });

    const decided = await decide(app, grace, 'grace@northwind.test', [waiting.ref]);
    expect(decided.statusCode).toBe(200);
    const sent = decided.json().data[0];
    expect(sent.status).toBe('pending');
    expect(sent.timeline.map((t: { status: string }) => t.status)).toEqual([
      'awaiting_approval',
      'approved',
      'pending',
    ]);
    expect(sent.approval.approvals).toEqual([
      {
        approver: { user_ref: 'usr_grace', name: 'Grace Hopper', role: 'approver' },
        at: sent.updated_at,
      },
    ]);
    // Reserved now, exactly once: the amount and its fee.
    expect(minor(before) - minor(await gbpAvailable(ada))).toBe(minor(sent.amount) + minor(sent.fee));
    expect((await notificationsOf(ada))[0]).toMatchObject({ type: 'approval', title: 'Payment approved' });
    const approvedEvent = (await auditOf(ada, 'payment.approved'))[0];
    expect(approvedEvent).toMatchObject({
      actor: { ref: 'usr_grace' },
      target: { ref: waiting.ref },
      before: { status: 'awaiting_approval' },
      after: { status: 'pending', approvals: 1, approvals_required: 1 },
    });
    // It then moves on with the clock like any payment.
    await advance(app, 200_000);
    expect((await paymentOf(ada, waiting.ref)).status).toMatch(/^(completed|failed)$/);
  });

  it('converts the amount to the threshold currency at the mid rate (rule APR-05)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const payee = await recipientIn(ada, 'EUR');
    const rate = midRate(bank.config.seed, 'EUR', 'GBP', bank.clock.now());
    // The smallest EUR amount worth 20,000.00 GBP at this rate, found exactly.
    let eur = (2_000_000n * 100_000_000n) / rate;
    while (convert(eur, 'EUR', 'GBP', rate) < 2_000_000n) eur += 1n;
    while (convert(eur - 1n, 'EUR', 'GBP', rate) >= 2_000_000n) eur -= 1n;
    const text = (m: bigint) => `${m / 100n}.${(m % 100n).toString().padStart(2, '0')}`;
    const preview = (amount: string) =>
      ada.call(
        'GET',
        `${OPS}/payments/approval-preview?recipient_ref=${payee}&amount=${amount}&currency=EUR`,
      );
    expect((await preview(text(eur - 1n))).json().data.required).toBe(false);
    expect((await preview(text(eur))).json().data.required).toBe(true);
    const held = await pay(ada, payee, text(eur), 'EUR');
    expect(held.json().data.status).toBe('awaiting_approval');
    const below = await pay(ada, payee, text(eur - 1n), 'EUR');
    expect(below.json().data.status).toBe('pending');
  });

  it('previews which rule applies and who can approve, never the caller (rule APR-18)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const grace = await signedIn(app, 'grace');
    const payee = await recipientIn(ada, 'GBP');
    const url = (amount: string, currency = 'GBP') =>
      `${OPS}/payments/approval-preview?recipient_ref=${payee}&amount=${amount}&currency=${currency}`;
    const big = (await ada.call('GET', url('25000.00'))).json().data;
    expect(big).toMatchObject({
      required: true,
      rule: { ref: NORTHWIND_APPROVAL_RULE, threshold: '20000.00', threshold_currency: 'GBP' },
      approvals_required: 1,
      eligible_approvers: [{ user_ref: 'usr_grace', name: 'Grace Hopper', role: 'approver' }],
    });
    const asGrace = (await grace.call('GET', url('25000.00'))).json().data;
    expect(asGrace.eligible_approvers).toEqual([
      { user_ref: 'usr_ada', name: 'Ada Lovelace', role: 'owner' },
    ]);
    expect((await ada.call('GET', url('10.00'))).json().data).toEqual({
      required: false,
      rule: null,
      approvals_required: 0,
      eligible_approvers: [],
    });
    const refused = await ada.call('GET', url('25000.00', 'CHF'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.currency).toEqual(['This bank account does not hold CHF.']);
    // Nothing was stored.
    expect((await ada.call('GET', `${NW}/approval-requests`)).json().meta.total).toBe(0);
  });

  it('needs N different approvers; an approval counts once per person (rules APR-06, APR-10)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const grace = await signedIn(app, 'grace');
    // A third approver, so that every maker has two others who can approve.
    await ada.call('PATCH', `${NW}/members/usr_lin`, { body: { role: 'approver' } });
    const lin = await as(app, 'lin@northwind.test');
    withTwoFactor(bank, 'usr_lin');
    const rule = await addRule(ada, {
      threshold: '5000.00',
      approvals_required: 2,
      approver_roles: ['owner', 'approver'],
    });
    expect(rule.statusCode).toBe(201);
    const mo = await as(app, 'mo@northwind.test');
    const payee = await recipientIn(ada, 'GBP');
    // The seeded rule (1 approval) matches too: the most demanding one applies.
    const waiting = (await pay(mo, payee, '25000.00')).json().data;
    expect(waiting.approval).toMatchObject({ rule_ref: rule.json().data.ref, approvals_required: 2 });

    const first = await decide(app, grace, 'grace@northwind.test', [waiting.ref]);
    expect(first.json().data[0]).toMatchObject({
      status: 'awaiting_approval',
      approval: { approvals: [{}] },
    });
    const again = await challenge(grace, [waiting.ref]);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'approval_not_allowed',
      message: 'You have already approved this payment.',
    });
    const second = await decide(app, lin, 'lin@northwind.test', [waiting.ref]);
    expect(second.json().data[0].status).toBe('pending');
    expect(
      second.json().data[0].approval.approvals.map((a: { approver: { name: string } }) => a.approver.name),
    ).toEqual(['Grace Hopper', 'Lin Chen']);
  });

  it('never lets the maker approve their own payment (rule APR-11)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const payee = await recipientIn(ada, 'GBP');
    const waiting = (await pay(ada, payee, '25000.00')).json().data;
    withTwoFactor(bank, 'usr_ada');
    const own = await challenge(ada, [waiting.ref]);
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual({
      code: 'approval_not_allowed',
      message: 'You made this payment: someone else must approve it.',
      errors: { payment_refs: ['You made this payment: someone else must approve it.'] },
    });
    const listed = (await ada.call('GET', `${NW}/approval-requests`)).json();
    expect(listed.data[0]).toMatchObject({
      payment: { ref: waiting.ref },
      maker: { user_ref: 'usr_ada', role: 'owner' },
      rule: { ref: NORTHWIND_APPROVAL_RULE },
      can_approve: false,
      reason: 'You made this payment: someone else must approve it.',
    });
    expect((await ada.call('GET', `${NW}/approval-requests?actionable=true`)).json().meta.total).toBe(0);
    // A member cannot approve at all, and is told why.
    const mo = await as(app, 'mo@northwind.test');
    expect((await mo.call('GET', `${NW}/approval-requests`)).json().data[0]).toMatchObject({
      can_approve: false,
      reason: 'This payment needs an approval from an Owner, Admin or Approver. Your role is Member.',
    });
    expect((await challenge(mo, [waiting.ref])).json()).toMatchObject({
      code: 'forbidden',
      message: 'Your role (Member) cannot approve payments.',
    });
    const grace = await signedIn(app, 'grace');
    expect((await grace.call('GET', `${NW}/approval-requests?actionable=true`)).json()).toMatchObject({
      data: [{ can_approve: true, reason: null }],
      meta: { total: 1 },
    });
  });

  it('gives exactly one transition when two approvers send the last approval at once (rule APR-15)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const grace = await signedIn(app, 'grace');
    withTwoFactor(bank, 'usr_ada');
    const mo = await as(app, 'mo@northwind.test');
    const payee = await recipientIn(ada, 'GBP');
    const before = await gbpAvailable(ada);
    const waiting = (await pay(mo, payee, '25000.00')).json().data;
    const adaChallenge = (await challenge(ada, [waiting.ref])).json().data.challenge_ref;
    const graceChallenge = (await challenge(grace, [waiting.ref])).json().data.challenge_ref;
    await advance(app, 30_000);
    const code = async (email: string) =>
      (await app.inject({ method: 'GET', url: `/__mock/totp/${email}` })).json().code as string;
    const [adaCode, graceCode] = [await code('ada@northwind.test'), await code('grace@northwind.test')];
    const answers = await Promise.all([
      decision(ada, { decision: 'approve', challenge_ref: adaChallenge, code: adaCode }),
      decision(grace, { decision: 'approve', challenge_ref: graceChallenge, code: graceCode }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'approval_not_pending' });
    const after = await paymentOf(ada, waiting.ref);
    expect(after.timeline.filter((t: { status: string }) => t.status === 'approved')).toHaveLength(1);
    expect(after.approval.approvals).toHaveLength(1);
    const ledger = bank.store.transactions.get('ba_northwind_ops') ?? [];
    expect(ledger.filter((t) => t.paymentRef === waiting.ref)).toHaveLength(1);
    expect(minor(before) - minor(await gbpAvailable(ada))).toBe(minor(after.amount) + minor(after.fee));
    expect(await auditOf(ada, 'payment.approved')).toHaveLength(1);
  });

  it('expires a payment that waits 72 hours; its maker is told (rule APR-09)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const payee = await recipientIn(ada, 'GBP');
    const before = await gbpAvailable(ada);
    const waiting = (await pay(ada, payee, '25000.00')).json().data;
    await advance(app, 72 * HOURS - 1);
    expect(bank.store.payments.get(waiting.ref)?.status).toBe('awaiting_approval');
    await advance(app, 1);
    // Three days on, the sessions have long expired: both sign in again.
    const [adaAgain, graceAgain] = [await signedIn(app), await signedIn(app, 'grace')];
    const expired = await paymentOf(adaAgain, waiting.ref);
    expect(expired.status).toBe('expired');
    expect(expired.timeline.map((t: { status: string }) => t.status)).toEqual([
      'awaiting_approval',
      'expired',
    ]);
    expect(await gbpAvailable(adaAgain)).toBe(before);
    const note = (await notificationsOf(adaAgain))[0];
    expect(note).toMatchObject({ type: 'approval', title: 'Approval expired' });
    expect(note?.body).toMatch(
      /^25,000\.00 GBP to .* was not approved within 72 hours and will not be sent\.$/,
    );
    expect((await challenge(graceAgain, [waiting.ref])).statusCode).toBe(404);
    expect((await graceAgain.call('GET', `${NW}/approval-requests`)).json().meta.total).toBe(0);
  });

  it('lets only the maker recall a waiting payment (rule APR-17)', async () => {
    const { ada, grace, waiting } = await heldForGrace();
    const recall = (client: Client) => client.call('POST', `${OPS}/payments/${waiting.ref}/recall`);
    const notMine = await recall(grace);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({
      code: 'forbidden',
      message: 'Only the person who made this payment can recall it.',
    });
    const recalled = await recall(ada);
    expect(recalled.statusCode).toBe(200);
    expect(recalled.json().data.status).toBe('recalled');
    const twice = await recall(ada);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'payment_not_recallable',
      message: 'Only a payment awaiting approval can be recalled.',
    });
    expect((await auditOf(ada, 'payment.recalled'))[0]).toMatchObject({
      actor: { ref: 'usr_ada' },
      before: { status: 'awaiting_approval' },
      after: { status: 'recalled' },
    });
  });

  it('refuses an approver who was demoted or removed since (rule APR-12)', async () => {
    const { app, ada, grace, waiting } = await heldForGrace();
    const chl = (await challenge(grace, [waiting.ref])).json().data.challenge_ref;
    await ada.call('PATCH', `${NW}/members/usr_grace`, { body: { role: 'member' } });
    const demoted = await decision(grace, {
      decision: 'approve',
      challenge_ref: chl,
      code: await totp(app, 'grace@northwind.test'),
    });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json()).toEqual({
      code: 'forbidden',
      message: 'Your role (Member) cannot approve payments.',
    });
    // Made approver again, then removed: the organization is no longer hers at all.
    await ada.call('PATCH', `${NW}/members/usr_grace`, { body: { role: 'approver' } });
    const fresh = (await challenge(grace, [waiting.ref])).json().data.challenge_ref;
    await ada.call('DELETE', `${NW}/members/usr_grace`);
    const removed = await decision(grace, {
      decision: 'approve',
      challenge_ref: fresh,
      code: await totp(app, 'grace@northwind.test'),
    });
    expect(removed.statusCode).toBe(404);
    expect((await paymentOf(ada, waiting.ref)).approval.approvals).toEqual([]);
  });

  it('rejects with a reason, which reaches the maker (rules APR-10, APR-16)', async () => {
    const { app, ada, grace, waiting } = await heldForGrace();
    const chl = (await challenge(grace, [waiting.ref])).json().data.challenge_ref;
    const code = await totp(app, 'grace@northwind.test');
    const noReason = await decision(grace, { decision: 'reject', reason: '   ', challenge_ref: chl, code });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Give a reason for the rejection.'] });
    const rejected = await decision(grace, {
      decision: 'reject',
      reason: 'Invoice not received yet',
      challenge_ref: chl,
      code,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data[0]).toMatchObject({
      status: 'rejected',
      approval: {
        approvals: [],
        rejection: {
          approver: { user_ref: 'usr_grace', name: 'Grace Hopper', role: 'approver' },
          reason: 'Invoice not received yet',
        },
      },
    });
    const note = (await notificationsOf(ada))[0];
    expect(note).toMatchObject({ type: 'approval', title: 'Payment rejected' });
    expect(note?.body).toMatch(
      /^25,000\.00 GBP to .* was rejected by Grace Hopper: Invoice not received yet\.$/,
    );
    expect((await auditOf(ada, 'payment.rejected'))[0]?.after).toMatchObject({
      status: 'rejected',
      reason: 'Invoice not received yet',
    });
  });

  it('replays a double click on Approve: one approval (rule APR-15)', async () => {
    const { app, ada, grace, waiting } = await heldForGrace();
    const chl = (await challenge(grace, [waiting.ref])).json().data.challenge_ref;
    const body = {
      decision: 'approve' as const,
      challenge_ref: chl,
      code: await totp(app, 'grace@northwind.test'),
    };
    const key = randomUUID();
    const [one, two] = await Promise.all([decision(grace, body, key), decision(grace, body, key)]);
    const third = await decision(grace, body, key);
    for (const r of [one, two]) expect([200, 409]).toContain(r.statusCode);
    expect(third.statusCode).toBe(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json().data[0].approval.approvals).toHaveLength(1);
    expect(await auditOf(ada, 'payment.approved')).toHaveLength(1);
  });

  it('counts wrong codes against the challenge, and 5 spend it', async () => {
    const { app, ada, grace, payee, waiting } = await heldForGrace();
    const chl = (await challenge(grace, [waiting.ref])).json().data.challenge_ref;
    const good = await totp(app, 'grace@northwind.test');
    const wrong = good === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await decision(grace, { decision: 'approve', challenge_ref: chl, code: wrong }));
    expect(answers.map((r) => r.json().attempts_remaining)).toEqual([4, 3, 2, 1, 0]);
    expect(answers[0]?.json()).toMatchObject({
      code: 'two_factor_invalid',
      errors: { code: [expect.any(String)] },
    });
    const spent = await decision(grace, { decision: 'approve', challenge_ref: chl, code: good });
    expect(spent.statusCode).toBe(429);
    expect((await paymentOf(ada, waiting.ref)).status).toBe('awaiting_approval');
    // A member without two-factor authentication cannot sign an approval at all.
    const noTwoFactor = await challenge(ada, []);
    expect(noTwoFactor.statusCode).toBe(400);
    const mo = await as(app, 'mo@northwind.test');
    const moWaiting = (await pay(mo, payee, '25000.00')).json().data;
    const unsigned = await challenge(ada, [moWaiting.ref]);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json()).toEqual({
      code: 'two_factor_required',
      message: 'Approving payments needs two-factor authentication. Turn it on in Security settings first.',
    });
  });

  it('fails an approved payment the balance no longer covers, with the reason (rule APR-08)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const grace = await signedIn(app, 'grace');
    const payee = await recipientIn(ada, 'GBP');
    const available = minor(await gbpAvailable(ada));
    const sixty = (available * 6n) / 10n;
    const amount = `${sixty / 100n}.${(sixty % 100n).toString().padStart(2, '0')}`;
    // Each fits alone, and neither reserves anything while it waits.
    const first = (await pay(ada, payee, amount)).json().data;
    const second = (await pay(ada, payee, amount)).json().data;
    expect([first.status, second.status]).toEqual(['awaiting_approval', 'awaiting_approval']);
    expect((await decide(app, grace, 'grace@northwind.test', [first.ref])).json().data[0].status).toBe(
      'pending',
    );
    const late = (await decide(app, grace, 'grace@northwind.test', [second.ref])).json().data[0];
    expect(late.status).toBe('failed');
    expect(late.timeline.map((t: { status: string }) => t.status)).toEqual([
      'awaiting_approval',
      'approved',
      'failed',
    ]);
    const note = (await notificationsOf(ada))[0];
    expect(note).toMatchObject({ type: 'approval', title: 'Payment failed' });
    expect(note?.body).toMatch(
      /was approved but not sent: the available balance \(.* GBP\) does not cover it and its fee\.$/,
    );
    expect((await auditOf(ada, 'payment.approved'))[0]?.after).toMatchObject({
      status: 'failed',
      failure: note?.body,
    });
  });
});

describe('approval rules over HTTP', () => {
  it('adds, changes and deletes rules, each in the audit log (rules APR-01, APR-04, APR-19)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const listed = (await ada.call('GET', `${NW}/approval-rules`)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        ref: NORTHWIND_APPROVAL_RULE,
        threshold: '20000.00',
        threshold_currency: 'GBP',
        approvals_required: 1,
        approver_roles: ['owner', 'admin', 'approver'],
      }),
    ]);
    const created = await addRule(ada, {
      threshold: '0',
      threshold_currency: 'EUR',
      bank_account_ref: 'ba_northwind_treasury',
      currency: 'EUR',
      first_payment_to_recipient: true,
    });
    expect(created.statusCode).toBe(201);
    const rule = created.json().data;
    expect(rule).toMatchObject({
      threshold: '0.00',
      bank_account_ref: 'ba_northwind_treasury',
      currency: 'EUR',
    });
    const changed = await ada.call('PUT', `${NW}/approval-rules/${rule.ref}`, {
      body: {
        ...RULE,
        threshold: '500.00',
        threshold_currency: 'EUR',
        bank_account_ref: 'ba_northwind_treasury',
        currency: 'EUR',
        first_payment_to_recipient: true,
      },
    });
    expect(changed.json().data.threshold).toBe('500.00');
    expect((await ada.call('DELETE', `${NW}/approval-rules/${rule.ref}`)).statusCode).toBe(204);
    expect((await ada.call('DELETE', `${NW}/approval-rules/${rule.ref}`)).statusCode).toBe(404);
    expect((await auditOf(ada, 'approval_rule.created'))[0]?.after).toMatchObject({
      threshold: '0.00',
      currency: 'EUR',
    });
    expect((await auditOf(ada, 'approval_rule.updated'))[0]).toMatchObject({
      before: { threshold: '0.00' },
      after: { threshold: '500.00' },
    });
    expect((await auditOf(ada, 'approval_rule.deleted'))[0]?.before).toMatchObject({ threshold: '500.00' });
    // Only owners and admins manage the policy; everyone reads it.
    const grace = await signedIn(app, 'grace');
    expect((await addRule(grace)).json()).toMatchObject({
      code: 'forbidden',
      message: 'Your role (Approver) cannot manage approval policies.',
    });
    expect((await grace.call('GET', `${NW}/approval-rules`)).statusCode).toBe(200);
    expect((await ada.call('GET', '/accounts/org_globex/approval-rules')).statusCode).toBe(404);
  });

  it('checks each field (rule APR-02)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const refused = await addRule(ada, {
      threshold: '-1.00',
      bank_account_ref: 'ba_globex_main',
      approver_roles: ['approver', 'member', 'viewer'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      threshold: ['The threshold must be zero or more.'],
      bank_account_ref: ['The selected bank account is invalid.'],
      approver_roles: ['These roles cannot approve payments: Member, Viewer. Choose roles that can.'],
    });
    const decimals = await addRule(ada, { threshold: '100', threshold_currency: 'JPY' });
    expect(decimals.statusCode).toBe(201);
    const tooFine = await addRule(ada, { threshold: '0.001' });
    expect(tooFine.json().errors).toEqual({
      threshold: ['GBP thresholds can have at most 2 decimal places.'],
    });
    const yen = await addRule(ada, { threshold: '100.5', threshold_currency: 'JPY' });
    expect(yen.json().errors).toEqual({ threshold: ['JPY thresholds cannot have decimals.'] });
  });

  it('refuses a rule some maker could never get approved, naming who could approve (rule APR-03)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const onlyAdmins = await addRule(ada, { approver_roles: ['admin', 'approver'] });
    expect(onlyAdmins.statusCode).toBe(422);
    const blocked =
      'Approval blocked: payments made by Grace Hopper need 1 approval from an Admin or Approver, but no other member is an Admin or Approver.';
    expect(onlyAdmins.json()).toEqual({
      code: 'approval_blocked',
      message: blocked,
      errors: { approvals_required: [blocked] },
    });
    const three = await addRule(ada, { approvals_required: 3 });
    expect(three.json().message).toBe(
      'Approval blocked: payments made by Ada Lovelace need 3 approvals from an Owner, Admin or Approver, but only Grace Hopper (Approver) could approve them.',
    );
    // The same check when a rule is changed.
    const changed = await ada.call('PUT', `${NW}/approval-rules/${NORTHWIND_APPROVAL_RULE}`, {
      body: { ...RULE, approvals_required: 2 },
    });
    expect(changed.json().code).toBe('approval_blocked');
  });
});
