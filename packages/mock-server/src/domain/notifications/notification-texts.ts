import type { components } from '@portal/api-types/schema';
import { formatMinor } from '../bank/index.js';

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

/**
 * One entry per payment status: what happened, said once in the title and once, with the facts, in the body.
 * The body starts with the amount and the payee (`what`: '943.99 EUR to Connemara Wool Company'), so a list
 * that cuts long messages short still shows them.
 */
/** The contract's payment statuses (payments/ builds on notifications/, so not its record type). */
type PaymentStatus = components['schemas']['PaymentStatus'];

const PAYMENT_TEXTS: Record<PaymentStatus, (what: string) => NotificationText> = {
  initiated: (w) => ({ title: 'Payment created', body: `${w} will be processed shortly` }),
  pending: (w) => ({ title: 'Payment submitted', body: `${w} is waiting to be processed` }),
  scheduled: (w) => ({ title: 'Payment scheduled', body: `${w} will be sent on its execution date` }),
  processing: (w) => ({ title: 'Payment on its way', body: `${w} is being sent` }),
  completed: (w) => ({ title: 'Payment sent', body: `${w} has been paid` }),
  settled: (w) => ({ title: 'Payment settled', body: `${w} has reached their bank` }),
  failed: (w) => ({
    title: 'Payment failed',
    body: `${w} could not be paid; the money is back in your account`,
  }),
  partially_failed: (w) => ({
    title: 'Payment partly failed',
    body: `Only part of ${w} could be paid; the rest is back in your account`,
  }),
  returned: (w) => ({
    title: 'Payment returned',
    body: `${w} was returned by their bank; the money is back in your account`,
  }),
  cancelled: (w) => ({
    title: 'Payment cancelled',
    body: `${w} will not be sent; the money is back in your account`,
  }),
  rejected: (w) => ({ title: 'Payment rejected', body: `${w} was declined by the bank` }),
  flagged: (w) => ({
    title: 'Payment under review',
    body: `${w} is being checked by our team before it is sent`,
  }),
  expired: (w) => ({ title: 'Payment expired', body: `${w} was not confirmed in time and will not be sent` }),
  awaiting_approval: (w) => ({
    title: 'Payment awaiting approval',
    body: `${w} will be sent once it is approved; nothing is reserved until then`,
  }),
  approved: (w) => ({ title: 'Payment approved', body: `${w} has been approved and will be sent` }),
  recalled: (w) => ({
    title: 'Payment recalled',
    body: `${w} was withdrawn before approval and will not be sent`,
  }),
};

/** A sentence's full stop, unless it already ends with one ('… to Delftware Trading B.V.'). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function paymentStatusText(status: PaymentStatus, facts: PaymentFacts): NotificationText {
  const text = PAYMENT_TEXTS[status](`${moneyInWords(facts.amount, facts.currency)} to ${facts.payee}`);
  return { title: text.title, body: sentence(text.body) };
}

/** What an approver is told when a payment waits for them: who made it and what it needs. */
export function approvalRequestText(
  facts: PaymentFacts & { maker: string; approvalsRequired: number },
): NotificationText {
  const needs = facts.approvalsRequired === 1 ? '1 approval' : `${facts.approvalsRequired} approvals`;
  return {
    title: 'Payment awaiting your approval',
    body: `${moneyInWords(facts.amount, facts.currency)} to ${facts.payee}, made by ${facts.maker}, needs ${needs}.`,
  };
}

/** What the maker is told when an approver rejects their payment, with the approver's reason. */
export function approvalRejectedText(
  facts: PaymentFacts & { approver: string; reason: string },
): NotificationText {
  return {
    title: 'Payment rejected',
    body: `${moneyInWords(facts.amount, facts.currency)} to ${facts.payee} was rejected by ${facts.approver}: ${sentence(facts.reason)}`,
  };
}

/** What the maker is told when a payment waited 72 hours without enough approvals. */
export function approvalExpiredText(facts: PaymentFacts): NotificationText {
  return {
    title: 'Approval expired',
    body: `${moneyInWords(facts.amount, facts.currency)} to ${facts.payee} was not approved within 72 hours and will not be sent.`,
  };
}

/** What the maker is told when the last approval arrives but the balance no longer covers the payment. */
export function approvedButUnfundedText(facts: PaymentFacts & { available: bigint }): NotificationText {
  return {
    title: 'Payment failed',
    body: `${moneyInWords(facts.amount, facts.currency)} to ${facts.payee} was approved but not sent: the available balance (${moneyInWords(facts.available, facts.currency)}) does not cover it and its fee.`,
  };
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

/** What the organization's members are told when money arrives from outside (the simulated incoming payment). */
export function incomingPaymentText(facts: {
  amount: bigint;
  currency: string;
  payer: string;
  accountName: string;
  reference: string | null;
}): NotificationText {
  const reference = facts.reference ? `, reference ${facts.reference}` : '';
  return {
    title: 'Payment received',
    body: sentence(
      `${moneyInWords(facts.amount, facts.currency)} from ${facts.payer} arrived in ${facts.accountName}${reference}`,
    ),
  };
}

/** What the trader is told when an executed trade fails to settle and is unwound. */
export function fxSettlementFailedText(t: TradeFacts & { reason: string }): NotificationText {
  return {
    title: 'FX trade failed',
    body: `Selling ${moneyInWords(t.sellAmount, t.sellCurrency)} for ${moneyInWords(t.buyAmount, t.buyCurrency)} did not settle: ${sentence(t.reason)} What you sold and its fee are back in your account; what you bought has been taken back.`,
  };
}
