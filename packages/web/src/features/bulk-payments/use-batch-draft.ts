import { t } from '@lingui/core/macro';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type PaymentBatchValidation, validatePaymentBatch } from './api/batch-mutations';
import { useRecipientDirectory } from './api/recipient-directory';
import {
  type BankRowCheck,
  bankChecksById,
  checkedRows,
  confirmPayee,
  type DraftRow,
  draftRowsOf,
  editCell,
  recheckRows,
  removeRow,
  rowInputsOf,
} from './model/batch-draft';
import type { BatchFileColumn } from './model/batch-file-columns';
import { batchTemplateCsv } from './model/batch-template';
import { readBatchFile } from './model/read-batch-file';
import type { RecipientDirectory } from './model/recipient-match';
import { hasErrors, type RowErrors } from './model/row-check';

/** Time after the last edit before the bank checks the rows again. */
export const BANK_CHECK_DELAY_MS = 400;

/** A batch name from the file's name: 'May payroll.csv' → 'May payroll' (the contract's 1–100 characters). */
export const batchNameOf = (fileName: string) =>
  fileName
    .replace(/\.csv$/i, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the contract forbids.
    .replace(/[\u0000-\u001F\u007F]/g, ' ')
    .trim()
    .slice(0, 100) || t`Bulk payment`;

/**
 * The bank's check of the rows: while a new one runs (or after it failed) the last answer stays, so rows do
 * not flicker; only a `done` check of the current rows lets the review open.
 */
export interface BankCheck {
  status: 'idle' | 'checking' | 'done' | 'failed';
  validation: PaymentBatchValidation | null;
  byId: Map<number, BankRowCheck>;
  error?: unknown;
}

const NO_CHECK: BankCheck = { status: 'idle', validation: null, byId: new Map() };
const NO_RECIPIENTS: RecipientDirectory = [];

/**
 * A bulk payment being prepared: the file read in the browser (refused whole when it is not a usable file),
 * its rows matched to the organization's recipients and checked against the contract's schema at once, and
 * by the bank shortly after each change (the rows the browser finds right), fixed in place, removed, and
 * payee mismatches confirmed. A file is read once the recipients are known.
 */
export function useBatchDraft(account: string, bankAccount: string) {
  const recipients = useRecipientDirectory(account);
  const directory = recipients.data ?? NO_RECIPIENTS;
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [bank, setBank] = useState<BankCheck>(NO_CHECK);
  // The bank's refusal of a submission, shown on its rows until they change.
  const [refused, setRefused] = useState<Map<number, RowErrors>>(new Map());
  const version = useRef(0);

  const change = useCallback((next: (rows: DraftRow[]) => DraftRow[]) => {
    version.current += 1;
    setRows(next);
  }, []);

  const loadFile = async (file: File) => {
    const result = readBatchFile(new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) {
      setFileError(result.message);
      return;
    }
    setFileError(null);
    setFileName(file.name);
    setRefused(new Map());
    change(() => draftRowsOf(result.rows, directory));
  };

  // Recipients added or changed elsewhere: the rows are matched again.
  const matchedAgainst = useRef(directory);
  useEffect(() => {
    if (matchedAgainst.current === directory) return;
    matchedAgainst.current = directory;
    change((r) => (r.length > 0 ? recheckRows(r, directory) : r));
  }, [directory, change]);

  useEffect(() => {
    const sent = checkedRows(rows);
    if (rows.length === 0 || sent.length === 0 || account === '' || bankAccount === '') {
      setBank(NO_CHECK);
      return;
    }
    const asked = version.current;
    setBank((last) => ({ ...last, status: 'checking', error: undefined }));
    const timer = setTimeout(() => {
      validatePaymentBatch(account, bankAccount, { rows: rowInputsOf(sent) })
        .then((validation) => {
          if (version.current === asked)
            setBank({ status: 'done', validation, byId: bankChecksById(validation, sent) });
        })
        .catch((error: unknown) => {
          if (version.current === asked) setBank((last) => ({ ...last, status: 'failed', error }));
        });
    }, BANK_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rows, account, bankAccount]);

  // Kept from render to render, so the fix table's rows that did not change are not drawn again. A fix or a
  // removal is a transition: the key or click that made it paints at once, and the table (a row leaving, the
  // next one coming in) follows without holding the page (with 1,000 rows, about 150 ms on a slowed phone).
  const editRowCell = useCallback(
    (id: number, column: BatchFileColumn, value: string) =>
      startTransition(() => {
        setRefused((m) => (m.has(id) ? new Map([...m].filter(([k]) => k !== id)) : m));
        change((r) => editCell(r, id, column, value, directory));
      }),
    [change, directory],
  );
  const removeDraftRow = useCallback(
    (id: number) => startTransition(() => change((r) => removeRow(r, id))),
    [change],
  );

  /** The row's problems: the browser's, else the bank's (check or refusal). */
  const errorsOf = (row: DraftRow): RowErrors => {
    if (hasErrors(row.errors)) return row.errors;
    return { ...(refused.get(row.id) ?? {}), ...(bank.byId.get(row.id)?.errors ?? {}) };
  };
  const bankCheckOf = (row: DraftRow) => bank.byId.get(row.id);
  const problemRows = rows.filter((r) => hasErrors(errorsOf(r)));
  const ready =
    rows.length > 0 && problemRows.length === 0 && bank.status === 'done' && bank.byId.size === rows.length;

  return {
    /** The organization's recipients, which rows are matched against (a file is read once they are known). */
    recipients,
    directory,
    /** The template to download, its first example naming one of the organization's recipients. */
    templateCsv: () => batchTemplateCsv(directory),
    fileName,
    fileError,
    rows,
    bank,
    problemRows,
    /** Every row is right for the browser and the bank: the review can open. */
    ready,
    errorsOf,
    bankCheckOf,
    loadFile,
    /** A file refused before it was read (not a .csv, too large). */
    refuseFile: (message: string) => setFileError(message),
    editCell: editRowCell,
    removeRow: removeDraftRow,
    confirmPayee: (id: number, confirmed: boolean) => change((r) => confirmPayee(r, id, confirmed)),
    /** The bank refused the submission: its row errors back in the table. */
    showRefusal: (byId: Map<number, RowErrors>) => setRefused(byId),
    reset: () => {
      setFileName(null);
      setFileError(null);
      setRefused(new Map());
      change(() => []);
    },
  };
}

export type BatchDraft = ReturnType<typeof useBatchDraft>;
