import { describe, expect, it } from 'vitest';
import { paymentsCountText, rowCountsText, totalsText } from './batch-text';

describe('batch texts', () => {
  it('lists totals per currency', () => {
    expect(
      totalsText([
        { amount: '1250', currency: 'GBP' },
        { amount: '3000.5', currency: 'EUR' },
      ]),
    ).toBe('1,250.00 GBP · 3,000.50 EUR');
    expect(totalsText([])).toBe('--');
  });

  it('says how the rows went, without zeros', () => {
    expect(rowCountsText({ completed: 48, failed: 1, in_progress: 1 }, 50)).toBe(
      '48 completed · 1 failed · 1 on their way',
    );
    expect(rowCountsText({ completed: 0, failed: 0, in_progress: 50 }, 50)).toBe('50 rows');
    expect(rowCountsText({ completed: 1, failed: 0, in_progress: 0 }, 1)).toBe('1 completed');
    expect(paymentsCountText(1)).toBe('1 payment');
    expect(paymentsCountText(1000)).toBe('1,000 payments');
  });
});
