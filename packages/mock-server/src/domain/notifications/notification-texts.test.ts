import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../payments/index.js';
import {
  approvalRejectedText,
  approvalRequestText,
  fxTradeText,
  incomingPaymentText,
  moneyInWords,
  paymentStatusText,
} from './notification-texts.js';

const facts = { amount: 125_000_050n, currency: 'EUR', payee: 'Connemara Wool Company' };

describe('notification texts', () => {
  it('writes money grouped, exact, with its code', () => {
    expect(moneyInWords(125_000_050n, 'EUR')).toBe('1,250,000.50 EUR');
    expect(moneyInWords(1_502n, 'JPY')).toBe('1,502 JPY');
    expect(moneyInWords(5n, 'GBP')).toBe('0.05 GBP');
    expect(moneyInWords(900_719_925_474_099_312n, 'GBP')).toBe('9,007,199,254,740,993.12 GBP');
  });

  it.each<[PaymentStatus, string, string]>([
    ['initiated', 'Payment created', '1,250,000.50 EUR to Connemara Wool Company will be processed shortly.'],
    [
      'pending',
      'Payment submitted',
      '1,250,000.50 EUR to Connemara Wool Company is waiting to be processed.',
    ],
    [
      'scheduled',
      'Payment scheduled',
      '1,250,000.50 EUR to Connemara Wool Company will be sent on its execution date.',
    ],
    ['processing', 'Payment on its way', '1,250,000.50 EUR to Connemara Wool Company is being sent.'],
    ['completed', 'Payment sent', '1,250,000.50 EUR to Connemara Wool Company has been paid.'],
    ['settled', 'Payment settled', '1,250,000.50 EUR to Connemara Wool Company has reached their bank.'],
    [
      'failed',
      'Payment failed',
      '1,250,000.50 EUR to Connemara Wool Company could not be paid; the money is back in your account.',
    ],
    [
      'partially_failed',
      'Payment partly failed',
      'Only part of 1,250,000.50 EUR to Connemara Wool Company could be paid; the rest is back in your account.',
    ],
    [
      'cancelled',
      'Payment cancelled',
      '1,250,000.50 EUR to Connemara Wool Company will not be sent; the money is back in your account.',
    ],
    ['rejected', 'Payment rejected', '1,250,000.50 EUR to Connemara Wool Company was declined by the bank.'],
    [
      'flagged',
      'Payment under review',
      '1,250,000.50 EUR to Connemara Wool Company is being checked by our team before it is sent.',
    ],
    [
      'expired',
      'Payment expired',
      '1,250,000.50 EUR to Connemara Wool Company was not confirmed in time and will not be sent.',
    ],
  ])('a %s payment: title and body say it once, with amount and payee', (status, title, body) => {
    const text = paymentStatusText(status, facts);
    expect(text).toEqual({ title, body });
    // The title's own word for what happened does not come back in the body.
    const word = title.split(' ').at(-1) ?? '';
    expect(text.body.toLowerCase()).not.toContain(word.toLowerCase());
    expect(text.body).not.toMatch(/_/);
  });

  it('ends a body with one full stop when the payee already ends with one', () => {
    const text = paymentStatusText('processing', { ...facts, payee: 'Delftware Trading B.V.' });
    expect(text.body).toBe('1,250,000.50 EUR to Delftware Trading B.V. is being sent.');
    expect(paymentStatusText('completed', { ...facts, payee: 'Delftware Trading B.V.' }).body).not.toMatch(
      /\.\.$/,
    );
  });

  it('an FX trade names both amounts and the fee, or says there was none', () => {
    const trade = {
      sellAmount: 100_000n,
      sellCurrency: 'GBP',
      buyAmount: 1_152_30n,
      buyCurrency: 'EUR',
      fee: 250n,
    };
    expect(fxTradeText(trade)).toEqual({
      title: 'Currency exchanged',
      body: 'You sold 1,000.00 GBP for 1,152.30 EUR, with a fee of 2.50 GBP.',
    });
    expect(fxTradeText({ ...trade, fee: 0n }).body).toBe(
      'You sold 1,000.00 GBP for 1,152.30 EUR, with no fee.',
    );
  });
});

// In German and French (rule NTF-05).
const germanFacts = { amount: 1_234_567n, currency: 'GBP', payee: 'Connemara Wool Company' };
const request = { ...germanFacts, maker: 'Ada Lovelace' };

