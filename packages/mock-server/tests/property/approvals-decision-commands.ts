import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { ModelBank, Person } from '../support/model-bank.js';
import { type ApprovalsModel, challengeRefusal, pick, send, statusOf, waiting } from './approvals-model.js';
import { verifyApprovals } from './approvals-verify.js';
import { expectRefusal, expectStatus } from './expect-refusal.js';
import { planOnApproval } from './payment-life.js';

type Command = fc.AsyncCommand<ApprovalsModel, ModelBank>;
const NW = '/accounts/org_northwind';
/** An approval challenge is answered within 5 minutes (rule APR-14). */
const CHALLENGE_MS = 300_000;

/**
 * Approves or rejects one to three payments with one fresh challenge and code (rules APR-10..APR-15): refused
 * for the maker, twice by one person, a member, someone removed, someone without a second factor, a payment no
 * longer waiting; the approval completing the count sends a payment, or fails it when the balance no longer
 * covers it (rule APR-08), each in turn. With `replay`, the same request is sent again (a double click);
 * with `wait`, the decision comes that much later (and a fresh step on), when the challenge may have expired
 * (5 minutes) or a payment stopped waiting (409).
 */
export class Decide implements Command {
  constructor(
    readonly who: Person,
    readonly decision: 'approve' | 'reject',
    readonly indices: readonly number[],
    readonly waitingOnly: boolean,
    readonly blankReason: boolean,
    readonly replay: boolean,
    readonly wait: number,
  ) {}

  /** Asked to decide waiting payments, only when some wait (so most decisions reach one). */
  check = (m: Readonly<ApprovalsModel>) =>
    this.waitingOnly ? m.payments.some((p) => waiting(p, m.now)) : m.payments.length > 0;

  async run(m: ApprovalsModel, real: ModelBank): Promise<void> {
    let client = await real.as(this.who);
    await real.nextStep();
    m.now = real.now;
    const ps = pick(m, this.indices, this.waitingOnly);
    const refs = ps.map((p) => p.ref);
    const chl = await client.call('POST', `${NW}/approval-challenges`, { body: { payment_refs: refs } });
    const refusal = challengeRefusal(m, this.who, ps);
    if (refusal) {
      expectRefusal(chl, refusal, `${this.who}'s challenge for ${refs.join(', ')}`);
      return verifyApprovals(m, real);
    }
    expectStatus(chl, 201, 'approval challenge');
    const challengedAt = m.now;
    if (this.wait > 0) {
      await real.advance(this.wait);
      client = await real.as(this.who);
      await real.nextStep();
      m.now = real.now;
    }
    const reason = this.blankReason ? '   ' : 'Invoice not received yet';
    const request = {
      body: {
        decision: this.decision,
        ...(this.decision === 'reject' ? { reason } : {}),
        authorization: { challenge_ref: chl.json().data.challenge_ref, code: await real.code(this.who) },
      },
      headers: { 'idempotency-key': randomUUID() },
    };
    const res = await client.call('POST', `${NW}/approval-decisions`, request);
    if (this.decision === 'reject' && this.blankReason) {
      expectRefusal(res, { status: 422 }, 'a rejection without a reason');
      expect(res.json().errors).toEqual({ reason: ['Give a reason for the rejection.'] });
      return verifyApprovals(m, real);
    }
    if (m.now >= challengedAt + CHALLENGE_MS) {
      expectRefusal(res, { status: 422, code: 'two_factor_invalid' }, 'a decision on an expired challenge');
      return verifyApprovals(m, real);
    }
    if (ps.some((p) => !waiting(p, m.now))) {
      expectRefusal(res, { status: 409, code: 'approval_not_pending' }, 'a decision on a payment gone');
      return verifyApprovals(m, real);
    }
    expectStatus(res, 200, `${this.who}'s ${this.decision}`);
    for (const p of ps) {
      if (this.decision === 'reject') p.end = { kind: 'rejected' };
      else {
        p.approvals.push(this.who);
        if (p.approvals.length >= p.required) send(m, p, m.now, planOnApproval(m.now, p.requested));
      }
    }
    expect(
      res.json().data.map((d: { status: string }) => d.status),
      'the decided payments',
    ).toEqual(ps.map((p) => statusOf(p, m.now)));
    if (this.replay) {
      const again = await client.call('POST', `${NW}/approval-decisions`, request);
      expectStatus(again, 200, 'the same decision again');
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(res.json());
    }
    return verifyApprovals(m, real);
  }

  toString = () =>
    `${this.decision}(${this.who}, #${this.indices.join('#')}${this.waitingOnly ? ' waiting' : ''}${
      this.blankReason && this.decision === 'reject' ? ', no reason' : ''
    }${this.replay ? ', twice' : ''}${this.wait > 0 ? `, after ${this.wait / 1000} s` : ''})`;
}
