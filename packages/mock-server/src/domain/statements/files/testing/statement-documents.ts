import type { BankDetails } from '../../../accounts/index.js';
import { addDays, BANK_TIMEZONE, zonedToUtc } from '../../../bank/index.js';
import type { StatementDocument, StatementEntry } from '../../statement-document.js';

/**
 * Deterministic statement documents for the file builders' tests (CSV, CAMT.053, MT940, PDF).
 * Same options, same document: no clock, no randomness.
 */

export type DocumentOptions = {
  entries?: number;
  currency?: string;
  status?: StatementDocument['status'];
  /** Minor units; negative for an overdrawn account. */
  openingBalance?: bigint;
  /** The period (defaults to March 2026) and the statement's sequence number. */
  from?: string;
  to?: string;
  sequence?: number;
  ref?: string;
  details?: BankDetails[];
  bankBic?: string | null;
  /** Description of the entry at `index` (defaults cycle through plain business texts). */
  description?: (index: number) => string;
};

const GBP_DETAILS: BankDetails[] = [
  { scheme: 'sort_code', sort_code: '040004', account_number: '12345678' },
  { scheme: 'iban', iban: 'GB82WEST12345698765432', bic: 'LDGLGB2L' },
];
const EUR_DETAILS: BankDetails[] = [{ scheme: 'iban', iban: 'IE29AIBK93115212345678', bic: 'LDGLIE2D' }];
const USD_DETAILS: BankDetails[] = [
  { scheme: 'aba', routing_number: '026073150', account_number: '4567890123' },
];
const OTHER_DETAILS: BankDetails[] = [{ scheme: 'iban', iban: 'GB33BUKB20201555555555', bic: 'LDGLGB2L' }];

/** How to pay into an account in `currency`, as the seed's bank gives it (local scheme first). */
export function detailsFor(currency: string): BankDetails[] {
  if (currency === 'GBP') return GBP_DETAILS;
  if (currency === 'EUR') return EUR_DETAILS;
  if (currency === 'USD') return USD_DETAILS;
  return OTHER_DETAILS;
}

type EntryShape = Pick<StatementEntry, 'type' | 'direction'> & { counterparty: string | null; text: string };

const SHAPES: EntryShape[] = [
  { type: 'deposit', direction: 'credit', counterparty: 'Contoso Retail Ltd', text: 'Invoice 2026-0142' },
  { type: 'payment', direction: 'debit', counterparty: 'Fabrikam Supplies', text: 'Purchase order 7781' },
  { type: 'payment', direction: 'credit', counterparty: 'Tailspin Toys', text: 'Payment for order 5521' },
  { type: 'fx_trade', direction: 'debit', counterparty: null, text: 'FX trade, sell to EUR' },
  { type: 'fee', direction: 'debit', counterparty: null, text: 'Monthly account fee' },
  {
    type: 'refund',
    direction: 'credit',
    counterparty: 'Fabrikam Supplies',
    text: 'Refund from Fabrikam Supplies',
  },
  { type: 'payment', direction: 'debit', counterparty: 'Wide World Importers', text: 'Rent April' },
  { type: 'interest', direction: 'credit', counterparty: null, text: 'Interest credit' },
];

/** A 16-character id in the bank's alphabet from a number and a salt, so refs look like the simulator's. */
function idOf(n: number, salt: string): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  let x = 2166136261;
  for (const c of `${salt}:${n}`) x = Math.imul(x ^ (c.codePointAt(0) ?? 0), 16777619) >>> 0;
  let id = '';
  for (let i = 0; i < 16; i++) {
    x = Math.imul(x ^ (x >>> 15), 2246822507) >>> 0;
    x = (x ^ (x >>> 13)) >>> 0;
    id += alphabet[x % 32];
  }
  return id;
}

