import type { components } from '@portal/api-types/schema';
import type { BankAccount } from '../accounts/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, type FieldErrors } from '../bank/index.js';
import {
  checkAmount,
  checkCurrency,
  checkPayee,
  checkReasonAndReference,
  feeFor,
  type Schedule,
  schedule,
} from '../payments/index.js';
import type { PayeeVerificationRecord, RecipientRecord } from '../recipients/index.js';
import { parseRecipientInput, requirePayeeConfirmation, runPayeeCheck } from '../recipients/index.js';

type RowInput = components['schemas']['PaymentBatchRowInput'];
export type NewRecipientFields = ReturnType<typeof parseRecipientInput>;

/** A right row as accepting the batch makes it: its payee (existing, or new and created then), money and date. */
export type AcceptedRow = {
  recipient: RecipientRecord | null;
  newRecipient: NewRecipientFields | null;
  amount: bigint;
  currency: string;
  fee: bigint;
  reasonCode: string;
  reference: string;
  requestedExecutionDate: string | null;
  plan: Schedule;
  confirmPayeeMismatch: boolean;
};

/** One row's check: its field errors (keys as in the row), the earlier row it repeats, and what it pays. */
export type CheckedRow = {
  index: number;
  errors: FieldErrors;
  duplicateOf: number | null;
  recipientName: string | null;
  fee: bigint | null;
  /** For a new recipient: the payee check the bank ran (an existing recipient keeps its own). */
  verification: PayeeVerificationRecord | null;
  /** Null when the row has an error. */
  accepted: AcceptedRow | null;
};

/** A rule that refuses by throwing (a closed window, an unconfirmed payee) as field errors of the row. */
function intoBag<T>(bag: FieldErrorBag, prefix: string, work: () => T): T | null {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.options.errors) throw error;
    for (const [field, messages] of Object.entries(error.options.errors)) {
      for (const message of messages) bag.add(`${prefix}${field}`, message);
    }
    return null;
  }
}

/** The payee of a row: exactly one of an existing recipient of this organization and a new one. */
function payeeOf(bank: Bank, account: BankAccount, row: RowInput, bag: FieldErrorBag) {
  const hasRef = row.recipient_ref !== undefined;
  const hasNew = row.new_recipient !== undefined;
  if (hasRef && hasNew) {
    bag.add('recipient_ref', 'Give either an existing recipient or a new one, not both.');
    return { recipient: null, fields: null };
  }
  if (hasNew && row.new_recipient) {
    const fields = intoBag(bag, 'new_recipient.', () =>
      parseRecipientInput(row.new_recipient as NonNullable<RowInput['new_recipient']>),
    );
    checkCurrency(account, fields ?? undefined, row.currency, bag);
    return { recipient: null, fields };
  }
  if (!hasRef) {
    bag.add('recipient_ref', 'Give an existing recipient or a new one.');
    return { recipient: null, fields: null };
  }
  checkPayee(bank, account, row, bag);
  const found = bank.store.recipients.get(row.recipient_ref as string);
  return { recipient: found && found.orgRef === account.orgRef ? found : null, fields: null };
}

/** Checks one row with the rules of a single payment (rules BULK-02, BULK-03). */
function checkRow(bank: Bank, account: BankAccount, row: RowInput, index: number): CheckedRow {
  const bag = new FieldErrorBag();
  const { recipient, fields } = payeeOf(bank, account, row, bag);
  const amount = checkAmount(row, bag);
  checkReasonAndReference(row, bag);
  const plan = intoBag(bag, '', () => schedule(bank, row.execution_date, bag));
  const verification = fields ? runPayeeCheck(bank, fields) : null;
  const check = recipient?.verification ?? verification ?? undefined;
  intoBag(bag, '', () => requirePayeeConfirmation(check, row.confirm_payee_mismatch));
  const details = recipient?.bankDetails ?? fields?.bankDetails;
  const fee = details && bag.empty ? feeFor(details.scheme, row.currency) : null;
  const right = bag.empty && amount !== null && plan !== null && fee !== null && (recipient || fields);
  return {
    index,
    errors: bag.errors,
    duplicateOf: null,
    recipientName: recipient?.name ?? fields?.name ?? null,
    fee,
    verification,
    accepted: right
      ? {
          recipient,
          newRecipient: fields,
          amount,
          currency: row.currency,
          fee,
          reasonCode: row.reason_code,
          reference: row.reference,
          requestedExecutionDate: row.execution_date ?? null,
          plan,
          confirmPayeeMismatch: row.confirm_payee_mismatch === true,
        }
      : null,
  };
}

/** The payee's account as duplicates compare it: the same bank details, whoever the recipient record is. */
function duplicateKey(checked: CheckedRow, row: RowInput): string | null {
  const a = checked.accepted;
  const details = a?.recipient?.bankDetails ?? a?.newRecipient?.bankDetails;
  if (!a || !details) return null;
  return JSON.stringify([details, a.amount.toString(), a.currency, row.reference]);
}

/**
 * Every row checked as its payment would be, then duplicates named: a later row with the same payee account,
 * amount, currency and reference as an earlier one names it (a warning, not an error; rule BULK-04).
 */
export function checkBatchRows(bank: Bank, account: BankAccount, rows: readonly RowInput[]): CheckedRow[] {
  const seen = new Map<string, number>();
  return rows.map((row, index) => {
    const checked = checkRow(bank, account, row, index);
    const key = duplicateKey(checked, row);
    if (key !== null) {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else checked.duplicateOf = first;
    }
    return checked;
  });
}

/** The right rows added up per currency, in the order the currencies first appear (rule BULK-05). */
export type BatchTotal = { currency: string; count: number; amount: bigint; fee: bigint };

export function batchTotals(
  rows: readonly { currency: string; amount: bigint; fee: bigint }[],
): BatchTotal[] {
  const totals = new Map<string, BatchTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, count: 0, amount: 0n, fee: 0n };
    total.count += 1;
    total.amount += row.amount;
    total.fee += row.fee;
    totals.set(row.currency, total);
  }
  return [...totals.values()];
}
