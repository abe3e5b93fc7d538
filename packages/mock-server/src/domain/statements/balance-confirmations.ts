import type { BankAccount } from '../accounts/index.js';
import {
  type Bank,
  consume,
  newRef,
  notFound,
  randomCrockford,
  VERIFICATION_LIMIT,
  validation,
} from '../bank/index.js';
import { bookedEntries, ledgerSlice } from './ledger-slice.js';
import { bankToday } from './statement-periods.js';
import type { BalanceConfirmationRecord } from './statement-records.js';

const EARLIEST = '2000-01-01';

const newVerificationReference = (): string => {
  const code = randomCrockford(12);
  return `BC-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
};

export type ConfirmationRequest = {
  orgRef: string;
  organizationName: string;
  accounts: readonly BankAccount[];
  date: string;
  requestedBy: BalanceConfirmationRecord['requestedBy'];
};

/**
 * The booked balance of every account and currency at the end of `date`, kept under an unguessable reference
 * so the bank can later confirm the letter. Only a day that has ended can be confirmed.
 */
export function confirmBalances(bank: Bank, request: ConfirmationRequest): BalanceConfirmationRecord {
  const now = bank.clock.now();
  if (request.date >= bankToday(now) || request.date < EARLIEST)
    throw validation({
      date: [
        request.date < EARLIEST
          ? 'Choose a date from 1 January 2000.'
          : 'Choose a day that has ended: balances are confirmed at the close of business.',
      ],
    });
  const balances = request.accounts.flatMap((account) =>
    account.currencies.map((currency) => ({
      bankAccountRef: account.ref,
      accountName: account.name,
      currency,
      balance: ledgerSlice(bookedEntries(bank.store, account.ref, currency), request.date, request.date)
        .closing,
    })),
  );
  let verificationReference = newVerificationReference();
  while (bank.store.balanceConfirmations.has(verificationReference))
    verificationReference = newVerificationReference();
  const record: BalanceConfirmationRecord = {
    ref: newRef(bank.store, 'bcf'),
    verificationReference,
    orgRef: request.orgRef,
    organizationName: request.organizationName,
    date: request.date,
    issuedAt: now,
    requestedBy: request.requestedBy,
    balances,
  };
  bank.store.balanceConfirmations.set(verificationReference, record);
  return record;
}

/** The letter with this reference, for anyone who holds it; counted per client so references cannot be guessed. */
export function verifyConfirmation(bank: Bank, client: string, reference: string): BalanceConfirmationRecord {
  consume(bank, VERIFICATION_LIMIT, [`client:${client}`]);
  const record = bank.store.balanceConfirmations.get(reference);
  if (!record) throw notFound('balance confirmation');
  return record;
}
