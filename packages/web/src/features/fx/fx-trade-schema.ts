import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { z } from 'zod';
import { getCurrencyMinorUnits } from '../../lib/currency';
import { parseDecimal } from '../../lib/decimal';
import { zodMessage } from '../../lib/i18n/zod-message';

export type FxQuoteRequest = components['schemas']['FxQuoteRequest'];
export type AmountSide = 'sell' | 'buy';

export const FX_FORM_TEXTS = {
  bankAccountRequired: msg`Choose a bank account.`,
  sellCurrencyRequired: msg`Choose the currency to sell.`,
  buyCurrencyRequired: msg`Choose the currency to buy.`,
  sameCurrency: msg`Choose a currency different from the one you sell.`,
  amountRequired: msg`Enter an amount.`,
  amountFormat: msg`Enter the amount in digits, with a dot before any decimals (e.g. 1000.50).`,
  amountZero: msg`Enter an amount greater than zero.`,
  amountTooLarge: msg`Enter an amount of at most 16 digits before the decimal point.`,
} as const;

export function amountDecimalsText(currency: string): string {
  const units = getCurrencyMinorUnits(currency);
  return units === 0
    ? t`${currency} amounts have no decimals.`
    : plural(units, {
        one: `${currency} amounts have at most # decimal.`,
        other: `${currency} amounts have at most # decimals.`,
      });
}

/** The amount rule for one currency; undefined when the amount is fine. Never parses into a float. */
export function amountError(amount: string, currency: string): string | undefined {
  const value = amount.trim();
  if (value === '') return i18n._(FX_FORM_TEXTS.amountRequired);
  if (!/^\d+(\.\d+)?$/.test(value)) return i18n._(FX_FORM_TEXTS.amountFormat);
  const parsed = parseDecimal(value);
  if (!parsed) return i18n._(FX_FORM_TEXTS.amountFormat);
  if (currency && parsed.frac.length > getCurrencyMinorUnits(currency)) return amountDecimalsText(currency);
  if (!/[1-9]/.test(`${parsed.int}${parsed.frac}`)) return i18n._(FX_FORM_TEXTS.amountZero);
  if (parsed.int.replace(/^0+/, '').length > 16) return i18n._(FX_FORM_TEXTS.amountTooLarge);
  return undefined;
}

export const fxTradeSchema = z
  .object({
    bankAccountRef: z.string().min(1, zodMessage(FX_FORM_TEXTS.bankAccountRequired)),
    sellCurrency: z.string().min(1, zodMessage(FX_FORM_TEXTS.sellCurrencyRequired)),
    buyCurrency: z.string().min(1, zodMessage(FX_FORM_TEXTS.buyCurrencyRequired)),
    amountSide: z.enum(['sell', 'buy']),
    amount: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.sellCurrency && values.buyCurrency && values.sellCurrency === values.buyCurrency) {
      ctx.addIssue({ code: 'custom', path: ['buyCurrency'], message: i18n._(FX_FORM_TEXTS.sameCurrency) });
    }
    const currency = values.amountSide === 'sell' ? values.sellCurrency : values.buyCurrency;
    const message = amountError(values.amount, currency);
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });

export type FxTradeValues = z.infer<typeof fxTradeSchema>;

/** The request body: exactly one of sell_amount or buy_amount, as the decimal string the user typed. */
export function toQuoteRequest(values: FxTradeValues): FxQuoteRequest {
  const base = { sell_currency: values.sellCurrency, buy_currency: values.buyCurrency };
  const amount = values.amount.trim();
  return values.amountSide === 'sell' ? { ...base, sell_amount: amount } : { ...base, buy_amount: amount };
}

/** Swapping the currencies keeps the amount on the same currency, so the side flips with it. */
export function swapCurrencies(values: FxTradeValues): FxTradeValues {
  return {
    ...values,
    sellCurrency: values.buyCurrency,
    buyCurrency: values.sellCurrency,
    amountSide: values.amountSide === 'sell' ? 'buy' : 'sell',
  };
}

/**
 * The defaults for a bank account: sell its first currency, buy its second (GBP → EUR on the operating
 * account), so a quote is two fields away.
 */
export function defaultsFor(bankAccountRef: string, currencies: readonly string[]): FxTradeValues {
  return {
    bankAccountRef,
    sellCurrency: currencies[0] ?? '',
    buyCurrency: currencies[1] ?? '',
    amountSide: 'sell',
    amount: '',
  };
}
