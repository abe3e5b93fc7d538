import { describe, expect, it } from 'vitest';
import { totalInBase } from './total-in-base';

describe('total in a base currency', () => {
  it('divides by the rate (units per one base) and rounds once, at the end', () => {
    // 100 EUR at 1.17 EUR/GBP = 85.4700854… GBP; 3 × that would round differently per item (85.47 × 3 = 256.41).
    const amounts = [
      { amount: '100.00', currency: 'EUR' },
      { amount: '100.00', currency: 'EUR' },
      { amount: '100.00', currency: 'EUR' },
    ];
    expect(totalInBase(amounts, 'GBP', { EUR: '1.17' }).total).toBe('256.41');
    // 0.005 each: rounding each to pence would give 0.03; exact sum 0.015 → 0.02
    const halves = [
      { amount: '0.005', currency: 'GBP' },
      { amount: '0.005', currency: 'GBP' },
      { amount: '0.005', currency: 'GBP' },
    ];
    expect(totalInBase(halves, 'GBP', {}).total).toBe('0.02');
  });

  it('adds the base currency as is and converts to a base without minor units', () => {
    const total = totalInBase(
      [
        { amount: '1000.00', currency: 'USD' },
        { amount: '150000', currency: 'JPY' },
        { amount: '0.01', currency: 'GBP' },
      ],
      'JPY',
      { USD: '0.0066666667', GBP: '0.0052631579', JPY: '1' },
    );
    // 1000 / 0.0066666667 = 149999.99925…; 0.01 / 0.0052631579 = 1.89999…; + 150000 = 300001.899… → 300002
    expect(total).toEqual({ total: '300002', missing: [] });
  });

  it('is exact beyond float precision', () => {
    const total = totalInBase(
      [
        { amount: '9007199254740993.01', currency: 'GBP' },
        { amount: '0.02', currency: 'GBP' },
      ],
      'GBP',
      {},
    );
    expect(total.total).toBe('9007199254740993.03');
  });

  it('leaves out currencies without a usable rate and says which', () => {
    const total = totalInBase(
      [
        { amount: '10.00', currency: 'GBP' },
        { amount: '5.00', currency: 'XAU' },
        { amount: '5.00', currency: 'CHF' },
      ],
      'GBP',
      { CHF: '0' },
    );
    expect(total).toEqual({ total: '10.00', missing: ['CHF', 'XAU'] });
  });

  it('keeps negative balances negative', () => {
    expect(totalInBase([{ amount: '-10.005', currency: 'GBP' }], 'GBP', {}).total).toBe('-10.01');
  });
});
