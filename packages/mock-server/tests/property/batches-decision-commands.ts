import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { ModelBank, Person } from '../support/model-bank.js';
import {
  type BatchesModel,
  batchChallengeRefusal,
  batchStatus,
  failedRows,
  heldNow,
  type ModelBatch,
  type ModelRow,
  makeRows,
  retryRefusal,
} from './batches-model.js';
import { accepted, signBatch } from './batches-submission.js';
import { verifyBatches } from './batches-verify.js';
import { expectRefusal, expectStatus } from './expect-refusal.js';
import { daysAhead, plan } from './payment-life.js';

type Command = fc.AsyncCommand<BatchesModel, ModelBank>;
const NW = '/accounts/org_northwind';

/** Whether a signature for rows `a` covers rows `b`: the same count and GBP total (rule BULK-09). */
const sameTotals = (a: readonly ModelRow[], b: readonly ModelRow[]): boolean =>
  a.length === b.length &&
  a.reduce((sum, r) => sum + r.amount, 0n) === b.reduce((sum, r) => sum + r.amount, 0n);

/** A failed row sent again: its date kept while still ahead, else the earliest (rule BULK-10). */
function retried(row: ModelRow, now: number): ModelRow {
  const requested = row.requested !== null && row.requested > daysAhead(now, 0) ? row.requested : null;
  const planned = plan(now, requested);
  if (!('start' in planned)) throw new Error(`a retried row's date ${requested} cannot be kept`);
  return { ...row, requested, plannedStart: planned.start, made: null };
}

/** A batch at `index` among those `wanted` now (when some are), else among all, the seed's included. */
function pick(m: BatchesModel, index: number, wanted: ((b: ModelBatch) => boolean) | null): ModelBatch {
  const some = wanted ? m.batches.filter(wanted) : [];
  const from = some.length > 0 ? some : m.batches;
  const b = from[index % from.length];
  if (!b) throw new Error('no batch to pick');
  return b;
}

/**
 * Approves or rejects a batch as one item with a fresh challenge and code (rule BULK-08): the maker never,
 * once per person, not a member, not without a second factor, not once it stopped waiting; the approval
 * completing the count makes its rows' payments, once, each checked against the balance.
 */
export class Decide implements Command {
  constructor(
    readonly who: Person,
    readonly decision: 'approve' | 'reject',
    readonly index: number,
    readonly waitingOnly: boolean,
    readonly blankReason: boolean,
  ) {}

  /** Asked to decide a waiting batch, only when one waits (so most decisions reach one). */
  check = (m: Readonly<BatchesModel>) => !this.waitingOnly || m.batches.some((b) => heldNow(b, m.now));

  async run(m: BatchesModel, real: ModelBank): Promise<void> {
    const client = await real.as(this.who);
    await real.nextStep();
    m.now = real.now;
    const b = pick(m, this.index, this.waitingOnly ? (c) => heldNow(c, m.now) : null);
    const chl = await client.call('POST', `${NW}/payment-batches/${b.ref}/approval-challenge`);
    const refusal = batchChallengeRefusal(b, this.who, m.now);
    if (refusal) {
      expectRefusal(chl, refusal, `${this.who}'s challenge for ${b.ref}`);
      return verifyBatches(m, real);
    }
    expectStatus(chl, 201, 'batch approval challenge');
    const res = await client.call('POST', `${NW}/payment-batches/${b.ref}/decision`, {
      body: {
        decision: this.decision,
        ...(this.decision === 'reject' ? { reason: this.blankReason ? ' ' : 'Wrong month' } : {}),
        authorization: { challenge_ref: chl.json().data.challenge_ref, code: await real.code(this.who) },
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    if (this.decision === 'reject' && this.blankReason) {
      expectRefusal(res, { status: 422 }, 'a rejection without a reason');
      return verifyBatches(m, real);
    }
    expectStatus(res, 200, `${this.who}'s ${this.decision}`);
    if (this.decision === 'reject') b.rejected = true;
    else {
      b.approvals.push(this.who);
      if (b.approvals.length >= b.required) makeRows(m, b, m.now, true);
    }
    expect(res.json().data.status, 'the decided batch').toBe(batchStatus(b, m.now));
    return verifyBatches(m, real);
  }

  toString = () =>
    `${this.decision}(${this.who}, batch #${this.index}${this.waitingOnly ? ' waiting' : ''}${
      this.blankReason && this.decision === 'reject' ? ', no reason' : ''
    })`;
}

/**
 * Retries a batch's failed rows as a new batch, once (rule BULK-10): by ada, or by grace signing the failed
 * rows' totals (`unsigned`: without a code, refused). The new batch is submitted like any.
 */
export class Retry implements Command {
  constructor(
    readonly who: 'ada' | 'grace',
    readonly index: number,
    readonly retryableOnly: boolean,
    readonly unsigned: boolean,
  ) {}

  check = (m: Readonly<BatchesModel>) =>
    !this.retryableOnly || m.batches.some((b) => retryRefusal(b, m.now) === null);

  async run(m: BatchesModel, real: ModelBank): Promise<void> {
    const client = await real.as(this.who);
    m.now = real.now;
    const b = pick(m, this.index, this.retryableOnly ? (c) => retryRefusal(c, m.now) === null : null);
    let signedFor: readonly ModelRow[] = [];
    let authorization: { challenge_ref: string; code: string } | undefined;
    if (this.who === 'grace' && !this.unsigned && retryRefusal(b, m.now) === null) {
      signedFor = failedRows(b, m.now);
      authorization = await signBatch(real, client, signedFor);
    }
    // Read again when it is sent: the signature moved the clock, and a row may have failed meanwhile.
    m.now = real.now;
    const refusal = retryRefusal(b, m.now);
    const rows = failedRows(b, m.now).map((row) => retried(row, m.now));
    const res = await client.call('POST', `${NW}/payment-batches/${b.ref}/retry`, {
      body: authorization ? { authorization } : {},
      headers: { 'idempotency-key': randomUUID() },
    });
    if (refusal) expectRefusal(res, refusal, `a retry of ${b.ref}`);
    else if (this.who === 'grace' && !authorization)
      expectRefusal(res, { status: 422, code: 'two_factor_required' }, 'an unsigned retry');
    else if (this.who === 'grace' && !sameTotals(signedFor, rows))
      expectRefusal(res, { status: 422, code: 'challenge_mismatch' }, 'a retry of rows other than signed');
    else accepted(m, res, this.who, rows, b);
    return verifyBatches(m, real);
  }

  toString = () =>
    `retry(${this.who}, batch #${this.index}${this.retryableOnly ? ' retryable' : ''}${
      this.unsigned && this.who === 'grace' ? ', unsigned' : ''
    })`;
}
