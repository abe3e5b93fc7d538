import type { components } from '@portal/api-types/schema';
import { parseBankDetails } from '../accounts/index.js';
import type { User } from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, isSupportedCurrency, newRef, notFound } from '../bank/index.js';
import { requireOrg } from '../team/index.js';
import { needsNewCheck, runPayeeCheck } from './payee-verification.js';
import type { RecipientRecord } from './recipient-records.js';

export function requireRecipient(bank: Bank, user: User, orgRef: string, ref: string): RecipientRecord {
  requireOrg(bank.store, user, orgRef);
  const recipient = bank.store.recipients.get(ref);
  if (!recipient || recipient.orgRef !== orgRef) throw notFound('recipient');
  return recipient;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const optional = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

type RecipientFields = Omit<RecipientRecord, 'ref' | 'orgRef' | 'status' | 'createdAt' | 'updatedAt'>;
type RecipientInput = components['schemas']['RecipientInput'];

export function parseRecipientInput(input: RecipientInput): RecipientFields {
  const bag = new FieldErrorBag();
  const type = input.type;
  if (type !== 'business' && type !== 'individual')
    bag.add('type', 'The type must be business or individual.');
  const name = text(input.name);
  if (name.length < 1 || name.length > 140) bag.add('name', 'The name must be 1 to 140 characters.');
  const legalName = optional(input.legal_name);
  if (legalName && legalName.length > 140)
    bag.add('legal_name', 'The legal name must be at most 140 characters.');
  const registrationNumber = optional(input.registration_number);
  if (registrationNumber && registrationNumber.length > 50)
    bag.add('registration_number', 'The registration number must be at most 50 characters.');
  const email = optional(input.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) bag.add('email', 'The email address is not valid.');
  const country = text(input.country);
  if (!/^[A-Z]{2}$/.test(country)) bag.add('country', 'The country must be an ISO 3166-1 alpha-2 code.');
  const currency = text(input.currency);
  if (!/^[A-Z]{3}$/.test(currency) || !isSupportedCurrency(currency))
    bag.add('currency', 'The currency is not supported.');
  const bankDetails = parseBankDetails(input.bank_details, /^[A-Z]{2}$/.test(country) ? country : '', bag);
  bag.throwIfAny();
  if (!bankDetails || (type !== 'business' && type !== 'individual'))
    throw new DomainError(422, 'Invalid recipient.');
  return { type, name, legalName, registrationNumber, email, country, currency, bankDetails };
}

/**
 * Stores a new active recipient from checked fields, with the payee check given (a bulk payment's, run when its
 * rows were checked) or run now.
 */
export function addRecipient(
  bank: Bank,
  orgRef: string,
  fields: RecipientFields,
  verification: RecipientRecord['verification'] = runPayeeCheck(bank, fields),
): RecipientRecord {
  const now = bank.clock.now();
  const recipient: RecipientRecord = {
    ...fields,
    ref: newRef(bank.store, 'rcp'),
    orgRef,
    status: 'active',
    createdAt: now,
    updatedAt: now,
    verification,
  };
  bank.store.recipients.set(recipient.ref, recipient);
  return recipient;
}

export function createRecipient(bank: Bank, user: User, orgRef: string, input: RecipientInput) {
  requireOrg(bank.store, user, orgRef);
  return addRecipient(bank, orgRef, parseRecipientInput(input));
}

export function updateRecipient(bank: Bank, recipient: RecipientRecord, input: RecipientInput) {
  const fields = parseRecipientInput(input);
  const recheck = !recipient.verification || needsNewCheck(recipient, fields);
  Object.assign(recipient, fields, { updatedAt: bank.clock.now() });
  if (recheck) recipient.verification = runPayeeCheck(bank, fields);
  return recipient;
}

const OPEN: components['schemas']['PaymentStatus'][] = [
  'initiated',
  'pending',
  'scheduled',
  'processing',
  'flagged',
];

export function deleteRecipient(bank: Bank, recipient: RecipientRecord): void {
  for (const p of bank.store.payments.values()) {
    if (p.recipientRef === recipient.ref && OPEN.includes(p.status)) {
      throw new DomainError(409, 'This recipient has a scheduled or pending payment and cannot be deleted.', {
        code: 'recipient_in_use',
      });
    }
    if (p.recipientRef === recipient.ref && p.status === 'awaiting_approval') {
      throw new DomainError(409, 'This recipient has a payment awaiting approval and cannot be deleted.', {
        code: 'recipient_in_use',
      });
    }
  }
  bank.store.recipients.delete(recipient.ref);
  bank.store.kycDocuments.delete(recipient.ref);
}

export type RecipientFilter = { search?: string; country?: string; currency?: string; status?: string };

export function listRecipients(bank: Bank, orgRef: string, f: RecipientFilter): RecipientRecord[] {
  const q = f.search?.trim().toLowerCase();
  return [...bank.store.recipients.values()]
    .filter(
      (r) =>
        r.orgRef === orgRef &&
        (!q || r.name.toLowerCase().includes(q) || (r.legalName ?? '').toLowerCase().includes(q)) &&
        (!f.country || r.country === f.country) &&
        (!f.currency || r.currency === f.currency) &&
        (!f.status || r.status === f.status),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || (a.ref < b.ref ? -1 : 1));
}
