import { readDateRange } from '../../lib/list-params';
import type { ListModel } from '../../lib/use-list-state';
import type { FxTradeFilters, FxTradeStatus } from './api/fx-trades';

export const FX_TRADE_STATUSES: readonly FxTradeStatus[] = ['processing', 'completed', 'failed'];

const BANK_ACCOUNT_REF = /^ba_[A-Za-z0-9_]{1,64}$/;
const USER_REF = /^usr_[A-Za-z0-9_]{1,64}$/;
const CURRENCY = /^[A-Z]{3}$/;

const matching = (value: string | null, pattern: RegExp) =>
  value !== null && pattern.test(value) ? value : undefined;

/**
 * The history's filters in the URL (rule FX-10): a value the contract would refuse (a hand-edited or stale
 * link) is dropped rather than sent, and a reversed range is put in order.
 */
export const FX_HISTORY_LIST: ListModel<FxTradeFilters> = {
  keys: ['bank_account', 'sell_currency', 'buy_currency', 'status', 'from', 'to', 'traded_by'],
  read: (search) => {
    const status = search.get('status');
    return {
      bank_account: matching(search.get('bank_account'), BANK_ACCOUNT_REF),
      sell_currency: matching(search.get('sell_currency'), CURRENCY),
      buy_currency: matching(search.get('buy_currency'), CURRENCY),
      status: FX_TRADE_STATUSES.find((s) => s === status),
      ...readDateRange(search),
      traded_by: matching(search.get('traded_by'), USER_REF),
    };
  },
};
