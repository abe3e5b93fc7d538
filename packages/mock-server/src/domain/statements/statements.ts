import type { BankAccount, TransactionRecord } from '../accounts/index.js';
import type { Bank } from '../bank/index.js';
import { bookedEntries, figuresByMonth, ledgerSlice, type MonthFigures, totalsOf } from './ledger-slice.js';
import type { StatementDocument, StatementEntry } from './statement-document.js';
import {
  bankToday,
  firstDayOf,
  lastDayOf,
  type Month,
  monthCloseAt,
  monthOf,
  monthsBetween,
} from './statement-periods.js';

/** A month's statement of one account and currency, without its entries. */
export type StatementSummary = MonthFigures & {
  ref: string;
  bankAccountRef: string;
  currency: string;
  month: Month;
  from: string;
  to: string;
  status: 'final' | 'provisional';
  sequence: number;
  /** When the month closed (null while it is the month in progress). */
  issuedAt: number | null;
};

export const statementRef = (bankAccountRef: string, currency: string, month: Month): string =>
  `stm_${bankAccountRef.slice('ba_'.length)}_${currency}_${month.replace('-', '')}`;

/** The parts of a statement ref, or null when it is not one. */
export function parseStatementRef(
  ref: string,
): { bankAccountRef: string; currency: string; month: Month } | null {
  const m = /^stm_(.+)_([A-Z]{3})_([0-9]{4})(0[1-9]|1[0-2])$/.exec(ref);
  if (!m) return null;
  return { bankAccountRef: `ba_${m[1]}`, currency: m[2] ?? '', month: `${m[3]}-${m[4]}` };
}

/**
 * Every statement of one account and currency, oldest first: one per month from the month of its first booked
 * entry (or this month, when there is none) to the month in progress, which is provisional.
 */
export function statementsOf(bank: Bank, bankAccountRef: string, currency: string): StatementSummary[] {
  const booked = bookedEntries(bank.store, bankAccountRef, currency);
  const byMonth = figuresByMonth(booked);
  const now = bank.clock.now();
  const current = monthOf(bankToday(now));
  // Months compare as text (YYYY-MM): the first entry's month, unless the clock was set before it.
  const firstEntry = booked[0] ? monthOf(booked[0].valueDate) : current;
  const first = [firstEntry, current].sort()[0] ?? current;
  let carried = 0n;
  return monthsBetween(first, current).map((month, i) => {
    const figures = byMonth.get(month) ?? {
      opening: carried,
      closing: carried,
      totalIn: 0n,
      totalOut: 0n,
      entryCount: 0,
    };
    carried = figures.closing;
    const final = month < current;
    return {
      ...figures,
      ref: statementRef(bankAccountRef, currency, month),
      bankAccountRef,
      currency,
      month,
      from: firstDayOf(month),
      to: lastDayOf(month),
      status: final ? 'final' : 'provisional',
      sequence: i + 1,
      issuedAt: final ? monthCloseAt(month) : null,
    };
  });
}

export type StatementQuery = { currency?: string; year?: number };

/** The statements of some bank accounts, newest month first, then in the accounts' and currencies' order. */
export function listStatements(
  bank: Bank,
  accounts: readonly BankAccount[],
  query: StatementQuery,
): StatementSummary[] {
  const all: StatementSummary[] = [];
  for (const account of accounts)
    for (const currency of account.currencies) {
      if (query.currency && currency !== query.currency) continue;
      for (const s of statementsOf(bank, account.ref, currency))
        if (!query.year || s.month.startsWith(`${query.year}-`)) all.push(s);
    }
  // Stable sort: within a month the accounts and currencies keep their order.
  return all.sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
}

/** The statement `ref` of one of these accounts, or null (another organization's, or a month not listed). */
export function findStatement(
  bank: Bank,
  accounts: readonly BankAccount[],
  ref: string,
): { summary: StatementSummary; account: BankAccount } | null {
  const parts = parseStatementRef(ref);
  if (!parts) return null;
  const account = accounts.find((a) => a.ref === parts.bankAccountRef);
  if (!account?.currencies.includes(parts.currency)) return null;
  const summary = statementsOf(bank, account.ref, parts.currency).find((s) => s.month === parts.month);
  return summary ? { summary, account } : null;
}

const entryOf = (bank: Bank, t: TransactionRecord): StatementEntry => ({
  ref: t.ref,
  bookingDate: t.valueDate,
  bookedAt: t.bookedAt,
  valueDate: t.valueDate,
  direction: t.direction,
  amount: t.amount,
  balanceAfter: t.balanceAfter,
  type: t.type,
  description: t.description,
  counterpartyName: t.counterpartyName,
  paymentRef: t.paymentRef,
  fxTradeRef: t.fxTradeRef,
  reference: (t.paymentRef && bank.store.payments.get(t.paymentRef)?.reference) || null,
});

export type DocumentHeader = Pick<StatementDocument, 'ref' | 'status' | 'sequence' | 'issuedAt'>;

/** One account and currency from `from` to `to`, as the statement files show it. */
export function statementDocument(
  bank: Bank,
  account: BankAccount,
  currency: string,
  period: { from: string; to: string },
  header: DocumentHeader,
): StatementDocument {
  const slice = ledgerSlice(bookedEntries(bank.store, account.ref, currency), period.from, period.to);
  const details = (account.accountDetails[currency] ?? []).map((d) => d.bank_details);
  const bic = details.map((d) => ('bic' in d ? d.bic : null)).find((b) => b !== null) ?? null;
  return {
    ...header,
    from: period.from,
    to: period.to,
    currency,
    account: { name: account.name, holderName: account.holderName, details },
    bank: { name: account.bank.name, address: account.bank.address, bic },
    openingBalance: slice.opening,
    closingBalance: slice.closing,
    ...totalsOf(slice.entries),
    entries: slice.entries.map((t) => entryOf(bank, t)),
  };
}
