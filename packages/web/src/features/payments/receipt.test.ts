import type { components } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { makeBankAccount } from '../../domains/session/testing/current-user-fixture';
import { pdfTexts } from '../../testing/pdf-text';
import { receiptFileName, receiptSheet, receiptTotal } from './receipt';
import { receiptPdf } from './receipt-pdf';

type Payment = components['schemas']['Payment'];
type Recipient = components['schemas']['Recipient'];

const payment: Payment = {
  ref: 'pay_123',
  bank_account_ref: 'ba_main',
  recipient_ref: 'rcp_1',
  recipient_name: 'Muller Logistik',
  amount: '1250.50',
  currency: 'EUR',
  fee: '4.50',
  fee_currency: 'EUR',
  reason_code: 'SUPP',
  reference: 'INV-2026-114',
  status: 'completed',
  execution_date: '2026-11-20',
  created_at: '2026-11-20T09:15:00Z',
  updated_at: '2026-11-20T09:20:00Z',
  timeline: [
    { status: 'pending', at: '2026-11-20T09:15:00Z' },
    { status: 'processing', at: '2026-11-20T09:16:00Z' },
    { status: 'completed', at: '2026-11-20T09:20:00Z' },
  ],
};
const recipient = {
  ref: 'rcp_1',
  type: 'business',
  name: 'Muller Logistik',
  legal_name: 'Müller Logistik GmbH',
  country: 'DE',
  currency: 'EUR',
  bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
} as Recipient;
const payer = makeBankAccount('ba_main', 'Operating account', ['GBP', 'EUR', 'USD']);
const input = { payment, recipient, payer, reasonText: 'Supplier payment', countryName: 'Germany' };

describe('payment receipt', () => {
  it('adds the fee to the amount when both are in one currency, else shows both', () => {
    expect(receiptTotal(payment)).toBe('1,255.00 EUR');
    expect(receiptTotal({ ...payment, fee: '12.00', fee_currency: 'GBP' })).toBe('1,250.50 EUR + 12.00 GBP');
  });

  it('holds the payment, the payer and the payee with their bank details, and the dates', () => {
    const sheet = receiptSheet(input, '26 Nov, 2026 - 04:30');
    expect(sheet.subtitle).toEqual(['1,250.50 EUR to Muller Logistik', 'Status: Completed']);
    const rows = Object.fromEntries(sheet.sections.map((s) => [s.heading, Object.fromEntries(s.rows)]));
    expect(rows.Payment).toEqual({
      'Payment ref': 'pay_123',
      Status: 'Completed',
      Amount: '1,250.50 EUR',
      Fee: '4.50 EUR',
      Total: '1,255.00 EUR',
      Reason: 'Supplier payment',
      Reference: 'INV-2026-114',
    });
    // The payer's details in the payment's currency (EUR: its IBAN).
    expect(rows['From (payer)']).toMatchObject({
      Name: 'Northwind Trading Ltd',
      'Bank account': 'Operating account',
      IBAN: 'IE59 LDGL 9311 5212 3456 78',
    });
    expect(rows['To (payee)']).toEqual({
      Name: 'Muller Logistik',
      'Legal name': 'Müller Logistik GmbH',
      Country: 'Germany',
      IBAN: 'DE89 3704 0044 0532 0130 00',
      BIC: 'COBADEFFXXX',
    });
    expect(Object.keys(rows.Dates ?? {})).toEqual(['Payment date', 'Created', 'Completed', 'Last update']);
    expect(receiptFileName(payment)).toBe('payment-pay_123.pdf');
  });

  it('without the payee record (deleted) keeps its name; a scheduled one has no completion date', () => {
    const sheet = receiptSheet(
      { ...input, recipient: null, payment: { ...payment, status: 'scheduled', timeline: [] } },
      'now',
    );
    const rows = Object.fromEntries(sheet.sections.map((s) => [s.heading, Object.fromEntries(s.rows)]));
    expect(rows['To (payee)']).toEqual({ Name: 'Muller Logistik' });
    expect(Object.keys(rows.Dates ?? {})).toEqual(['Payment date', 'Created', 'Last update']);
  });

  it('is a one-page PDF whose text holds the amount, the fee and the payee', async () => {
    const texts = await pdfTexts(await receiptPdf(input, '26 Nov, 2026 - 04:30'));
    expect(texts[0]).toBe('Payment receipt');
    for (const expected of ['1,250.50 EUR', '4.50 EUR', '1,255.00 EUR', 'Müller Logistik GmbH', 'pay_123'])
      expect(texts).toContain(expected);
  });
});
