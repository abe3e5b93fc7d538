import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastSuccess, toastWarning } from '../../lib/toast';
import { exportSummary, toastExportSummary } from './export-summary';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastWarning: vi.fn() }));

const PAYMENT = { one: 'payment', many: 'payments' };
const rowsOf = (length: number) => Array.from({ length }, (_, i) => i);

describe('exportSummary', () => {
  it('counts a complete export, singular for one row', () => {
    expect(exportSummary({ rows: rowsOf(3), total: 3, truncated: false }, PAYMENT)).toEqual({
      kind: 'success',
      text: 'Exported 3 payments',
    });
    expect(exportSummary({ rows: rowsOf(1), total: 1, truncated: false }, PAYMENT).text).toBe(
      'Exported 1 payment',
    );
    expect(exportSummary({ rows: [], total: 0, truncated: false }, PAYMENT).text).toBe('Exported 0 payments');
  });

  it('warns with grouped numbers when the file was cut at the bound', () => {
    expect(
      exportSummary(
        { rows: rowsOf(10_000), total: 12_345, truncated: true },
        { one: 'x', many: 'transactions' },
      ),
    ).toEqual({
      kind: 'warning',
      text: 'Exported the newest 10,000 of 12,345 transactions. Narrow the filters to export the rest.',
    });
  });
});

describe('toastExportSummary', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a complete export as a success', () => {
    toastExportSummary({ rows: rowsOf(2), total: 2, truncated: false }, PAYMENT);
    expect(toastSuccess).toHaveBeenCalledWith('Exported 2 payments');
    expect(toastWarning).not.toHaveBeenCalled();
  });

  it('shows a cut export as a warning', () => {
    toastExportSummary({ rows: rowsOf(15), total: 40, truncated: true }, PAYMENT);
    expect(toastWarning).toHaveBeenCalledWith(
      'Exported the newest 15 of 40 payments. Narrow the filters to export the rest.',
    );
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
