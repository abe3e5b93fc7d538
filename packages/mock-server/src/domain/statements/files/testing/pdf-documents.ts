import type { BankDetails } from '../../../accounts/index.js';
import type {
  BalanceConfirmationDocument,
  StatementDocument,
  StatementEntry,
} from '../../statement-document.js';

/** Small documents for the PDF tests and the timing script: balances computed here, in bigint, from the entries. */

export const PDF_TEST_BANK = {
  name: 'Ledgerline Bank plc',
  address: '1 Example Street, London EC2A 1AA, United Kingdom',
  bic: 'LDGLGB2L',
};

/** 1 November 2026, 07:30 in London: the morning after an October statement period. */
export const PDF_TEST_ISSUED_AT = Date.UTC(2026, 10, 1, 7, 30);

const DETAILS: Record<string, BankDetails[]> = {
  GBP: [
    { scheme: 'sort_code', sort_code: '040004', account_number: '12345678' },
    { scheme: 'iban', iban: 'GB78LDGL04000412345678', bic: 'LDGLGB2L' },
  ],
  EUR: [{ scheme: 'iban', iban: 'IE59LDGL93115212345678', bic: 'LDGLIE2D' }],
  USD: [{ scheme: 'aba', routing_number: '026073150', account_number: '8310004412' }],
  JPY: [{ scheme: 'swift', bic: 'MHCBJPJT', account_number: '1234567890' }],
};

export type TestEntry = {
  description: string;
  direction: 'credit' | 'debit';
  amount: bigint;
  counterpartyName?: string | null;
  reference?: string | null;
};

/** `count` entries alternating money in and out, with amounts that vary but never take the balance below zero. */
export function generatedEntries(count: number): TestEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const credit = i % 2 === 0;
    return {
      description: credit ? `Payment from Customer ${i + 1}` : `Payment to Supplier ${i + 1}`,
      direction: credit ? 'credit' : 'debit',
      amount: BigInt(((i * 7919) % 90_000) + 1_050),
      counterpartyName: i % 5 === 4 ? null : credit ? `Customer ${i + 1} Ltd` : `Supplier ${i + 1} GmbH`,
      reference: i % 3 === 0 ? `INV-${String(i + 1).padStart(5, '0')}` : null,
    };
  });
}

export function pdfTestStatement(options: {
  entries: readonly TestEntry[];
  currency?: string;
  status?: 'final' | 'provisional';
  openingBalance?: bigint;
  ref?: string;
}): StatementDocument {
  const currency = options.currency ?? 'GBP';
  const openingBalance = options.openingBalance ?? 10_000_000n;
  let balance = openingBalance;
  let totalIn = 0n;
  let totalOut = 0n;
  const count = options.entries.length;
  const entries: StatementEntry[] = options.entries.map((e, i) => {
    if (e.direction === 'credit') {
      balance += e.amount;
      totalIn += e.amount;
    } else {
      balance -= e.amount;
      totalOut += e.amount;
    }
    const day = String(1 + Math.floor((i * 31) / Math.max(count, 1))).padStart(2, '0');
    return {
      ref: `txn_${String(i + 1).padStart(8, '0')}`,
      bookingDate: `2026-10-${day}`,
      bookedAt: Date.UTC(2026, 9, Number(day), 10),
      valueDate: `2026-10-${day}`,
      direction: e.direction,
      amount: e.amount,
      balanceAfter: balance,
      type: 'payment',
      description: e.description,
      counterpartyName: e.counterpartyName ?? null,
      paymentRef: null,
      fxTradeRef: null,
      reference: e.reference ?? null,
    };
  });
  return {
    ref: options.ref ?? `STM-${currency}-2026-10`,
    status: options.status ?? 'final',
    sequence: 7,
    from: '2026-10-01',
    to: '2026-10-31',
    issuedAt: PDF_TEST_ISSUED_AT,
    currency,
    account: {
      name: 'Operating account',
      holderName: 'Northwind Trading Ltd',
      details: DETAILS[currency] ?? [],
    },
    bank: PDF_TEST_BANK,
    openingBalance,
    closingBalance: balance,
    totalIn,
    totalOut,
    entries,
  };
}

export function pdfTestBalanceConfirmation(
  balances: readonly { accountName: string; currency: string; balance: bigint }[],
): BalanceConfirmationDocument {
  return {
    verificationReference: 'BC-7K3M-Q9XD-2PWT',
    date: '2026-10-31',
    issuedAt: PDF_TEST_ISSUED_AT,
    organizationName: 'Northwind Trading Ltd',
    requestedBy: 'Jane Auditor',
    bank: PDF_TEST_BANK,
    balances: balances.map((b) => ({
      ...b,
      holderName: 'Northwind Trading Ltd',
      details: DETAILS[b.currency] ?? [],
    })),
  };
}
