import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, signedIn, testApp } from '../test-support/test-app.js';

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

const pay = (client: Client, recipient_ref: string, amount: string, currency = 'GBP', path = OPS) =>
  client.call('POST', `${path}/payments`, {
    body: { recipient_ref, amount, currency, reason_code: 'SUPP', reference: 'INV-APPROVAL' },
    headers: { 'idempotency-key': randomUUID() },
  });

const challenge = (client: Client, payment_refs: string[]) =>
  client.call('POST', `${NW}/approval-challenges`, { body: { payment_refs } });

/** Approves (or rejects) these payments as `email` with a fresh challenge and their current code. */
async function decide(
  app: FastifyInstance,
  client: Client,
  email: string,
  refs: string[],
  decision: 'approve' | 'reject' = 'approve',
  reason?: string,
  key = randomUUID(),
) {
  const chl = await challenge(client, refs);
  expect(chl.statusCode).toBe(201);
  return client.call('POST', `${NW}/approval-decisions`, {
    body: {
      decision,
      ...(reason !== undefined ? { reason } : {}),
      authorization: { challenge_ref: chl.json().data.challenge_ref, code: await totp(app, email) },
    },
    headers: { 'idempotency-key': key },
  });
}

const gbpAvailable = async (client: Client) =>
  (await client.call('GET', `${OPS}/balances/bal_northwind_ops_gbp`)).json().data.available as string;

describe('approvals over HTTP', () => {
  it('holds a payment over the threshold without reserving funds; the approval sends it (rules APR-07, APR-08)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const grace = await signedIn(app, 'grace');
    expect((await addRule(ada)).statusCode).toBe(201);
    const payee = await recipientIn(ada, 'GBP');
    const before = await gbpAvailable(ada);

    const created = await pay(ada, payee, '25000.00');
    expect(created.statusCode).toBe(201);
    const waiting = created.json().data;
    expect(waiting.status).toBe('awaiting_approval');
    expect(waiting.approval).toMatchObject({ approvals_required: 1, approvals: [], rejection: null });
    expect(await gbpAvailable(ada)).toBe(before);

    const decided = await decide(app, grace, 'grace@northwind.test', [waiting.ref]);
    expect(decided.statusCode).toBe(200);
    const sent = decided.json().data[0];
    expect(sent.status).toBe('pending');
    expect(sent.timeline.map((t: { status: string }) => t.status)).toEqual([
      'awaiting_approval',
      'approved',
      'pending',
    ]);
    expect(sent.approval.approvals[0].approver).toMatchObject({ user_ref: 'usr_grace', role: 'approver' });
    expect(await gbpAvailable(ada)).not.toBe(before);
  });
});
