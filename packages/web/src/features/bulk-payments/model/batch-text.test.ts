import { describe, expect, it } from 'vitest';
import { paymentsCountText, rowCountsText, totalsText, totalWithFeesText } from './batch-text';

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
    expect(rowCountsText({ completed: 48, failed: 1, in_progress: 1 }, 50, 'processing')).toBe(
      '48 completed · 1 failed · 1 on their way',
    );
    expect(rowCountsText({ completed: 0, failed: 0, in_progress: 50 }, 50, 'processing')).toBe(
      '50 on their way',
    );
    expect(rowCountsText({ completed: 0, failed: 0, in_progress: 50 }, 50, 'awaiting_approval')).toBe(
      '50 rows',
    );
    expect(rowCountsText({ completed: 1, failed: 0, in_progress: 0 }, 1, 'completed')).toBe('1 completed');
    expect(paymentsCountText(1)).toBe('1 payment');
    expect(paymentsCountText(1000)).toBe('1,000 payments');
  });

  it('adds the fees to the total, or says there is none', () => {
    expect(totalWithFeesText({ amount: '2170', fee: '3.5', total: '2173.5', currency: 'GBP' })).toBe(
      '2,173.50 GBP (2,170.00 + 3.50 fees)',
    );
    expect(totalWithFeesText({ amount: '2173', fee: '0.00', total: '2173', currency: 'GBP' })).toBe(
      '2,173.00 GBP, no fee',
    );
  });
});
