import { LEDGER_TZ } from '../accounts/index.js';
import type { Bank } from '../bank/index.js';
import { notFound, requireDateRange, zonedDate } from '../bank/index.js';
import type { FxTradeRecord } from './fx-records.js';

export type FxTradeFilter = {
  orgRef: string;
  /** Only these bank accounts (the organization's, narrowed by `bank_account`). */
  bankAccountRefs: string[];
  sellCurrency?: string;
  buyCurrency?: string;
  status?: string;
  /** Execution date, inclusive `YYYY-MM-DD` in the bank's time zone (as transactions' value dates). */
  from?: string;
  to?: string;
  tradedBy?: string;
};

/** The organization's FX trades matching every given filter, newest execution first (rule FX-10). */
export function listFxTrades(bank: Bank, f: FxTradeFilter): FxTradeRecord[] {
  requireDateRange(f.from, f.to);
  const accounts = new Set(f.bankAccountRefs);
  const out: FxTradeRecord[] = [];
  for (const t of bank.store.fxTrades.values()) {
    if (t.orgRef !== f.orgRef || !accounts.has(t.bankAccountRef)) continue;
    if (f.sellCurrency && t.sellCurrency !== f.sellCurrency) continue;
    if (f.buyCurrency && t.buyCurrency !== f.buyCurrency) continue;
    if (f.status && t.status !== f.status) continue;
    if (f.tradedBy && t.tradedBy.userRef !== f.tradedBy) continue;
    const day = zonedDate(t.executedAt, LEDGER_TZ);
    if (f.from && day < f.from) continue;
    if (f.to && day > f.to) continue;
    out.push(t);
  }
  return out.sort((a, b) => b.executedAt - a.executedAt || b.ref.localeCompare(a.ref));
}

/** One trade of the organization; another organization's (or an unknown ref) is not found (rule FX-11). */
export function requireFxTrade(bank: Bank, orgRef: string, ref: string): FxTradeRecord {
  const trade = bank.store.fxTrades.get(ref);
  if (!trade || trade.orgRef !== orgRef) throw notFound('FX trade');
  return trade;
}
