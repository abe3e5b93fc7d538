import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { ModelBank } from '../support/model-bank.js';
import { OPS } from '../support/test-app.js';
import {
  type ApprovalsModel,
  availableAt,
  type ModelPayment,
  pickOne,
  requiredFor,
  roleOf,
  send,
  statusOf,
  waiting,
} from './approvals-model.js';
import { verifyApprovals } from './approvals-verify.js';
import { DATE_REFUSALS } from './date-refusals.js';
import { expectRefusal, expectStatus } from './expect-refusal.js';
import { daysAhead, minor, plan, willFail } from './payment-life.js';

type Command = fc.AsyncCommand<ApprovalsModel, ModelBank>;
const SWIFT_FEE = 1000n;

/**
 * A payment by ada or mo (no second factor), or by grace signing it with a code (rule PAY-10), as soon as
 * possible or on a date `days` ahead (today included).
 */
export class Submit implements Command {
  constructor(
    readonly maker: 'ada' | 'mo' | 'grace',
    readonly amount: string,
    readonly payee: 'plain' | 'swift',
    readonly failing: boolean,
    readonly days: number | null,
  ) {}

  check = () => true;

  async run(m: ApprovalsModel, real: ModelBank): Promise<void> {
    const client = await real.as(this.maker);
    const target = { recipient_ref: m.payees[this.payee], amount: this.amount, currency: 'GBP' };
    let authorization: { challenge_ref: string; code: string } | undefined;
    if (this.maker === 'grace') {
      await real.nextStep();
      const chl = await client.call('POST', `${OPS}/payments/challenge`, { body: target });
      if (roleOf(m, 'grace') === 'removed') {
        m.now = real.now;
        expectRefusal(chl, { status: 404 }, 'a removed member pays');
        return verifyApprovals(m, real);
      }
      expectStatus(chl, 201, 'payment challenge');
      authorization = { challenge_ref: chl.json().data.challenge_ref, code: await real.code('grace') };
    }
    m.now = real.now;
    const reference = this.failing ? 'INV-FAIL' : 'INV-MODEL';
    const requested = this.days === null ? null : daysAhead(m.now, this.days);
    const res = await client.call('POST', `${OPS}/payments`, {
      body: {
        ...target,
        reason_code: 'SUPP',
        reference,
        ...(requested ? { execution_date: requested } : {}),
        ...(authorization ? { authorization } : {}),
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    const planned = plan(m.now, requested);
    if ('refusal' in planned) {
      // The date is read before the balance, the payee check and the code.
      expectRefusal(res, { status: 422 }, `a payment on ${requested}`);
      expect(res.json().errors?.execution_date?.[0]).toMatch(DATE_REFUSALS[planned.refusal]);
      return verifyApprovals(m, real);
    }
    const amount = minor(this.amount);
    const fee = this.payee === 'swift' ? SWIFT_FEE : 0n;
    if (amount + fee > availableAt(m, m.now)) {
      // Checked at submission for every payment, held or not (rule APR-07).
      expectRefusal(res, { status: 422, code: 'insufficient_funds' }, 'a payment over the balance');
      return verifyApprovals(m, real);
    }
    expectStatus(res, 201, 'payment');
    const p: ModelPayment = {
      ref: res.json().data.ref,
      maker: this.maker,
      amount,
      fee,
      willFail: willFail(reference),
      createdAt: m.now,
      requested,
      plannedStart: planned.start,
      required: requiredFor(amount, m.bigRule?.required ?? null),
      approvals: [],
      end: null,
    };
    if (p.required === 0) send(m, p, m.now, planned.start);
    m.payments.push(p);
    expect(res.json().data.status, 'the new payment').toBe(statusOf(p, m.now));
    return verifyApprovals(m, real);
  }

  toString = () =>
    `submit(${this.maker}, ${this.amount}${this.payee === 'swift' ? ' swift' : ''}${this.failing ? ' FAIL' : ''}${
      this.days === null ? '' : `, on today + ${this.days}`
    })`;
}

/** Only the maker recalls, and only a payment still waiting (rule APR-17). */
export class Recall implements Command {
  constructor(
    readonly who: 'ada' | 'mo' | 'grace',
    readonly index: number,
    readonly waitingOnly: boolean,
  ) {}

  check = (m: Readonly<ApprovalsModel>) =>
    this.waitingOnly ? m.payments.some((p) => waiting(p, m.now)) : m.payments.length > 0;

  async run(m: ApprovalsModel, real: ModelBank): Promise<void> {
    const client = await real.as(this.who);
    m.now = real.now;
    const p = pickOne(m, this.index, this.waitingOnly);
    const res = await client.call('POST', `${OPS}/payments/${p.ref}/recall`);
    if (roleOf(m, this.who) === 'removed') expectRefusal(res, { status: 404 }, 'a removed member recalls');
    else if (p.maker !== this.who)
      expectRefusal(
        res,
        { status: 403, code: 'forbidden', message: 'Only the person who made this payment can recall it.' },
        'a recall by someone else',
      );
    else if (!waiting(p, m.now))
      expectRefusal(
        res,
        {
          status: 409,
          code: 'payment_not_recallable',
          message: 'Only a payment awaiting approval can be recalled.',
        },
        'a recall of a payment not waiting',
      );
    else {
      expectStatus(res, 200, 'recall');
      p.end = { kind: 'recalled' };
      expect(res.json().data.status).toBe('recalled');
    }
    return verifyApprovals(m, real);
  }

  toString = () => `recall(${this.who}, #${this.index}${this.waitingOnly ? ' waiting' : ''})`;
}
