import { moneyInWords, type NotificationText } from '../notifications/index.js';
import type { BatchTotal } from './payment-batch-rows.js';

/** What a batch is called in a notification: its name, with its number of payments and totals per currency. */
export type BatchFacts = { name: string | null; rowCount: number; totals: readonly BatchTotal[] };

const payments = (n: number) => (n === 1 ? '1 payment' : `${n} payments`);

/** 'payroll.csv (50 payments, 12,345.00 GBP and 300.00 EUR)': the facts first, as payment notices start. */
export function batchInWords(facts: BatchFacts): string {
  const money = facts.totals.map((t) => moneyInWords(t.amount, t.currency));
  const sums = money.length <= 1 ? (money[0] ?? '') : `${money.slice(0, -1).join(', ')} and ${money.at(-1)}`;
  return `${facts.name ?? 'Bulk payment'} (${payments(facts.rowCount)}${sums ? `, ${sums}` : ''})`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The maker's one notice when every row's payment is final (rule BULK-07). */
export function batchEndText(
  facts: BatchFacts,
  outcome: { status: 'completed' | 'partially_failed' | 'failed'; completed: number; failed: number },
): NotificationText {
  const what = batchInWords(facts);
  if (outcome.status === 'completed')
    return { title: 'Bulk payment sent', body: `${what}: every payment has been paid.` };
  if (outcome.status === 'failed')
    return {
      title: 'Bulk payment failed',
      body: `${what}: no payment could be paid; the money is back in your account.`,
    };
  return {
    title: 'Bulk payment partly failed',
    body: `${what}: ${outcome.completed} paid, ${payments(outcome.failed)} failed; their money is back in your account. You can retry the failed rows.`,
  };
}

export function batchApprovalRequestText(
  facts: BatchFacts & { maker: string; approvalsRequired: number },
): NotificationText {
  const needs = facts.approvalsRequired === 1 ? '1 approval' : `${facts.approvalsRequired} approvals`;
  return {
    title: 'Bulk payment awaiting your approval',
    body: `${batchInWords(facts)}, made by ${facts.maker}, needs ${needs}.`,
  };
}

export const batchApprovedText = (facts: BatchFacts): NotificationText => ({
  title: 'Bulk payment approved',
  body: `${batchInWords(facts)} has been approved; its payments are being made.`,
});

export const batchRejectedText = (
  facts: BatchFacts & { approver: string; reason: string },
): NotificationText => ({
  title: 'Bulk payment rejected',
  body: `${batchInWords(facts)} was rejected by ${facts.approver}: ${sentence(facts.reason)}`,
});

export const batchExpiredText = (facts: BatchFacts): NotificationText => ({
  title: 'Approval expired',
  body: `${batchInWords(facts)} was not approved within 72 hours and will not be sent.`,
});
