import type { components } from '@portal/api-types';
import type { BatchFileCells, BatchFileColumn } from './batch-file-columns';

export type PaymentBatchRowInput = components['schemas']['PaymentBatchRowInput'];
type BankDetails = components['schemas']['BankDetails'];

/** The filled-in cells of these columns (an empty one is missing, for the schema's "required"). */
const filled = (cells: BatchFileCells, columns: BatchFileColumn[]) =>
  Object.fromEntries(columns.filter((c) => cells[c] !== '').map((c) => [c, cells[c]]));

/** Which bank details the row gives, told by the columns filled in (the contract's `scheme`). */
function bankDetailsOf(cells: BatchFileCells): Partial<BankDetails> {
  if (cells.iban) return { scheme: 'iban', ...filled(cells, ['iban', 'bic']) };
  if (cells.sort_code) return { scheme: 'sort_code', ...filled(cells, ['sort_code', 'account_number']) };
  if (cells.routing_number) return { scheme: 'aba', ...filled(cells, ['routing_number', 'account_number']) };
  if (cells.bic || cells.account_number)
    return { scheme: 'swift', ...filled(cells, ['bic', 'account_number']) };
  return {};
}

const hasNewRecipient = (cells: BatchFileCells) =>
  [
    cells.name,
    cells.type,
    cells.country,
    cells.iban,
    cells.bic,
    cells.sort_code,
    cells.account_number,
    cells.routing_number,
  ].some((v) => v !== '');

/**
 * The row as the contract's PaymentBatchRowInput: empty cells are left out (so a missing value is the
 * schema's "required"), the recipient is the one its cell was matched to (`recipientRef`, recipient-match), a
 * new recipient's currency is the payment's. Not checked here: the contract's schema does that (row-check).
 */
export function rowInputOf(
  cells: BatchFileCells,
  recipientRef: string | null,
  confirmPayeeMismatch = false,
): PaymentBatchRowInput {
  const row: Record<string, unknown> = {};
  if (recipientRef) row.recipient_ref = recipientRef;
  if (hasNewRecipient(cells)) {
    row.new_recipient = {
      ...(cells.type ? { type: cells.type } : {}),
      ...(cells.name ? { name: cells.name } : {}),
      ...(cells.country ? { country: cells.country } : {}),
      ...(cells.currency ? { currency: cells.currency } : {}),
      bank_details: bankDetailsOf(cells),
    };
  }
  if (cells.amount) row.amount = cells.amount;
  if (cells.currency) row.currency = cells.currency;
  if (cells.reason_code) row.reason_code = cells.reason_code;
  if (cells.reference) row.reference = cells.reference;
  if (cells.execution_date) row.execution_date = cells.execution_date;
  if (confirmPayeeMismatch) row.confirm_payee_mismatch = true;
  // Shaped as the contract's input; whether it holds is what the schema check tells.
  return row as unknown as PaymentBatchRowInput;
}

const PATH_COLUMNS: Record<string, BatchFileColumn> = {
  recipient_ref: 'recipient',
  amount: 'amount',
  currency: 'currency',
  reason_code: 'reason_code',
  reference: 'reference',
  execution_date: 'execution_date',
  'new_recipient.name': 'name',
  'new_recipient.type': 'type',
  'new_recipient.country': 'country',
  'new_recipient.currency': 'currency',
  'new_recipient.bank_details.iban': 'iban',
  'new_recipient.bank_details.bic': 'bic',
  'new_recipient.bank_details.sort_code': 'sort_code',
  'new_recipient.bank_details.account_number': 'account_number',
  'new_recipient.bank_details.routing_number': 'routing_number',
};

/**
 * The file column a field of the contract's row stands for ('new_recipient.bank_details.iban' → 'iban'), or
 * undefined for a field of the whole row (both or neither recipient, no bank details): shown on the row.
 */
export function columnOfField(path: string): BatchFileColumn | undefined {
  return PATH_COLUMNS[path];
}