describe('notification texts in German and French', () => {
  it('write money in each language’s marks, exact from the bigint', () => {
    expect(moneyInWords(1_234_567n, 'GBP', 'en-GB')).toBe('12,345.67 GBP');
    expect(moneyInWords(1_234_567n, 'GBP', 'de-DE')).toBe('12.345,67 GBP');
    expect(moneyInWords(1_234_567n, 'GBP', 'fr-FR')).toBe('12\u202f345,67 GBP');
    expect(moneyInWords(900_719_925_474_099_312n, 'EUR', 'de-DE')).toBe('9.007.199.254.740.993,12 EUR');
    expect(moneyInWords(1_502n, 'JPY', 'fr-FR')).toBe('1\u202f502 JPY');
    expect(moneyInWords(-5n, 'GBP', 'de-DE')).toBe('-0,05 GBP');
  });

  it('group French thousands as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(1_234_567.89);
    expect(moneyInWords(123_456_789n, 'EUR', 'fr-FR')).toBe(`${intl} EUR`);
  });

  it('tell a payment’s status with the amount and the payee first', () => {
    expect(paymentStatusText('completed', germanFacts, 'de-DE')).toEqual({
      title: 'Zahlung ausgeführt',
      body: '12.345,67 GBP an Connemara Wool Company wurde überwiesen.',
    });
    expect(paymentStatusText('completed', germanFacts, 'fr-FR')).toEqual({
      title: 'Paiement envoyé',
      body: '12\u202f345,67 GBP à Connemara Wool Company a été payé.',
    });
    expect(paymentStatusText('failed', germanFacts, 'fr-FR').body).toBe(
      '12\u202f345,67 GBP à Connemara Wool Company n’a pas pu être payé\u202f; le montant a été recrédité sur votre compte.',
    );
  });

  it('count the approvals a payment needs, one or more', () => {
    expect(approvalRequestText({ ...request, approvalsRequired: 1 }, 'de-DE')).toEqual({
      title: 'Zahlung wartet auf Ihre Freigabe',
      body: '12.345,67 GBP an Connemara Wool Company, erstellt von Ada Lovelace, benötigt 1 Freigabe.',
    });
    expect(approvalRequestText({ ...request, approvalsRequired: 2 }, 'de-DE').body).toMatch(
      /benötigt 2 Freigaben\.$/,
    );
    expect(approvalRequestText({ ...request, approvalsRequired: 1 }, 'fr-FR')).toEqual({
      title: 'Paiement en attente de votre validation',
      body: '12\u202f345,67 GBP à Connemara Wool Company, créé par Ada Lovelace, nécessite 1 validation.',
    });
    expect(approvalRequestText({ ...request, approvalsRequired: 2 }, 'fr-FR').body).toMatch(
      /nécessite 2 validations\.$/,
    );
    expect(approvalRequestText({ ...request, approvalsRequired: 2 }).body).toMatch(/needs 2 approvals\.$/);
  });

  it('quote a rejection’s reason as written, after the language’s colon', () => {
    const rejected = { ...germanFacts, approver: 'Grace Hopper', reason: 'Wrong invoice' };
    expect(approvalRejectedText(rejected, 'de-DE').body).toBe(
      '12.345,67 GBP an Connemara Wool Company wurde von Grace Hopper abgelehnt: Wrong invoice.',
    );
    expect(approvalRejectedText(rejected, 'fr-FR').body).toBe(
      '12\u202f345,67 GBP à Connemara Wool Company a été rejeté par Grace Hopper\u00a0: Wrong invoice.',
    );
  });

  it('name both amounts and the fee of an FX trade, or say there was none', () => {
    const trade = {
      sellAmount: 100_000n,
      sellCurrency: 'GBP',
      buyAmount: 115_230n,
      buyCurrency: 'EUR',
      fee: 250n,
    };
    expect(fxTradeText(trade, 'de-DE')).toEqual({
      title: 'Devisengeschäft ausgeführt',
      body: 'Sie haben 1.000,00 GBP gegen 1.152,30 EUR verkauft, mit einer Gebühr von 2,50 GBP.',
    });
    expect(fxTradeText({ ...trade, fee: 0n }, 'fr-FR')).toEqual({
      title: 'Devises échangées',
      body: 'Vous avez vendu 1\u202f000,00 GBP contre 1\u202f152,30 EUR, sans frais.',
    });
  });

  it('say where incoming money arrived, with its reference when there is one', () => {
    const incoming = {
      amount: 50_000n,
      currency: 'EUR',
      payer: 'Globex',
      accountName: 'Operations',
      reference: null,
    };
    expect(incomingPaymentText(incoming, 'de-DE').body).toBe(
      '500,00 EUR von Globex wurde dem Konto Operations gutgeschrieben.',
    );
    expect(incomingPaymentText({ ...incoming, reference: 'INV-7' }, 'fr-FR').body).toBe(
      '500,00 EUR émis par Globex a été crédité sur le compte Operations, référence INV-7.',
    );
  });
});
