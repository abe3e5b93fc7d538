import type { PaymentStatus } from '../../src/domain/payments/index.js';
import type { Person } from '../support/model-bank.js';
import { requiredFor } from './approvals-model.js';
import type { Refusal } from './expect-refusal.js';
import { APPROVAL_WAIT, bookedAt, dateOf, lifeAt, planOnApproval, spentAt } from './payment-life.js';

/** A row's payment: not made yet (held, or the batch ended unpaid), refused by the balance, sent, or the seed's. */
type Made =
  | { kind: 'unfunded' }
  | { kind: 'sent'; start: number }
  | { kind: 'seeded'; status: PaymentStatus };

export type ModelRow = {
  recipientRef: string;
  amount: bigint;
  fee: bigint;
  reference: string;
  willFail: boolean;
  /** The date asked for (null: the earliest), and when the row would start as planned at submission. */
  requested: string | null;
  plannedStart: number;
  made: Made | null;
};

export type ModelBatch = {
  ref: string;
  maker: Person;
  createdAt: number;
  /** Approvals its rule needs; 0: its rows were paid at once. */
  required: number;
  approvals: Person[];
  rejected: boolean;
  /** Whether its rows' payments were made (at submission, or on the last approval). */
  made: boolean;
  rows: ModelRow[];
  retryOf: string | null;
  retriedBy: string | null;
};

/** The bank as the model holds it: the seed's two batches and the run's, GBP's available balance, the clock. */
export type BatchesModel = {
  now: number;
  since: number;
  /** The GBP balance of the operations account when the run began. */
  initial: { current: bigint; available: bigint };
  payees: { plain: string; swift: string };
  /** The rules' refs: 1 approval from 20,000.00 GBP (the seed's), 2 from 100,000.00 (the setup's). */
  rules: { one: string; two: string };
  batches: ModelBatch[];
};

const PAID: readonly PaymentStatus[] = ['completed', 'settled'];
const ENDED: readonly PaymentStatus[] = [...PAID, 'failed', 'returned', 'rejected', 'expired'];

export const heldNow = (b: ModelBatch, now: number): boolean =>
  b.required > 0 && !b.made && !b.rejected && now < b.createdAt + APPROVAL_WAIT;

export function rowStatus(b: ModelBatch, row: ModelRow, now: number): PaymentStatus {
  const made = row.made;
  if (made === null) return b.rejected ? 'rejected' : heldNow(b, now) ? 'awaiting_approval' : 'expired';
  if (made.kind === 'seeded') return made.status;
  if (made.kind === 'unfunded') return 'failed';
  return lifeAt(made.start, now, row.willFail);
}

/** Rows paid, ended unpaid, and on their way (or waiting), as `row_counts` says (rule BULK-07). */
export function rowCounts(b: ModelBatch, now: number) {
  const counts = { completed: 0, failed: 0, in_progress: 0 };
  for (const row of b.rows) {
    const status = rowStatus(b, row, now);
    if (PAID.includes(status)) counts.completed += 1;
    else if (ENDED.includes(status)) counts.failed += 1;
    else counts.in_progress += 1;
  }
  return counts;
}

export function batchStatus(b: ModelBatch, now: number): string {
  if (!b.made) return b.rejected ? 'rejected' : heldNow(b, now) ? 'awaiting_approval' : 'expired';
  const counts = rowCounts(b, now);
  if (counts.in_progress > 0) return 'processing';
  return counts.failed === 0 ? 'completed' : counts.completed === 0 ? 'failed' : 'partially_failed';
}

/** Sent rows take their amount and fee from the available balance until they fail at the payee's bank. */
export function availableAt(m: BatchesModel, now: number): bigint {
  let spent = 0n;
  for (const b of m.batches)
    for (const row of b.rows)
      if (row.made?.kind === 'sent')
        spent += spentAt(row.made.start, now, row.willFail, row.amount + row.fee);
  return m.initial.available - spent;
}

/** The GBP balance at `now` as the model says it: booked (current) and available. */
export function balanceAt(m: BatchesModel, now: number): { current: bigint; available: bigint } {
  let booked = 0n;
  for (const b of m.batches)
    for (const row of b.rows)
      if (row.made?.kind === 'sent')
        booked += bookedAt(row.made.start, now, row.willFail, row.amount + row.fee);
  return { current: m.initial.current - booked, available: availableAt(m, now) };
}

/**
 * Makes each row's payment in row order, each checked against the balance the earlier ones left (BULK-06):
 * as planned at submission, or, on the last approval, on the date asked for while it can still be kept.
 */
export function makeRows(m: BatchesModel, b: ModelBatch, now: number, approved: boolean): void {
  b.made = true;
  for (const row of b.rows) {
    const start = approved ? planOnApproval(now, row.requested) : row.plannedStart;
    row.made = row.amount + row.fee > availableAt(m, now) ? { kind: 'unfunded' } : { kind: 'sent', start };
  }
}

/** The execution date a row shows: its payment's once made, else the one planned at submission. */
export const rowDate = (row: ModelRow): string =>
  dateOf(row.made?.kind === 'sent' ? row.made.start : row.plannedStart);

/** The rule a batch of these rows waits for: the sum of their amounts against the thresholds (rule BULK-08). */
export const batchRequired = (rows: readonly { amount: bigint }[]): number =>
  requiredFor(rows.reduce((sum, r) => sum + r.amount, 0n));

/** Rows a retry sends again: those that ended failed (rule BULK-10). */
export const failedRows = (b: ModelBatch, now: number): ModelRow[] =>
  b.rows.filter((row) => rowStatus(b, row, now) === 'failed');

/** Why the bank refuses to retry this batch now, or null (rule BULK-10). */
export function retryRefusal(b: ModelBatch, now: number): Refusal | null {
  const status = batchStatus(b, now);
  const retryable = status === 'partially_failed' || status === 'failed';
  if (retryable && b.retriedBy === null && failedRows(b, now).length > 0) return null;
  const message = b.retriedBy
    ? "This batch's failed rows were already retried."
    : retryable
      ? 'This batch has no failed rows to retry.'
      : 'Only a partially failed or failed batch can be retried.';
  return { status: 409, code: 'batch_not_retryable', message };
}

/**
 * What the bank answers `who` asking to decide the batch now (rule BULK-08): the permission first, then
 * whether it still waits, then who may decide it, then their second factor. Null: a challenge.
 */
export function batchChallengeRefusal(b: ModelBatch, who: Person, now: number): Refusal | null {
  if (who === 'mo')
    return { status: 403, code: 'forbidden', message: 'Your role (Member) cannot approve payments.' };
  const status = batchStatus(b, now);
  if (status !== 'awaiting_approval')
    return {
      status: 409,
      code: 'approval_not_pending',
      message: `This batch is no longer awaiting approval (${status.replace('_', ' ')}).`,
    };
  if (b.maker === who)
    return {
      status: 422,
      code: 'approval_not_allowed',
      message: 'You made this batch: someone else must approve it.',
    };
  if (b.approvals.includes(who))
    return { status: 422, code: 'approval_not_allowed', message: 'You have already approved this batch.' };
  if (who === 'ada') return { status: 409, code: 'two_factor_required' };
  return null;
}
