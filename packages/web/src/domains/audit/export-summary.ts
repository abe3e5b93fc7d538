import { plural, t } from '@lingui/core/macro';
import type { AllPages } from '../../lib/fetch-all-pages';
import { formatNumber } from '../../lib/format-number';
import { toastSuccess, toastWarning } from '../../lib/toast';

/**
 * What the exported rows are called, as in "1 payment", "2 payments". The portal's own exports (payments,
 * transactions, audit log entries) get whole sentences in every language; any other noun is put into a
 * general sentence as it is.
 */
export interface RowNoun {
  one: string;
  many: string;
}

export interface ExportSummary {
  kind: 'success' | 'warning';
  text: string;
}

/** "Exported 3 payments": one whole sentence per kind of row. */
function exportedText(count: number, noun: RowNoun): string {
  const shown = formatNumber(count);
  switch (noun.many) {
    case 'payments':
      return plural(count, { one: `Exported ${shown} payment`, other: `Exported ${shown} payments` });
    case 'transactions':
      return plural(count, { one: `Exported ${shown} transaction`, other: `Exported ${shown} transactions` });
    case 'entries':
      return plural(count, { one: `Exported ${shown} entry`, other: `Exported ${shown} entries` });
    default: {
      const rows = count === 1 ? noun.one : noun.many;
      return t`Exported ${shown} ${rows}`;
    }
  }
}

/** "Exported the newest 10,000 of 12,345 payments. …": the file was cut at the bound. */
function truncatedText(all: AllPages<unknown>, noun: RowNoun): string {
  const shown = formatNumber(all.rows.length);
  const total = formatNumber(all.total);
  switch (noun.many) {
    case 'payments':
      return t`Exported the newest ${shown} of ${total} payments. Narrow the filters to export the rest.`;
    case 'transactions':
      return t`Exported the newest ${shown} of ${total} transactions. Narrow the filters to export the rest.`;
    case 'entries':
      return t`Exported the newest ${shown} of ${total} entries. Narrow the filters to export the rest.`;
    default: {
      const rows = noun.many;
      return t`Exported the newest ${shown} of ${total} ${rows}. Narrow the filters to export the rest.`;
    }
  }
}

/** What an export says afterwards: a file cut at the bound is never silent. */
export function exportSummary(all: AllPages<unknown>, noun: RowNoun): ExportSummary {
  if (all.truncated) return { kind: 'warning', text: truncatedText(all, noun) };
  return { kind: 'success', text: exportedText(all.rows.length, noun) };
}

/** Shows the summary as a toast: a warning when the file was cut, else a success. */
export function toastExportSummary(all: AllPages<unknown>, noun: RowNoun): void {
  const summary = exportSummary(all, noun);
  if (summary.kind === 'warning') toastWarning(summary.text);
  else toastSuccess(summary.text);
}
