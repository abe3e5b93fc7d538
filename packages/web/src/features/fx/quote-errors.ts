import { getFieldErrors } from '@portal/api-types';
import type { FxTradeValues } from './fx-trade-schema';

/** The bank's fields of a quote request and the form fields that hold them. */
const FIELD_OF: Record<string, keyof FxTradeValues> = {
  sell_currency: 'sellCurrency',
  buy_currency: 'buyCurrency',
  sell_amount: 'amount',
  buy_amount: 'amount',
};

/** A refused quote request's field errors, under the form fields the user changes (others are left out). */
export function quoteFieldErrors(error: unknown): [keyof FxTradeValues, string][] {
  return Object.entries(getFieldErrors(error)).flatMap(([field, message]) => {
    const name = FIELD_OF[field];
    return name ? [[name, message] as [keyof FxTradeValues, string]] : [];
  });
}
