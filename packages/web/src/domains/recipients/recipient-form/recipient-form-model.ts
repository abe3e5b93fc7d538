import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { z } from 'zod';
import {
  compactIban,
  isValidAbaRouting,
  isValidBic,
  isValidIban,
  isValidSortCode,
  isValidSwiftAccountNumber,
  isValidUkAccountNumber,
  isValidUsAccountNumber,
} from '../../accounts/bank-validators';
import { compactSortCode, formatSortCode } from '../../accounts/sort-code';

export type Recipient = components['schemas']['Recipient'];
export type RecipientInput = components['schemas']['RecipientInput'];
export type Country = components['schemas']['Country'];
export type BankDetailsScheme = components['schemas']['BankDetailsScheme'];
export type BankDetails = components['schemas']['BankDetails'];

/** The form's flat values; the bank detail fields in use depend on the scheme. */
export interface RecipientFormValues {
  type: 'business' | 'individual';
  name: string;
  legal_name: string;
  registration_number: string;
  email: string;
  country: string;
  currency: string;
  iban: string;
  bic: string;
  sort_code: string;
  account_number: string;
  routing_number: string;
}

export const emptyRecipientValues: RecipientFormValues = {
  type: 'business',
  name: '',
  legal_name: '',
  registration_number: '',
  email: '',
  country: '',
  currency: '',
  iban: '',
  bic: '',
  sort_code: '',
  account_number: '',
  routing_number: '',
};

/**
 * Which bank details a recipient needs: the country's scheme (IBAN + BIC across most of Europe, sort
 * code for the UK, ABA for the US, BIC + account elsewhere), except that a UK account in another currency
 * is paid by IBAN and a US account in another currency by SWIFT.
 */
export function schemeFor(country: Country | undefined, currency: string): BankDetailsScheme | null {
  if (!country) return null;
  const scheme = country.bank_details_scheme;
  if (scheme === 'sort_code' && currency && currency !== 'GBP') return 'iban';
  if (scheme === 'aba' && currency && currency !== 'USD') return 'swift';
  return scheme;
}

export const BANK_FIELDS: Record<BankDetailsScheme, (keyof RecipientFormValues)[]> = {
  iban: ['iban', 'bic'],
  sort_code: ['sort_code', 'account_number'],
  aba: ['routing_number', 'account_number'],
  swift: ['bic', 'account_number'],
};

/** The form's validation messages, looked up in the active language when a check fails. */
export const RECIPIENT_MESSAGES = {
  name: msg`Enter the recipient’s name (at most 140 characters).`,
  country: msg`Choose a country.`,
  currency: msg`Choose a currency.`,
  email: msg`Enter a valid email address.`,
  registration: msg`Use letters, digits, spaces and . / - only (at most 50 characters).`,
  iban: msg`Enter a valid IBAN.`,
  ibanCountry: msg`The IBAN does not belong to the selected country.`,
  bic: msg`Enter a valid BIC (8 or 11 characters).`,
  sortCode: msg`Enter a 6-digit sort code, for example 60-16-13.`,
  ukAccount: msg`Enter an 8-digit account number.`,
  routing: msg`Enter a valid 9-digit ABA routing number.`,
  usAccount: msg`Enter an account number of 4 to 17 digits.`,
  swiftAccount: msg`Enter an account number of 4 to 34 letters or digits.`,
} satisfies Record<string, MessageDescriptor>;

