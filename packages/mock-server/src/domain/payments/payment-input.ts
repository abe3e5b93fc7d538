import type { BankAccount } from '../accounts/index.js';
import type { Bank, FieldErrorBag } from '../bank/index.js';
import { PAYMENT_REFERENCES, parsePositiveAmount } from '../bank/index.js';
import type { RecipientRecord, RecipientStatus } from '../recipients/index.js';

export const REFERENCE_PATTERN = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;
export const NOT_PAYABLE: RecipientStatus[] = ['rejected', 'flagged'];

export type PaymentTarget = { recipient: RecipientRecord; amount: bigint; currency: string };

/** The payee and currency of a payment (creation, the 2FA challenge, the fee quote), as field errors. */
export function checkPayee(
  bank: Bank,
  account: BankAccount,
  input: Record<string, unknown>,
  bag: FieldErrorBag,
): { recipient: RecipientRecord; currency: string } | null {
  const found =
    typeof input.recipient_ref === 'string' ? bank.store.recipients.get(input.recipient_ref) : undefined;
  // Another organization's recipient is as unknown as a missing one: nothing of it (its currency) is told.
  const recipient = found && found.orgRef === account.orgRef ? found : undefined;
  if (!recipient) {
    bag.add('recipient_ref', 'The selected recipient is invalid.');
  } else if (NOT_PAYABLE.includes(recipient.status)) {
    bag.add(
      'recipient_ref',
      `Payments to a ${recipient.status.replace('_', ' ')} recipient are not allowed.`,
    );
  }
  const currency = checkCurrency(account, recipient, input.currency, bag);
  return recipient && bag.empty ? { recipient, currency } : null;
}

/** A payment's currency: held by the bank account and the recipient's own (a bulk row's new recipient too). */
export function checkCurrency(
  account: BankAccount,
  recipient: Pick<RecipientRecord, 'currency'> | undefined,
  value: unknown,
  bag: FieldErrorBag,
): string {
  const currency = typeof value === 'string' ? value : '';
  if (!/^[A-Z]{3}$/.test(currency)) bag.add('currency', 'The currency must be a 3-letter ISO 4217 code.');
  else if (!account.currencies.includes(currency))
    bag.add('currency', `This bank account does not hold ${currency}.`);
  else if (recipient && recipient.currency !== currency)
    bag.add('currency', `The currency must match the recipient's currency (${recipient.currency}).`);
  return currency;
}

/** A payment's amount in minor units of its currency, or null with the field error. */
export function checkAmount(input: Record<string, unknown>, bag: FieldErrorBag): bigint | null {
  const currency = typeof input.currency === 'string' ? input.currency : '';
  const amount = parsePositiveAmount(input.amount, /^[A-Z]{3}$/.test(currency) ? currency : 'XXX');
  if (amount.ok) return amount.minor;
  bag.add('amount', amount.message);
  return null;
}

/** Shared by payment creation and the 2FA challenge: payee, amount and currency, as field errors. */
export function checkTarget(
  bank: Bank,
  account: BankAccount,
  input: Record<string, unknown>,
  bag: FieldErrorBag,
) {
  const payee = checkPayee(bank, account, input, bag);
  const amount = checkAmount(input, bag);
  if (!bag.empty || !payee || amount === null) return null;
  return { recipient: payee.recipient, amount, currency: payee.currency } satisfies PaymentTarget;
}

export function checkReasonAndReference(input: Record<string, unknown>, bag: FieldErrorBag): void {
  if (
    typeof input.reason_code !== 'string' ||
    !PAYMENT_REFERENCES.some((r) => r.code === input.reason_code)
  ) {
    bag.add('reason_code', 'The selected payment reason is invalid.');
  }
  if (typeof input.reference !== 'string' || !REFERENCE_PATTERN.test(input.reference)) {
    bag.add(
      'reference',
      "The reference must be 1 to 35 characters: letters, digits, spaces and / - ? : ( ) . , ' +",
    );
  }
}
