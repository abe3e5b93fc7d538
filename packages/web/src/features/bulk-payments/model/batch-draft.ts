import type { components } from '@portal/api-types';
import { fromMinorUnits, toMinorUnits } from '../../../lib/decimal';
import type { BatchFileCells, BatchFileColumn } from './batch-file-columns';
import { cellValue } from './cell-value';
import type { RecipientDirectory, RecipientMatch } from './recipient-match';
import { checkRow, hasErrors, type RowErrors } from './row-check';
import { columnOfField, type PaymentBatchRowInput, rowInputOf } from './row-input';

type RowCheck = components['schemas']['PaymentBatchRowCheck'];
type Validation = components['schemas']['PaymentBatchValidation'];
type FieldError = components['schemas']['FieldError'];
export type PayeeVerification = components['schemas']['PayeeVerification'];

/** A row of the file being prepared: its number in the file (kept when rows are removed), cells, checks. */
export interface DraftRow {
  /** 1 for the first row under the header. */
  id: number;
  cells: BatchFileCells;
  /** Whom the `recipient` cell names among the organization's recipients (null when the row has none). */
  payee: RecipientMatch | null;
  /** The browser's check (the recipient, the contract's schema). */
  errors: RowErrors;
  /** The user confirmed paying despite the payee check's no match. */
  confirmPayee: boolean;
}

/** What the bank said about a row it checked. */
export interface BankRowCheck {
  errors: RowErrors;
  /** The earlier row (its id) this one repeats, or null. */
  duplicateOf: number | null;
  recipientName: string | null;
  fee: string | null;
  payeeVerification: PayeeVerification | null;
  /** The bank wants the payee mismatch confirmed (the review asks for it). */
  needsPayeeConfirmation: boolean;
}

/** The field key the bank uses when a no-match payee is not confirmed: asked on review, not an error. */
const CONFIRM_FIELD = 'confirm_payee_mismatch';

export function draftRowsOf(rows: readonly BatchFileCells[], directory: RecipientDirectory): DraftRow[] {
  return rows.map((cells, i) => ({ id: i + 1, cells, ...checkRow(cells, directory), confirmPayee: false }));
}

/** Every row checked again against the recipients as they now are (the list arrived or changed). */
export const recheckRows = (rows: readonly DraftRow[], directory: RecipientDirectory): DraftRow[] =>
  rows.map((row) => ({ ...row, ...checkRow(row.cells, directory) }));

/** The row with one cell changed, checked again. */
export function editCell(
  rows: readonly DraftRow[],
  id: number,
  column: BatchFileColumn,
  value: string,
  directory: RecipientDirectory,
): DraftRow[] {
  return rows.map((row) => {
    if (row.id !== id) return row;
    const cells = { ...row.cells, [column]: cellValue(column, value) };
    return { ...row, cells, ...checkRow(cells, directory) };
  });
}

export const removeRow = (rows: readonly DraftRow[], id: number): DraftRow[] =>
  rows.filter((r) => r.id !== id);

export const confirmPayee = (rows: readonly DraftRow[], id: number, confirmed: boolean): DraftRow[] =>
  rows.map((row) => (row.id === id ? { ...row, confirmPayee: confirmed } : row));

/** Rows the browser finds right: only these go to the bank's check. */
export const checkedRows = (rows: readonly DraftRow[]) => rows.filter((r) => !hasErrors(r.errors));

export const rowInputsOf = (rows: readonly DraftRow[]): PaymentBatchRowInput[] =>
  rows.map((r) => rowInputOf(r.cells, r.payee?.ok ? r.payee.ref : null, r.confirmPayee));

const messageOf = (error: FieldError): string =>
  Array.isArray(error) ? (error[0] ?? '') : typeof error === 'string' ? error : error.message;

/** The bank's field errors of a row under the file's columns (the whole row's under `row`). */
export function bankErrorsOf(fields: Readonly<Record<string, FieldError>>): {
  errors: RowErrors;
  needsPayeeConfirmation: boolean;
} {
  const errors: RowErrors = {};
  let needsPayeeConfirmation = false;
  for (const [field, error] of Object.entries(fields)) {
    if (field === CONFIRM_FIELD) {
      needsPayeeConfirmation = true;
      continue;
    }
    const column = columnOfField(field);
    errors[column ?? 'row'] ??= messageOf(error);
  }
  return { errors, needsPayeeConfirmation };
}

/** The bank's checks by row id: `sent` are the rows sent, in the order the bank numbered them. */
export function bankChecksById(validation: Validation, sent: readonly DraftRow[]): Map<number, BankRowCheck> {
  const byId = new Map<number, BankRowCheck>();
  for (const check of validation.rows as RowCheck[]) {
    const row = sent[check.index];
    if (!row) continue;
    byId.set(row.id, {
      ...bankErrorsOf(check.errors),
      duplicateOf: check.duplicate_of === null ? null : (sent[check.duplicate_of]?.id ?? null),
      recipientName: check.recipient_name,
      fee: check.fee,
      payeeVerification: check.payee_verification,
    });
  }
  return byId;
}

/**
 * The bank's refusal of a submitted batch (422 `batch_invalid`, errors keyed `rows[<index>].<field>`) as
 * checks by row id, so the rows go back to the fix table with the bank's words.
 */
export function refusedRowsById(
  fields: Readonly<Record<string, FieldError>>,
  sent: readonly DraftRow[],
): Map<number, RowErrors> {
  const byId = new Map<number, RowErrors>();
  for (const [key, error] of Object.entries(fields)) {
    const match = /^rows\[(\d+)\]\.?(.*)$/.exec(key);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) continue;
    const errors = byId.get(row.id) ?? {};
    const column = columnOfField(match[2] ?? '');
    errors[column ?? 'row'] ??= messageOf(error);
    byId.set(row.id, errors);
  }
  return byId;
}

export type ChallengeTotal = { currency: string; count: number; amount: string };

/**
 * The number of payments and their amount per currency (without fees), in exact minor units: what the
 * two-factor code is bound to (the bank adds up the same rows).
 */
export function challengeTotalsOf(rows: readonly DraftRow[]): ChallengeTotal[] {
  const sums = new Map<string, { count: number; minor: bigint }>();
  for (const { cells } of rows) {
    const sum = sums.get(cells.currency) ?? { count: 0, minor: 0n };
    sums.set(cells.currency, {
      count: sum.count + 1,
      minor: sum.minor + toMinorUnits(cells.amount, cells.currency),
    });
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { count, minor }]) => ({ currency, count, amount: fromMinorUnits(minor, currency) }));
}
