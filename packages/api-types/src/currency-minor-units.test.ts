import { describe, expect, it } from 'vitest';
import { currencyMinorUnits } from './currency-minor-units';

describe('currencyMinorUnits', () => {
  it('follows ISO 4217, also where Intl (CLDR) says otherwise', () => {
    expect(currencyMinorUnits('GBP')).toBe(2);
    expect(currencyMinorUnits('eur')).toBe(2);
    expect(currencyMinorUnits('JPY')).toBe(0);
    expect(currencyMinorUnits('KWD')).toBe(3);
    expect(currencyMinorUnits('CHF')).toBe(2);
    // CLDR reports 0 for these (the forint's cash habit, the lek, the rial, the Yemeni rial); ISO 4217, and so
    // the API, keeps 2.
    for (const code of ['HUF', 'ALL', 'IRR', 'YER']) expect(currencyMinorUnits(code)).toBe(2);
  });

  it('defaults to 2 for unknown codes', () => {
    expect(currencyMinorUnits('XYZ')).toBe(2);
    expect(currencyMinorUnits('nope')).toBe(2);
  });
});
