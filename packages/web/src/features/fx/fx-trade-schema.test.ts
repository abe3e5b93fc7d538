import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  amountError,
  defaultsFor,
  FX_FORM_TEXTS,
  type FxTradeValues,
  fxTradeSchema,
  swapCurrencies,
  toQuoteRequest,
} from './fx-trade-schema';

const valid: FxTradeValues = {
  bankAccountRef: 'ba_northwind_ops',
  sellCurrency: 'GBP',
  buyCurrency: 'EUR',
  amountSide: 'sell',
  amount: '1000.50',
};

function errorsOf(values: FxTradeValues): Record<string, string> {
  const result = fxTradeSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('FX trade form rules', () => {
  it('accepts a complete trade', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires the bank account, both currencies and an amount', () => {
    expect(errorsOf({ ...valid, bankAccountRef: '', sellCurrency: '', buyCurrency: '', amount: '' })).toEqual(
      {
        bankAccountRef: i18n._(FX_FORM_TEXTS.bankAccountRequired),
        sellCurrency: i18n._(FX_FORM_TEXTS.sellCurrencyRequired),
        buyCurrency: i18n._(FX_FORM_TEXTS.buyCurrencyRequired),
        amount: i18n._(FX_FORM_TEXTS.amountRequired),
      },
    );
  });

  it('refuses the same currency on both sides', () => {
    expect(errorsOf({ ...valid, buyCurrency: 'GBP' })).toEqual({
      buyCurrency: i18n._(FX_FORM_TEXTS.sameCurrency),
    });
  });

  it('checks the amount against the currency of the side it is on', () => {
    expect(amountError('100.5', 'JPY')).toBe('JPY amounts have no decimals.');
    expect(amountError('100.505', 'GBP')).toBe('GBP amounts have at most 2 decimals.');
    expect(errorsOf({ ...valid, buyCurrency: 'JPY', amountSide: 'buy', amount: '1500.5' })).toEqual({
      amount: 'JPY amounts have no decimals.',
    });
    expect(errorsOf({ ...valid, buyCurrency: 'JPY', amountSide: 'sell', amount: '1500.5' })).toEqual({});
  });

  it('accepts only plain positive decimals, never a float notation', () => {
    for (const bad of ['1e3', '-5', '1,000', '1.', '.5', 'abc', '١٢'])
      expect(amountError(bad, 'GBP')).toBe(i18n._(FX_FORM_TEXTS.amountFormat));
    expect(amountError('0', 'GBP')).toBe(i18n._(FX_FORM_TEXTS.amountZero));
    expect(amountError('0.00', 'GBP')).toBe(i18n._(FX_FORM_TEXTS.amountZero));
    expect(amountError('12345678901234567', 'GBP')).toBe(i18n._(FX_FORM_TEXTS.amountTooLarge));
    expect(amountError(' 25.10 ', 'GBP')).toBeUndefined();
  });

  it('sends exactly one amount, as typed', () => {
    expect(toQuoteRequest({ ...valid, amount: ' 1000.50 ' })).toEqual({
      sell_currency: 'GBP',
      buy_currency: 'EUR',
      sell_amount: '1000.50',
    });
    expect(toQuoteRequest({ ...valid, amountSide: 'buy' })).toEqual({
      sell_currency: 'GBP',
      buy_currency: 'EUR',
      buy_amount: '1000.50',
    });
  });

  it('swaps the currencies and keeps the amount on its currency', () => {
    expect(swapCurrencies(valid)).toEqual({
      ...valid,
      sellCurrency: 'EUR',
      buyCurrency: 'GBP',
      amountSide: 'buy',
    });
    expect(swapCurrencies(swapCurrencies(valid))).toEqual(valid);
  });

  it('starts on the first two currencies of the bank account', () => {
    expect(defaultsFor('ba_x', ['GBP', 'EUR', 'USD'])).toEqual({
      bankAccountRef: 'ba_x',
      sellCurrency: 'GBP',
      buyCurrency: 'EUR',
      amountSide: 'sell',
      amount: '',
    });
    expect(defaultsFor('ba_y', ['EUR']).buyCurrency).toBe('');
  });
});
