import type { BankDetailsScheme } from '../accounts/index.js';
import type { User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { FieldErrorBag } from '../bank/index.js';
import { requireBankAccount } from '../team/index.js';
import { checkPayee, checkTarget } from './payment-input.js';
import { feeFor } from './payments.js';

export type PaymentFeeQuote = {
  scheme: BankDetailsScheme;
  fee: bigint;
  currency: string;
  /** The tariff is flat per scheme and currency. */
  dependsOnAmount: false;
  amount: bigint | null;
  total: bigint | null;
};

/**
 * The fee `createPayment` would charge, from the same tariff (feeFor) and after the same checks of payee,
 * currency and, when given, amount. A quote only: nothing is reserved.
 */
export function quotePaymentFee(
  bank: Bank,
  user: User,
  orgRef: string,
  bankAccountRef: string,
  input: Record<string, unknown>,
): PaymentFeeQuote {
  const account = requireBankAccount(bank.store, user, orgRef, bankAccountRef);
  const bag = new FieldErrorBag();
  const withAmount = input.amount !== undefined;
  const target = withAmount ? checkTarget(bank, account, input, bag) : null;
  const payee = withAmount ? target : checkPayee(bank, account, input, bag);
  bag.throwIfAny();
  // Both checks answer null only after adding a field error, which throwIfAny has just thrown: this narrows.
  if (!payee) throw new Error('unreachable: a refused payee always carries a field error');
  const scheme = payee.recipient.bankDetails.scheme;
  const fee = feeFor(scheme, payee.currency);
  const amount = target?.amount ?? null;
  return {
    scheme,
    fee,
    currency: payee.currency,
    dependsOnAmount: false,
    amount,
    total: amount === null ? null : amount + fee,
  };
}
