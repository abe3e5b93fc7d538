import type { createMockBankServer } from '@portal/mock-server/msw/node';
import { selectCurrentOrganization } from '../../../domains/session/current-account';
import { useSessionStore } from '../../../domains/session/session-store';
import { fromMinorUnits } from '../../../lib/decimal';
import type { Transaction, TransactionFilters } from '../transaction-filters';

type Bank = ReturnType<typeof createMockBankServer>['bank'];

/**
 * The test oracle: the transactions of the selected organization account read straight from the mock bank's
 * ledger (not through the API), with the filters applied here (`from`/`to` on the value date, inclusive),
 * newest first as the contract lists them, in the contract's shape.
 */
export function ledgerTransactions(bank: Bank, filters: TransactionFilters = {}): Transaction[] {
  const account = selectCurrentOrganization(useSessionStore.getState());
  if (!account) throw new Error('no selected organization account');
  const rows = account.bank_accounts
    .filter((b) => !filters.bank_account || b.ref === filters.bank_account)
    .flatMap((b) => bank.store.transactions.get(b.ref) ?? [])
    .filter(
      (t) =>
        (!filters.type || t.type === filters.type) &&
        (!filters.currency || t.currency === filters.currency) &&
        (!filters.status || t.status === filters.status) &&
        (!filters.from || t.valueDate >= filters.from) &&
        (!filters.to || t.valueDate <= filters.to),
    )
    .sort((a, b) => b.bookedAt - a.bookedAt || b.seq - a.seq);
  return rows.map((t) => ({
    ref: t.ref,
    bank_account_ref: t.bankAccountRef,
    type: t.type,
    direction: t.direction,
    amount: fromMinorUnits(t.amount, t.currency),
    currency: t.currency,
    balance_after: fromMinorUnits(t.balanceAfter, t.currency),
    status: t.status,
    description: t.description,
    counterparty_name: t.counterpartyName,
    payment_ref: t.paymentRef,
    fx_trade_ref: t.fxTradeRef,
    booked_at: new Date(t.bookedAt).toISOString(),
    value_date: t.valueDate,
  }));
}

/**
 * A date range of the ledger holding between `min` and `max` transactions, with transactions before and
 * after it (so a filter that is not applied shows), chosen from the seed rather than hard-coded.
 */
export function rangeWithSomeTransactions(
  rows: readonly Transaction[],
  { min, max }: { min: number; max: number },
): { from: string; to: string } {
  const dates = [...new Set(rows.map((t) => t.value_date))].sort();
  const count = (from: string, to: string) =>
    rows.filter((t) => t.value_date >= from && t.value_date <= to).length;
  for (let i = Math.floor(dates.length / 3); i < dates.length - 1; i++) {
    for (let j = i + 1; j < dates.length - 1; j++) {
      const from = dates[i];
      const to = dates[j];
      if (!from || !to) continue;
      const n = count(from, to);
      if (n > max) break;
      if (n >= min) return { from, to };
    }
  }
  throw new Error(`no range of ${min}–${max} transactions in the ledger`);
}

/** '-1234567.50' → '-1,234,567.50' (how the portal shows amounts), for comparing with the screen. */
export function grouped(decimal: string): string {
  return decimal.replace(
    /^(-?)(\d+)/,
    (_m, sign: string, int: string) => `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
  );
}
