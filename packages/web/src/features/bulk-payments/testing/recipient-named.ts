import type { Recipient } from '../../../domains/recipients/recipient-form/recipient-form-model';

/** A recipient as the bank lists it, for the model's tests: its ref follows from its name. */
export const recipientNamed = (name: string, patch: Partial<Recipient> = {}): Recipient => ({
  ref: `rcp_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`,
  type: 'business',
  name,
  legal_name: null,
  registration_number: null,
  email: null,
  country: 'GB',
  currency: 'GBP',
  bank_details: { scheme: 'sort_code', sort_code: '200415', account_number: '41025836' },
  status: 'active',
  created_at: '2026-11-25T07:00:00Z',
  updated_at: '2026-11-25T07:00:00Z',
  kyc_documents_count: 0,
  ...patch,
});
