import { settleTransaction } from '../accounts/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, notFound, setPaymentStatus } from '../bank/index.js';
import type { PaymentStatus } from '../payments/index.js';
import { releaseHold, statusNotice } from '../payments/index.js';
import { isObject, readReason, readRef } from './simulation-input.js';

/** The statuses in which the bank still has the payment in hand (the clock moves them on). */
const IN_FLIGHT: readonly PaymentStatus[] = ['scheduled', 'pending', 'processing'];

/**
 * A payment the bank has not finished fails with the given reason: `now` (default) by the same steps as the
 * clock's failure (hold released, its ledger entry failed, the maker told), or `final_step`: it goes on until
 * its final step and fails there instead of completing.
 */
export function simulatePaymentFailure(bank: Bank, body: unknown) {
  const input = isObject(body) ? body : {};
  const bag = new FieldErrorBag();
  const ref = readRef(input.payment, bag, 'payment');
  const reason = readReason(input.reason, bag);
  const when = input.when ?? 'now';
  if (when !== 'now' && when !== 'final_step') bag.add('when', 'now or final_step.');
  bag.throwIfAny();
  const payment = bank.store.payments.get(ref);
  if (!payment) throw notFound('payment');
  if (!IN_FLIGHT.includes(payment.status)) {
    throw new DomainError(
      409,
      `Only a scheduled, pending or processing payment can fail; this one is ${payment.status}.`,
      { code: 'payment_not_in_flight' },
    );
  }
  payment.willFail = true;
  payment.failureReason = reason;
  if (when === 'final_step') return { payment };
  const at = bank.clock.now();
  releaseHold(bank, payment);
  const txn = payment.transactionRef
    ? bank.store.transactions.get(payment.bankAccountRef)?.findLast((t) => t.ref === payment.transactionRef)
    : undefined;
  if (txn) settleTransaction(bank.store, txn, 'failed', at);
  setPaymentStatus(bank.store, payment, 'failed');
  payment.nextTransitionAt = null;
  payment.updatedAt = at;
  payment.timeline.push({ status: 'failed', at });
  statusNotice(bank, payment, at);
  return { payment };
}
