import { readDateRange, readPageParams } from '../../lib/list-params';
import type { FxTradeFilters, FxTradeListParams, FxTradeStatus } from './api/fx-trades';

export const FX_TRADE_STATUSES: readonly FxTradeStatus[] = ['processing', 'completed', 'failed'];

const BANK_ACCOUNT_REF = /^ba_[A-Za-z0-9_]{1,64}$/;
const USER_REF = /^usr_[A-Za-z0-9_]{1,64}$/;
const CURRENCY = /^[A-Z]{3}$/;

const matching = (value: string | null, pattern: RegExp) =>
  value !== null && pattern.test(value) ? value : undefined;

/**
 * The history's filters and page from the URL (rule FX-10): a value the contract would refuse (a hand-edited
 * or stale link) is dropped rather than sent, and a reversed range is put in order.
 */
export function readFxHistoryParams(search: URLSearchParams): FxTradeListParams {
  const status = search.get('status');
  return {
    ...readPageParams(search),
    bank_account: matching(search.get('bank_account'), BANK_ACCOUNT_REF),
    sell_currency: matching(search.get('sell_currency'), CURRENCY),
    buy_currency: matching(search.get('buy_currency'), CURRENCY),
    status: FX_TRADE_STATUSES.find((s) => s === status),
    ...readDateRange(search),
    traded_by: matching(search.get('traded_by'), USER_REF),
  };
}

/** How many filters narrow the history (the date range counts once). */
export function activeFxHistoryFilters(f: FxTradeFilters): number {
  return [f.bank_account, f.sell_currency, f.buy_currency, f.status, f.from || f.to, f.traded_by].filter(
    Boolean,
  ).length;
}

/** Every filter of the screen, empty (what "Clear filters" writes). */
export const NO_FX_HISTORY_FILTERS = {
  bank_account: null,
  sell_currency: null,
  buy_currency: null,
  status: null,
  from: null,
  to: null,
  traded_by: null,
};
