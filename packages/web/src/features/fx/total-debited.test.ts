import { describe, expect, it } from 'vitest';
import { totalDebited, totalDebitedRow } from './total-debited';

describe('total debited', () => {
  it('adds the fee to the sell amount exactly, in the sell currency', () => {
    const quote = { sell_amount: '10000.00', sell_currency: 'GBP', fee: '12.50', fee_currency: 'GBP' };
    expect(totalDebited(quote)).toBe('10012.50');
    expect(totalDebitedRow(quote)).toEqual([['Total debited', '10,012.50 GBP']]);
    // Sums a float would get wrong stay exact.
    expect(totalDebited({ ...quote, sell_amount: '0.10', fee: '0.20' })).toBe('0.30');
    expect(totalDebited({ sell_amount: '1500', sell_currency: 'JPY', fee: '2', fee_currency: 'JPY' })).toBe(
      '1502',
    );
  });

  it('shows no total when the fee is in another currency', () => {
    const quote = { sell_amount: '100.00', sell_currency: 'GBP', fee: '1.00', fee_currency: 'EUR' };
    expect(totalDebited(quote)).toBeNull();
    expect(totalDebitedRow(quote)).toEqual([]);
  });
});
