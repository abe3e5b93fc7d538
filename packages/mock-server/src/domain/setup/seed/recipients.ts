import type { BankDetails } from '../../accounts/index.js';
import type { Rng } from '../../bank/index.js';
import { newRef, type Store } from '../../bank/index.js';
import type { PayeeVerificationRecord, RecipientRecord } from '../../recipients/index.js';
import { registerKnownPayee, schemeOf } from '../../recipients/index.js';
import { seededAba, seededIban, seededSortCode, seededSwift } from './bank-detail-generators.js';
import { COMPANY_NAMES, COUNTRY_CURRENCY, PEOPLE_NAMES } from './reference-data.js';

function detailsFor(country: string, rng: Rng): BankDetails {
  if (country === 'GB') return seededSortCode(rng);
  if (country === 'US') return seededAba(rng);
  if (country === 'JP') return seededSwift(country, rng);
  return seededIban(country, rng);
}

const seededCheck = (r: RecipientRecord): PayeeVerificationRecord => {
  const scheme = schemeOf(r.bankDetails);
  return {
    outcome: scheme === 'none' ? 'unavailable' : 'match',
    scheme,
    checkedName: r.name,
    nameHeld: null,
    accountTypeHeld: null,
    checkedAt: r.createdAt,
  };
};

const emailOf = (name: string): string =>
  `accounts@${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 18)}.example`;

/** Recipients for one organization: `countries` decides how many of each. */
export function seedRecipients(
  store: Store,
  rng: Rng,
  orgRef: string,
  countries: string[],
  now: number,
): RecipientRecord[] {
  const used = new Set<string>();
  const out: RecipientRecord[] = [];
  for (const country of countries) {
    const individual = rng.chance(0.2) && (PEOPLE_NAMES[country]?.length ?? 0) > 0;
    const pool = individual ? (PEOPLE_NAMES[country] ?? []) : (COMPANY_NAMES[country] ?? []);
    const name = pool.find((n) => !used.has(n)) ?? `${rng.pick(pool)} (${out.length + 1})`;
    used.add(name);
    const createdAt = now - rng.int(40, 400) * 86_400_000;
    const status = rng.chance(0.85)
      ? 'active'
      : rng.pick(['verified', 'pending', 'partially_verified'] as const);
    out.push({
      ref: newRef(store, 'rcp'),
      orgRef,
      type: individual ? 'individual' : 'business',
      name,
      legalName: individual ? null : name,
      registrationNumber: individual ? null : `${country}${rng.int(10_000_000, 99_999_999)}`,
      email: individual ? null : emailOf(name),
      country,
      currency: COUNTRY_CURRENCY[country] ?? 'EUR',
      bankDetails: detailsFor(country, rng),
      status,
      createdAt,
      updatedAt: createdAt,
    });
  }
  for (const r of out) {
    store.recipients.set(r.ref, r);
    // The payee's bank knows its customer; the check run when the recipient was added found the name.
    registerKnownPayee({ store }, r.bankDetails, { name: r.name, type: r.type });
    r.verification = seededCheck(r);
  }
  return out;
}

export const NORTHWIND_RECIPIENT_COUNTRIES = [
  ...Array<string>(9).fill('GB'),
  'DE',
  'DE',
  'DE',
  'NL',
  'NL',
  'FR',
  'FR',
  'FR',
  'ES',
  'IT',
  'IE',
  'IE',
  'AT',
  'BE',
  'CH',
  'CH',
  'CH',
  ...Array<string>(6).fill('US'),
  'JP',
  'JP',
  'JP',
];

export const ACME_RECIPIENT_COUNTRIES = [
  'DE',
  'DE',
  'DE',
  'AT',
  'NL',
  'FR',
  'IT',
  'US',
  'US',
  'US',
  'ES',
  'BE',
];
export const GLOBEX_RECIPIENT_COUNTRIES = ['US', 'US', 'US', 'GB', 'GB', 'US'];
