import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { FieldErrorBag } from '../bank/index.js';
import type { BankDetails } from './account-records.js';

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidAbaRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = routing.split('').map(Number);
  const at = (i: number): number => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Validates and normalises bank details; adds field errors under `bank_details.*`. */
export function parseBankDetails(input: unknown, country: string, bag: FieldErrorBag): BankDetails | null {
  if (typeof input !== 'object' || input === null) {
    bag.add('bank_details', 'Bank details are required.');
    return null;
  }
  const raw = input as Record<string, unknown>;
  const scheme = raw.scheme;
  const before = Object.keys(bag.errors).length;
  let details: BankDetails | null = null;
  if (scheme === 'iban') {
    const iban = electronicFormatIBAN(str(raw.iban)) ?? '';
    const bic = str(raw.bic).toUpperCase();
    if (!isValidIBAN(iban)) bag.add('bank_details.iban', 'The IBAN is not valid.');
    else if (country && iban.slice(0, 2) !== country)
      bag.add('bank_details.iban', 'The IBAN does not belong to the selected country.');
    if (!isValidBIC(bic)) bag.add('bank_details.bic', 'The BIC is not valid.');
    details = { scheme, iban, bic };
  } else if (scheme === 'sort_code') {
    const sortCode = str(raw.sort_code).replace(/[-\s]/g, '');
    const accountNumber = str(raw.account_number);
    if (!/^\d{6}$/.test(sortCode)) bag.add('bank_details.sort_code', 'The sort code must be 6 digits.');
    if (!/^\d{8}$/.test(accountNumber))
      bag.add('bank_details.account_number', 'The account number must be 8 digits.');
    details = { scheme, sort_code: sortCode, account_number: accountNumber };
  } else if (scheme === 'aba') {
    const routing = str(raw.routing_number);
    const accountNumber = str(raw.account_number);
    if (!isValidAbaRouting(routing))
      bag.add('bank_details.routing_number', 'The ABA routing number is not valid.');
    if (!/^\d{4,17}$/.test(accountNumber))
      bag.add('bank_details.account_number', 'The account number must be 4 to 17 digits.');
    details = { scheme, routing_number: routing, account_number: accountNumber };
  } else if (scheme === 'swift') {
    const bic = str(raw.bic).toUpperCase();
    const accountNumber = str(raw.account_number).toUpperCase();
    if (!isValidBIC(bic)) bag.add('bank_details.bic', 'The BIC is not valid.');
    if (!/^[A-Z0-9]{4,34}$/.test(accountNumber))
      bag.add('bank_details.account_number', 'The account number must be 4 to 34 letters or digits.');
    details = { scheme, bic, account_number: accountNumber };
  } else {
    bag.add('bank_details.scheme', 'The scheme must be one of iban, sort_code, aba, swift.');
  }
  return Object.keys(bag.errors).length === before ? details : null;
}
