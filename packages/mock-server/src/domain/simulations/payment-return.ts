import { book } from '../accounts/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, notFound, setPaymentStatus } from '../bank/index.js';
import { statusNotice } from '../payments/index.js';
import { isObject, readReason, readRef } from './simulation-input.js';

/**
 * The payee's bank sends a completed payment back: the payment turns `returned` with the reason, its amount is
 * credited back as a `refund` through the ledger (the fee stays charged, as banks keep it), and the maker is
 * told as for any status change ("Payment returned").
 */
export function simulatePaymentReturn(bank: Bank, body: unknown) {
  const input = isObject(body) ? body : {};
  const bag = new FieldErrorBag();
  const ref = readRef(input.payment, bag, 'payment');
  const reason = readReason(input.reason, bag);
  bag.throwIfAny();
  const payment = bank.store.payments.get(ref);
  if (!payment) throw notFound('payment');
  if (payment.status !== 'completed') {
    throw new DomainError(409, `Only a completed payment can be returned; this one is ${payment.status}.`, {
      code: 'payment_not_returnable',
    });
  }
  const at = bank.clock.now();
  const refund = book(bank.store, {
    bankAccountRef: payment.bankAccountRef,
    currency: payment.currency,
    type: 'refund',
    direction: 'credit',
    amount: payment.amount,
    description: `Returned: payment to ${payment.recipientName}`,
    counterpartyName: payment.recipientName,
    paymentRef: payment.ref,
    at,
  });
  setPaymentStatus(bank.store, payment, 'returned');
  payment.failureReason = reason;
  payment.updatedAt = at;
  payment.timeline.push({ status: 'returned', at });
  statusNotice(bank, payment, at);
  return { payment, refund };
}
