import type { AllPages } from '../../lib/fetch-all-pages';
import { formatNumber } from '../../lib/format-number';
import { toastSuccess, toastWarning } from '../../lib/toast';

/** What the exported rows are called, as in "1 payment", "2 payments". */
export interface RowNoun {
  one: string;
  many: string;
}

export interface ExportSummary {
  kind: 'success' | 'warning';
  text: string;
}

/** What an export says afterwards: a file cut at the bound is never silent. */
export function exportSummary(all: AllPages<unknown>, noun: RowNoun): ExportSummary {
  if (all.truncated) {
    return {
      kind: 'warning',
      text: `Exported the newest ${formatNumber(all.rows.length)} of ${formatNumber(all.total)} ${noun.many}. Narrow the filters to export the rest.`,
    };
  }
  const count = all.rows.length;
  return { kind: 'success', text: `Exported ${formatNumber(count)} ${count === 1 ? noun.one : noun.many}` };
}

/** Shows the summary as a toast: a warning when the file was cut, else a success. */
export function toastExportSummary(all: AllPages<unknown>, noun: RowNoun): void {
  const summary = exportSummary(all, noun);
  if (summary.kind === 'warning') toastWarning(summary.text);
  else toastSuccess(summary.text);
}
