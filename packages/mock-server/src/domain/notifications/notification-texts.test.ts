import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../payments/index.js';
import { fxTradeText, moneyInWords, paymentStatusText } from './notification-texts.js';

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
