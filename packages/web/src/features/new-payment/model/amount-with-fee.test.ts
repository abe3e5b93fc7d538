import { describe, expect, it } from 'vitest';
import { feeOverBalanceMessage } from './amount-with-fee';

describe('the amount plus the fee against the available balance', () => {
  it('refuses an amount that fits alone but not with the fee, and says why', () => {
    expect(feeOverBalanceMessage('995.00', '10.00', '1000.00', 'USD')).toBe(
      'With the fee of 10.00 USD, the total of 1,005.00 USD exceeds the available balance of 1,000.00 USD.',
    );
  });

  it('accepts a total exactly equal to the available balance', () => {
    expect(feeOverBalanceMessage('990.00', '10.00', '1000.00', 'USD')).toBeNull();
  });

  it('counts to the last minor unit, with no float rounding', () => {
    // 0.1 + 0.2 as floats is 0.30000000000000004: the decimal sum is exactly 0.30.
    expect(feeOverBalanceMessage('0.2', '0.10', '0.30', 'GBP')).toBeNull();
    expect(feeOverBalanceMessage('0.21', '0.10', '0.30', 'GBP')).not.toBeNull();
    expect(
      feeOverBalanceMessage('9007199254740993.00', '10.00', '9007199254741002.99', 'USD'),
    ).not.toBeNull();
  });

  it('counts in the currency’s minor units (JPY has none)', () => {
    const fee = '1500';
    expect(feeOverBalanceMessage('99000', fee, '100000', 'JPY')).toBe(
      'With the fee of 1,500 JPY, the total of 100,500 JPY exceeds the available balance of 100,000 JPY.',
    );
    expect(feeOverBalanceMessage('98500', fee, '100000', 'JPY')).toBeNull();
  });

  it('has nothing to add for a free payment (the bank answers 0.00)', () => {
    expect(feeOverBalanceMessage('1000.00', '0.00', '1000.00', 'GBP')).toBeNull();
  });

  it('waits for the balance', () => {
    expect(feeOverBalanceMessage('10.00', '10.00', null, 'USD')).toBeNull();
  });
});
