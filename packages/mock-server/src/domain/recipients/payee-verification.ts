import type { components } from '@portal/api-types/schema';
import type { BankDetails } from '../accounts/index.js';
import { parseBankDetails } from '../accounts/index.js';
import type { Bank } from '../bank/index.js';
import { consume, DomainError, FieldErrorBag, type Quota, type RateRule } from '../bank/index.js';
import type { KnownPayee, PayeeVerificationRecord } from './recipient-records.js';

type RecipientType = components['schemas']['RecipientType'];
type Scheme = PayeeVerificationRecord['scheme'];

/** 30 payee checks a minute per user: repeated checks could probe who holds an account. */
export const PAYEE_CHECK_LIMIT: RateRule = {
  name: 'payee_check',
  limit: 30,
  windowMs: 60_000,
  message: 'Too many payee checks. Please wait a moment and try again.',
};

/** Only sort code (UK Confirmation of Payee) and IBAN (EU Verification of Payee) details have a scheme. */
export function schemeOf(details: BankDetails): Scheme {
  if (details.scheme === 'sort_code') return 'confirmation_of_payee';
  if (details.scheme === 'iban') return 'verification_of_payee';
  return 'none';
}

/** The identity of an account within a scheme (BIC aside: an IBAN names its account on its own). */
export function accountKey(details: BankDetails): string | null {
  if (details.scheme === 'sort_code') return `sort_code:${details.sort_code}:${details.account_number}`;
  if (details.scheme === 'iban') return `iban:${details.iban}`;
  return null;
}

const LEGAL_SUFFIXES = new Set(['ltd', 'limited', 'llc', 'inc', 'gmbh', 'sas', 'bv']);

/** A name as the comparison sees it: no case, accents, punctuation, nor trailing legal suffixes. */
export function normaliseName(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // Dots join ("B.V.", "Inc."); other punctuation separates ("Smith & Sons").
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** Nearly the same name: a typo or two, or one name a word-for-word start of the other ("Acme" / "Acme Trading"). */
function isClose(checked: string, held: string): boolean {
  if (held.startsWith(`${checked} `) || checked.startsWith(`${held} `)) return true;
  return editDistance(checked, held) <= Math.max(1, Math.floor(held.length / 8));
}

const otherType = (type: RecipientType): RecipientType => (type === 'business' ? 'individual' : 'business');

/** Who the bank says holds an account: its customers and the seed's recipients; null when unknown. */
function knownHolder(bank: Bank, key: string): KnownPayee | null {
  const known = bank.store.knownPayees.get(key);
  if (known) return known;
  for (const account of bank.store.bankAccounts.values()) {
    const details = Object.values(account.accountDetails).flat();
    if (details.some((d) => accountKey(d.bank_details) === key))
      return { name: account.holderName, type: 'business' };
  }
  return null;
}

/** Remembers the real holder of a seeded payee's account, as a payee's bank would know it. */
export function registerKnownPayee(
  bank: { store: Bank['store'] },
  details: BankDetails,
  holder: KnownPayee,
): void {
  const key = accountKey(details);
  if (key !== null) bank.store.knownPayees.set(key, holder);
}

/** Whether a recipient change is one the check must run again for (name, type or bank details). */
export function needsNewCheck(before: PayeeCheck, after: PayeeCheck): boolean {
  return (
    before.name !== after.name ||
    before.type !== after.type ||
    JSON.stringify(before.bankDetails) !== JSON.stringify(after.bankDetails)
  );
}

/** createPayment: paying a name the payee's bank does not hold needs the user's explicit confirmation. */
export function requirePayeeConfirmation(
  verification: PayeeVerificationRecord | undefined,
  confirmed: boolean | undefined,
): void {
  if (verification?.outcome !== 'no_match' || confirmed === true) return;
  const message =
    "The payee's bank says this name does not match the account. Confirm that you still want to pay this recipient.";
  throw new DomainError(422, message, {
    code: 'payee_mismatch_unconfirmed',
    errors: { confirm_payee_mismatch: [message] },
  });
}

/** The documented test names of the mock bank (the start of the name, any case) for accounts it does not know. */
function testNameHolder(name: string, type: RecipientType): KnownPayee | 'no_match' | 'unavailable' {
  const start = name.trim().toLowerCase();
  if (start.startsWith('no match')) return 'no_match';
  if (start.startsWith('unavailable')) return 'unavailable';
  // Using the name held ("… Holdings Ltd") makes it a match, as the real schemes do.
  if (start.startsWith('close match'))
    return { name: start.endsWith(' holdings ltd') ? name.trim() : `${name.trim()} Holdings Ltd`, type };
  if (start.startsWith('wrong type')) return { name: name.trim(), type: otherType(type) };
  return { name: name.trim(), type };
}

export type PayeeCheck = { name: string; type: RecipientType; bankDetails: BankDetails };

/** Compares the name and type checked with those the payee's bank holds (deterministic, see verifyPayee). */
export function runPayeeCheck(bank: Bank, check: PayeeCheck): PayeeVerificationRecord {
  const scheme = schemeOf(check.bankDetails);
  const key = accountKey(check.bankDetails);
  const base = {
    scheme,
    checkedName: check.name,
    nameHeld: null,
    accountTypeHeld: null,
    checkedAt: bank.clock.now(),
  };
  if (key === null) return { ...base, outcome: 'unavailable' };
  const held = knownHolder(bank, key) ?? testNameHolder(check.name, check.type);
  if (held === 'no_match' || held === 'unavailable') return { ...base, outcome: held };
  const checked = normaliseName(check.name);
  const heldName = normaliseName(held.name);
  const typeDiffers = held.type !== check.type;
  const accountTypeHeld = typeDiffers ? held.type : null;
  if (checked === heldName && !typeDiffers) return { ...base, outcome: 'match' };
  if (checked === heldName || isClose(checked, heldName))
    return { ...base, outcome: 'close_match', nameHeld: held.name, accountTypeHeld };
  return { ...base, outcome: 'no_match' };
}

/** POST …/payee-verifications: the same check as a recipient's, nothing stored, 30 a minute per user. */
export function verifyPayee(
  bank: Bank,
  userRef: string,
  input: { name: string; type: RecipientType; bank_details: unknown },
): { verification: PayeeVerificationRecord; quota: Quota } {
  const bag = new FieldErrorBag();
  const name = input.name.trim();
  if (name === '') bag.add('name', 'The name must be 1 to 140 characters.');
  const bankDetails = parseBankDetails(input.bank_details, '', bag);
  bag.throwIfAny();
  if (!bankDetails) throw new Error('unreachable: bank details parsed without errors');
  const quota = consume(bank, PAYEE_CHECK_LIMIT, [`user:${userRef}`]);
  return { verification: runPayeeCheck(bank, { name, type: input.type, bankDetails }), quota };
}