/** Days in the period from `from` to `to` inclusive. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Entries in booking order, spread over `days`; amounts vary with the index. */
function makeEntries(
  count: number,
  currency: string,
  days: readonly string[],
  options: DocumentOptions,
  salt: string,
) {
  const scale = currency === 'JPY' ? 1n : 100n;
  const entries: Omit<StatementEntry, 'balanceAfter'>[] = [];
  for (let i = 0; i < count; i++) {
    const shape = SHAPES[i % SHAPES.length] as EntryShape;
    const day = days[Math.floor((i * days.length) / count)] as string;
    const minute = (i * 7) % (10 * 60);
    const time = `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const major = BigInt(((i * 7919) % 4000) + 1);
    const cents = currency === 'JPY' ? 0n : BigInt((i * 37) % 100);
    const amount =
      shape.type === 'fee' || shape.type === 'interest' ? 3n * scale + cents : major * scale + cents;
    const reference =
      shape.type === 'fx_trade'
        ? `fxt_${idOf(i, `${salt}fxt`)}`
        : shape.type === 'payment' || shape.type === 'refund'
          ? `pay_${idOf(i, `${salt}pay`)}`
          : null;
    entries.push({
      ref: `txn_${idOf(i, `${salt}txn`)}`,
      bookingDate: day,
      bookedAt: zonedToUtc(day, time, BANK_TIMEZONE),
      valueDate: day,
      direction: shape.direction,
      amount,
      type: shape.type,
      description: options.description ? options.description(i) : shape.text,
      counterpartyName: shape.counterparty,
      paymentRef: reference?.startsWith('pay_') ? reference : null,
      fxTradeRef: reference?.startsWith('fxt_') ? reference : null,
      reference,
    });
  }
  return entries;
}

/** The document with these entries, its running balances and totals recomputed from the opening balance. */
export function withEntries(
  doc: StatementDocument,
  entries: readonly Omit<StatementEntry, 'balanceAfter'>[],
): StatementDocument {
  let balance = doc.openingBalance;
  let totalIn = 0n;
  let totalOut = 0n;
  const booked = entries.map((e) => {
    if (e.direction === 'credit') {
      balance += e.amount;
      totalIn += e.amount;
    } else {
      balance -= e.amount;
      totalOut += e.amount;
    }
    return { ...e, balanceAfter: balance };
  });
  return { ...doc, entries: booked, closingBalance: balance, totalIn, totalOut };
}

/** A statement document for tests: `entries` entries in `currency` over one month. */
export function documentWith(options: DocumentOptions = {}): StatementDocument {
  const currency = options.currency ?? 'GBP';
  const from = options.from ?? '2026-03-01';
  const to = options.to ?? '2026-03-31';
  const status = options.status ?? 'final';
  const openingBalance = options.openingBalance ?? (currency === 'JPY' ? 1_250_000n : 1_000_000n);
  const sequence = options.sequence ?? 3;
  // A final statement is issued the day after its period; a provisional one mid-period, with entries so far.
  const days = daysBetween(from, to);
  const bookedDays = status === 'final' ? days : days.slice(0, 15);
  const base: StatementDocument = {
    ref: options.ref ?? `stm_${idOf(sequence, `${currency}${from}`)}`,
    status,
    sequence,
    from,
    to,
    issuedAt:
      status === 'final'
        ? zonedToUtc(addDays(to, 1), '06:00', BANK_TIMEZONE)
        : zonedToUtc(bookedDays.at(-1) ?? from, '23:30', BANK_TIMEZONE),
    currency,
    account: {
      name: 'Operating account',
      holderName: 'Northwind Trading Ltd',
      details: options.details ?? detailsFor(currency),
    },
    bank: {
      name: 'Ledgerline Bank plc',
      address: '1 Example Street, London EC2A 1AA, United Kingdom',
      bic: options.bankBic === undefined ? 'LDGLGB2L' : options.bankBic,
    },
    openingBalance,
    closingBalance: openingBalance,
    totalIn: 0n,
    totalOut: 0n,
    entries: [],
  };
  return withEntries(base, makeEntries(options.entries ?? 8, currency, bookedDays, options, base.ref));
}