// Control characters are refused by the contract; anything else (including markup) is plain text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export function buildRecipientSchema(countries: ReadonlyArray<Country>) {
  return z
    .object({
      type: z.enum(['business', 'individual']),
      name: z.string(),
      legal_name: z.string(),
      registration_number: z.string(),
      email: z.string(),
      country: z.string(),
      currency: z.string(),
      iban: z.string(),
      bic: z.string(),
      sort_code: z.string(),
      account_number: z.string(),
      routing_number: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof RecipientFormValues, message: MessageDescriptor) =>
        ctx.addIssue({ code: 'custom', path: [path], message: i18n._(message) });
      const name = v.name.trim();
      if (name.length < 1 || name.length > 140 || CONTROL.test(name)) issue('name', RECIPIENT_MESSAGES.name);
      if (v.legal_name.trim().length > 140 || CONTROL.test(v.legal_name))
        issue('legal_name', msg`Use at most 140 characters.`);
      const reg = v.registration_number.trim();
      if (reg && (reg.length > 50 || !/^[A-Za-z0-9 ./-]+$/.test(reg)))
        issue('registration_number', RECIPIENT_MESSAGES.registration);
      const email = v.email.trim();
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) issue('email', RECIPIENT_MESSAGES.email);
      const country = countries.find((c) => c.code === v.country);
      if (!country) issue('country', RECIPIENT_MESSAGES.country);
      if (!/^[A-Z]{3}$/.test(v.currency)) issue('currency', RECIPIENT_MESSAGES.currency);
      const scheme = schemeFor(country, v.currency);
      if (scheme === 'iban') {
        if (!isValidIban(v.iban)) issue('iban', RECIPIENT_MESSAGES.iban);
        else if (country && compactIban(v.iban).slice(0, 2) !== country.code)
          issue('iban', RECIPIENT_MESSAGES.ibanCountry);
        if (!isValidBic(v.bic)) issue('bic', RECIPIENT_MESSAGES.bic);
      } else if (scheme === 'sort_code') {
        if (!isValidSortCode(v.sort_code)) issue('sort_code', RECIPIENT_MESSAGES.sortCode);
        if (!isValidUkAccountNumber(v.account_number)) issue('account_number', RECIPIENT_MESSAGES.ukAccount);
      } else if (scheme === 'aba') {
        if (!isValidAbaRouting(v.routing_number)) issue('routing_number', RECIPIENT_MESSAGES.routing);
        if (!isValidUsAccountNumber(v.account_number)) issue('account_number', RECIPIENT_MESSAGES.usAccount);
      } else if (scheme === 'swift') {
        if (!isValidBic(v.bic)) issue('bic', RECIPIENT_MESSAGES.bic);
        if (!isValidSwiftAccountNumber(v.account_number))
          issue('account_number', RECIPIENT_MESSAGES.swiftAccount);
      }
    });
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The API body for validated form values. */
export function toRecipientInput(v: RecipientFormValues, countries: ReadonlyArray<Country>): RecipientInput {
  const scheme = schemeFor(
    countries.find((c) => c.code === v.country),
    v.currency,
  );
  let bank_details: BankDetails;
  switch (scheme) {
    case 'sort_code':
      bank_details = {
        scheme,
        sort_code: compactSortCode(v.sort_code.trim()),
        account_number: v.account_number.trim(),
      };
      break;
    case 'aba':
      bank_details = {
        scheme,
        routing_number: v.routing_number.trim(),
        account_number: v.account_number.trim(),
      };
      break;
    case 'swift':
      bank_details = {
        scheme,
        bic: v.bic.trim().toUpperCase(),
        account_number: v.account_number.trim().toUpperCase(),
      };
      break;
    default:
      bank_details = { scheme: 'iban', iban: compactIban(v.iban), bic: v.bic.trim().toUpperCase() };
  }
  const business = v.type === 'business';
  return {
    type: v.type,
    name: v.name.trim(),
    legal_name: business ? orNull(v.legal_name) : null,
    registration_number: business ? orNull(v.registration_number) : null,
    email: orNull(v.email),
    country: v.country,
    currency: v.currency,
    bank_details,
  };
}

/** Form values of an existing recipient (for editing). */
export function fromRecipient(r: Recipient): RecipientFormValues {
  const d = r.bank_details;
  return {
    ...emptyRecipientValues,
    type: r.type,
    name: r.name,
    legal_name: r.legal_name ?? '',
    registration_number: r.registration_number ?? '',
    email: r.email ?? '',
    country: r.country,
    currency: r.currency,
    ...(d.scheme === 'iban' ? { iban: d.iban, bic: d.bic } : {}),
    ...(d.scheme === 'sort_code'
      ? { sort_code: formatSortCode(d.sort_code), account_number: d.account_number }
      : {}),
    ...(d.scheme === 'aba' ? { routing_number: d.routing_number, account_number: d.account_number } : {}),
    ...(d.scheme === 'swift' ? { bic: d.bic, account_number: d.account_number } : {}),
  };
}

/** The server's field errors ('bank_details.iban', 'name', …) keyed by the form's field names. */
export function mapRecipientFieldErrors(
  errors: Record<string, string>,
): Partial<Record<keyof RecipientFormValues, string>> {
  const known = new Set(Object.keys(emptyRecipientValues));
  const out: Partial<Record<keyof RecipientFormValues, string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = field.replace(/^bank_details\./, '');
    if (known.has(key)) out[key as keyof RecipientFormValues] = message;
  }
  return out;
}

const lastFour = (value: string) => `••••${value.slice(-4)}`;

/** Bank details with the account part masked, for lists and the payment review. */
export function bankDetailsSummary(d: BankDetails): string {
  switch (d.scheme) {
    case 'iban':
      return `IBAN ${d.iban.slice(0, 4)} ${lastFour(d.iban)}`;
    case 'sort_code': {
      const sortCode = formatSortCode(d.sort_code);
      const account = lastFour(d.account_number);
      return t`Sort code ${sortCode}, account ${account}`;
    }
    case 'aba': {
      const routing = d.routing_number;
      const account = lastFour(d.account_number);
      return t`Routing ${routing}, account ${account}`;
    }
    case 'swift': {
      const bic = d.bic;
      const account = lastFour(d.account_number);
      return t`BIC ${bic}, account ${account}`;
    }
  }
}
