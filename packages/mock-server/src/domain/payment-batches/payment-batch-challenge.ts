import type { components } from '@portal/api-types/schema';
import type { User } from '../auth/index.js';
import { signWithChallenge } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, newRef, parsePositiveAmount, validation } from '../bank/index.js';
import { requireBankAccount } from '../team/index.js';
import type { BatchTotal } from './payment-batch-rows.js';

type S = components['schemas'];
const CHALLENGE_TTL_MS = 5 * 60_000;

type ChallengeTotals = readonly { currency: string; count: number; amount: bigint }[];

const sameTotals = (a: ChallengeTotals, b: ChallengeTotals): boolean =>
  a.length === b.length &&
  a.every((x) => b.some((y) => y.currency === x.currency && y.count === x.count && y.amount === x.amount));

/**
 * A challenge, valid 5 minutes, bound to a batch's number of payments and amount per currency (dynamic linking
 * for a batch, rule BULK-09); 409 for a user without two-factor authentication (they submit without a code).
 */
export function createBatchChallenge(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: S['PaymentBatchChallengeRequest'],
) {
  requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  if (!user.twoFactorSecret) {
    throw new DomainError(409, 'Two-factor authentication is not enabled: submit the batch without a code.', {
      code: 'two_factor_not_enabled',
    });
  }
  const errors: Record<string, string[]> = {};
  const totals = input.totals.map((t, i) => {
    const amount = parsePositiveAmount(t.amount, t.currency);
    if (!amount.ok) errors[`totals[${i}].amount`] = [amount.message];
    if (input.totals.findIndex((o) => o.currency === t.currency) !== i)
      errors[`totals[${i}].currency`] = [`${t.currency} is given twice: one entry per currency.`];
    return { currency: t.currency, count: t.count, amount: amount.ok ? amount.minor : 0n };
  });
  if (Object.keys(errors).length > 0) throw validation(errors);
  const ref = newRef(bank.store, 'chl');
  const expiresAt = bank.clock.now() + CHALLENGE_TTL_MS;
  bank.store.paymentBatchChallenges.set(ref, {
    ref,
    userRef: user.ref,
    orgRef,
    bankAccountRef,
    batchRef: null,
    totals,
    expiresAt,
    used: false,
    failures: 0,
  });
  return { challengeRef: ref, expiresAt };
}

/** A user with two-factor authentication signs the batch with a code for a challenge over exactly its totals. */
export function checkBatchAuthorization(
  bank: Bank,
  user: User,
  bankAccountRef: string,
  totals: readonly BatchTotal[],
  authorization: S['PaymentAuthorization'] | undefined,
): void {
  if (!user.twoFactorSecret) return;
  if (!authorization) {
    const message = 'This batch needs a two-factor authorization code.';
    throw new DomainError(422, message, {
      code: 'two_factor_required',
      errors: { authorization: [message] },
    });
  }
  const challenge = bank.store.paymentBatchChallenges.get(authorization.challenge_ref);
  const live =
    challenge &&
    !challenge.used &&
    challenge.expiresAt > bank.clock.now() &&
    challenge.userRef === user.ref &&
    challenge.bankAccountRef === bankAccountRef &&
    challenge.batchRef === null;
  if (!live) {
    const message = 'The authorization is not valid for this batch. Request a new code.';
    throw new DomainError(422, message, { code: 'two_factor_invalid', errors: { authorization: [message] } });
  }
  if (!sameTotals(challenge.totals, totals)) {
    const message =
      'The code was requested for other totals than these rows add up to. Request a new code for this batch.';
    throw new DomainError(422, message, { code: 'challenge_mismatch', errors: { authorization: [message] } });
  }
  signWithChallenge(bank, user, challenge, authorization.code, {
    field: 'authorization.code',
    spentMessage: 'Too many wrong codes for this batch. Request a new code later.',
  });
}
