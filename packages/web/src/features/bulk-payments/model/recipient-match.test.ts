import { describe, expect, it } from 'vitest';
import { recipientNamed } from '../testing/recipient-named';
import {
  manyRecipientsMatchText,
  matchRecipient,
  noRecipientMatchText,
  notPayableText,
  type RecipientDirectory,
} from './recipient-match';

const hansa = recipientNamed('Hansa Logistik', {
  legal_name: 'Hansa Logistik GmbH',
  country: 'DE',
  currency: 'EUR',
  bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
});
const harbour = recipientNamed('Harbour Lettings Ltd');
const directory: RecipientDirectory = [
  hansa,
  harbour,
  recipientNamed('Acme Supplies', {
    ref: 'rcp_acme_1',
    bank_details: { scheme: 'aba', routing_number: '021000021', account_number: '555000111' },
  }),
  recipientNamed('Acme Supplies', {
    ref: 'rcp_acme_2',
    bank_details: { scheme: 'swift', bic: 'CHASUS33', account_number: '9' },
  }),
  recipientNamed('Flagged Trading', {
    status: 'flagged',
    bank_details: { scheme: 'sort_code', sort_code: '309634', account_number: '12345678' },
  }),
];

describe('matchRecipient (a file names a recipient the way people know it, rule BULK-18)', () => {
  it('finds one by name or legal name, whatever the case and spacing', () => {
    expect(matchRecipient('harbour  lettings LTD', directory)).toEqual({
      ok: true,
      ref: harbour.ref,
      name: harbour.name,
    });
    expect(matchRecipient('Hansa Logistik GmbH', directory)).toMatchObject({ ok: true, ref: hansa.ref });
  });

  it('finds one by IBAN or account number, with or without spaces and dashes, or by sort code and account', () => {
    expect(matchRecipient('de89 3704 0044 0532 0130 00', directory)).toMatchObject({
      ok: true,
      ref: hansa.ref,
    });
    expect(matchRecipient('555000111', directory)).toMatchObject({ ok: true, ref: 'rcp_acme_1' });
    expect(matchRecipient('20-04-15 41025836', directory)).toMatchObject({ ok: true, ref: harbour.ref });
  });

  it('takes a reference as it is', () => {
    expect(matchRecipient('rcp_acme_2', directory)).toMatchObject({ ok: true, ref: 'rcp_acme_2' });
  });

  it('asks to choose when no one or several match, and refuses one that cannot be paid', () => {
    expect(matchRecipient('Nobody Ltd', directory)).toEqual({
      ok: false,
      problem: noRecipientMatchText('Nobody Ltd'),
    });
    expect(matchRecipient('acme supplies', directory)).toEqual({
      ok: false,
      problem: manyRecipientsMatchText('acme supplies', 2),
    });
    expect(matchRecipient('Flagged Trading', directory)).toEqual({
      ok: false,
      problem: notPayableText('Flagged Trading', 'flagged'),
    });
    expect(matchRecipient('Harbour', directory)).toMatchObject({ ok: false });
  });
});
