import type { PaymentStatus } from '../../src/domain/payments/index.js';
import type { Person } from '../support/model-bank.js';
import type { Refusal } from './expect-refusal.js';
import { APPROVAL_WAIT, bookedAt, dateOf, lifeAt, spentAt } from './payment-life.js';

/** The seed's rule: 20,000.00 GBP or more needs 1 approval; the setup adds one from 100,000.00 GBP needing 2. */
const SEED_RULE_FROM = 2_000_000n;
const BIG_RULE_FROM = 10_000_000n;

export type Role = 'approver' | 'member' | 'removed';

/** How a payment's wait ended; null while it waits (or once the clock has expired it). */
type End =
  | { kind: 'sent'; start: number }
  | { kind: 'unfunded' }
  | { kind: 'rejected' }
  | { kind: 'recalled' };

export type ModelPayment = {
  ref: string;
  maker: Person;
  amount: bigint;
  fee: bigint;
  willFail: boolean;
  createdAt: number;
  /** The date its maker asked for (null: the earliest), and when it would start as planned at creation. */
  requested: string | null;
  plannedStart: number;
  /** Approvals its rule needs; 0: no rule held it, it went at once. */
  required: number;
  approvals: Person[];
  end: End | null;
};

/** What the bank should hold: the payments made in the run, the approvers' roles, the clock. */
export type ApprovalsModel = {
  now: number;
  /** When the run began: a payment made since is one of the model's. */
  since: number;
  /** The recipients paid: a UK one (no fee) and a SWIFT one in GBP (10.00 fee). */
  payees: { plain: string; swift: string };
  /** The GBP balance of the operations account when the run began. */
  initial: { current: bigint; available: bigint };
  payments: ModelPayment[];
  roles: Record<'grace' | 'lin', Role>;
  /** The setup's rule from 100,000.00 GBP as it is now (its approvals), or null once deleted. */
  bigRule: { ref: string; required: number } | null;
};

/** The people who could approve: ada by her role (owner) though she has no second factor; grace and lin. */
export const roleOf = (m: ApprovalsModel, who: Person): Role =>
  who === 'grace' || who === 'lin' ? m.roles[who] : who === 'ada' ? 'approver' : 'member';

/**
 * The approvals a new payment of this amount needs: of the rules it reaches, the most demanding (rule APR-06);
 * `big` is what the rule from 100,000.00 GBP asks now (null: there is none).
 */
export const requiredFor = (amount: bigint, big: number | null = 2): number =>
  amount >= BIG_RULE_FROM && big !== null ? big : amount >= SEED_RULE_FROM ? 1 : 0;

/**
 * Whether a rule needing `required` approvals from owners, admins and approvers is refused as one some maker
 * could never get approved (rule APR-03): ada, the owner, needs that many approvers besides her.
 */
export const blocked = (m: ApprovalsModel, required: number): boolean =>
  (['grace', 'lin'] as const).filter((who) => m.roles[who] === 'approver').length < required;

export const waiting = (p: ModelPayment, now: number): boolean =>
  p.required > 0 && p.end === null && now < p.createdAt + APPROVAL_WAIT;

export function statusOf(p: ModelPayment, now: number): PaymentStatus {
  const end = p.end;
  if (end === null) return waiting(p, now) ? 'awaiting_approval' : 'expired';
  if (end.kind === 'sent') return lifeAt(end.start, now, p.willFail);
  if (end.kind === 'unfunded') return 'failed';
  return end.kind;
}

/** The GBP balance at `now` as the model says it: booked (current) and available. */
export function balanceAt(m: ApprovalsModel, now: number): { current: bigint; available: bigint } {
  let booked = 0n;
  for (const p of m.payments)
    if (p.end?.kind === 'sent') booked += bookedAt(p.end.start, now, p.willFail, p.amount + p.fee);
  return { current: m.initial.current - booked, available: availableAt(m, now) };
}

/** Waiting payments reserve nothing; sent ones their amount and fee, until they fail at the payee's bank. */
export function availableAt(m: ApprovalsModel, now: number): bigint {
  let spent = 0n;
  for (const p of m.payments)
    if (p.end?.kind === 'sent') spent += spentAt(p.end.start, now, p.willFail, p.amount + p.fee);
  return m.initial.available - spent;
}

/** The execution date the bank shows: the date it starts on once sent, else the one planned at creation. */
export const executionDateOf = (p: ModelPayment): string =>
  dateOf(p.end?.kind === 'sent' ? p.end.start : p.plannedStart);

/**
 * Sends it now, starting at `start`: the balance is checked as the payment goes (at creation, and on the last
 * approval, rule APR-08).
 */
export function send(m: ApprovalsModel, p: ModelPayment, now: number, start: number): void {
  p.end = p.amount + p.fee > availableAt(m, now) ? { kind: 'unfunded' } : { kind: 'sent', start };
}

/**
 * What the bank answers `who` asking to approve (or reject) these payments now (rules APR-10..APR-14): null
 * when it gives a challenge. The role is read first (the permission), then whether each payment still waits,
 * then whether this person may decide each, then their second factor.
 */
export function challengeRefusal(
  m: ApprovalsModel,
  who: Person,
  ps: readonly ModelPayment[],
): Refusal | null {
  const role = roleOf(m, who);
  if (role === 'removed') return { status: 404 };
  if (role === 'member')
    return { status: 403, code: 'forbidden', message: 'Your role (Member) cannot approve payments.' };
  if (ps.some((p) => !waiting(p, m.now))) return { status: 404 };
  for (const p of ps) {
    if (p.maker === who)
      return {
        status: 422,
        code: 'approval_not_allowed',
        message: 'You made this payment: someone else must approve it.',
      };
    if (p.approvals.includes(who))
      return {
        status: 422,
        code: 'approval_not_allowed',
        message: 'You have already approved this payment.',
      };
  }
  if (who === 'ada') return { status: 409, code: 'two_factor_required' };
  return null;
}

/** The run's payments at these indices, each once: among those waiting now when asked (and some are), else any. */
export function pick(m: ApprovalsModel, indices: readonly number[], waitingOnly: boolean): ModelPayment[] {
  const open = m.payments.filter((p) => waiting(p, m.now));
  const from = waitingOnly && open.length > 0 ? open : m.payments;
  const picked = new Set<ModelPayment>();
  for (const index of indices) {
    const p = from[index % from.length];
    if (p) picked.add(p);
  }
  return [...picked];
}

/** The first payment at `index`: see pick. */
export const pickOne = (m: ApprovalsModel, index: number, waitingOnly: boolean): ModelPayment => {
  const [p] = pick(m, [index], waitingOnly);
  if (!p) throw new Error('no payment to pick');
  return p;
};
