import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render';
import { CurrencyFlag } from './currency-flag';
import { currencyToFlagCode } from './flag-code';

const BANK_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'SGD',
  'HKD',
  'NZD',
  'ZAR',
  'CZK',
  'HUF',
  'MXN',
];

describe('currencyToFlagCode', () => {
  it('drops the last letter and lowercases', () => {
    expect(currencyToFlagCode('GBP')).toBe('gb');
    expect(currencyToFlagCode('EUR')).toBe('eu');
    expect(currencyToFlagCode('usd')).toBe('us');
    expect(currencyToFlagCode('')).toBe('');
  });
});

describe('CurrencyFlag', () => {
  it.each(BANK_CURRENCIES)('bundles a flag for %s, named by the code', (currency) => {
    renderUi(<CurrencyFlag currency={currency} />);
    const flag = screen.getByRole('img', { name: currency });
    expect(flag).toHaveAttribute('data-flag', currencyToFlagCode(currency));
  });

  it('falls back to a neutral flag for unknown currencies', () => {
    renderUi(<CurrencyFlag currency="XAU" />);
    expect(screen.getByRole('img', { name: 'XAU' })).toHaveAttribute('data-flag', 'fallback');
  });

  it('never loads anything from the network', () => {
    const { container } = renderUi(<CurrencyFlag currency="GBP" />);
    expect(container.querySelector('img, image, use')).toBeNull();
  });

  it('can be decorative', () => {
    const { container } = renderUi(<CurrencyFlag currency="GBP" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
