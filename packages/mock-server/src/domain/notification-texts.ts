import type { PaymentStatus } from './model.js';
import { formatMinor } from './money.js';

/** What a notification says: a short title and one sentence that does not repeat it. */
export type NotificationText = { title: string; body: string };

/** 1234567n GBP → '12,345.67 GBP': grouped, with the code, as the portal shows amounts. Exact (bigint). */
export function moneyInWords(minor: bigint, currency: string): string {
  const [whole = '0', fraction] = formatMinor(minor, currency).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`} ${currency}`;
}

type PaymentFacts = { amount: bigint; currency: string; payee: string };

/** One entry per payment status: what happened, said once in the title and once, with the facts, in the body. */
const PAYMENT_TEXTS: Record<PaymentStatus, (money: string, payee: string) => NotificationText> = {
  initiated: (m, p) => ({
    title: 'Payment received',
    body: `We have your payment of ${m} to ${p} and will process it shortly.`,
  }),
  pending: (m, p) => ({
    title: 'Payment submitted',
    body: `Your payment of ${m} to ${p} is waiting to be processed.`,
  }),
  scheduled: (m, p) => ({
    title: 'Payment scheduled',
    body: `Your payment of ${m} to ${p} will be sent on its execution date.`,
  }),
  processing: (m, p) => ({ title: 'Payment on its way', body: `We are sending ${m} to ${p}.` }),
  completed: (m, p) => ({ title: 'Payment sent', body: `${p} has been paid ${m}.` }),
  settled: (m, p) => ({
    title: 'Payment settled',
    body: `Your payment of ${m} to ${p} has reached their bank.`,
  }),
  failed: (m, p) => ({
    title: 'Payment failed',
    body: `We could not pay ${m} to ${p}; the money is back in your account.`,
  }),
  partially_failed: (m, p) => ({
    title: 'Payment partly failed',
    body: `Only part of ${m} to ${p} could be paid; the rest is back in your account.`,
  }),
  cancelled: (m, p) => ({
    title: 'Payment cancelled',
    body: `Your payment of ${m} to ${p} will not be sent; the money is back in your account.`,
  }),
  rejected: (m, p) => ({
    title: 'Payment rejected',
    body: `The bank declined your payment of ${m} to ${p}.`,
  }),
  flagged: (m, p) => ({
    title: 'Payment under review',
    body: `Our team is checking your payment of ${m} to ${p} before it is sent.`,
  }),
  expired: (m, p) => ({
    title: 'Payment expired',
    body: `Your payment of ${m} to ${p} was not confirmed in time and will not be sent.`,
  }),
};

export function paymentStatusText(status: PaymentStatus, facts: PaymentFacts): NotificationText {
  return PAYMENT_TEXTS[status](moneyInWords(facts.amount, facts.currency), facts.payee);
}

type TradeFacts = {
  sellAmount: bigint;
  sellCurrency: string;
  buyAmount: bigint;
  buyCurrency: string;
  fee: bigint;
};

export function fxTradeText(t: TradeFacts): NotificationText {
  const fee = t.fee > 0n ? `a fee of ${moneyInWords(t.fee, t.sellCurrency)}` : 'no fee';
  return {
    title: 'Currency exchanged',
    body: `You sold ${moneyInWords(t.sellAmount, t.sellCurrency)} for ${moneyInWords(t.buyAmount, t.buyCurrency)}, with ${fee}.`,
  };
}
