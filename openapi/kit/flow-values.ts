import type { BankAnswer } from './bank-session.js';
import type { FlowState, FlowStep } from './flow-types.js';

type Node = Record<string, unknown>;

export const isRecord = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
export const dataOf = (answer: BankAnswer | undefined): Node => {
  const data = (answer?.json as { data?: unknown } | null)?.data;
  return isRecord(data) ? data : {};
};
export const merge = (example: unknown, fields: Node): Node => ({
  ...(isRecord(example) ? example : {}),
  ...fields,
});
/** The fields of `from` that the example has, with `from`'s values: the current state sent back unchanged. */
export const currentOf = (example: unknown, from: Node): Node =>
  Object.fromEntries(
    Object.keys(isRecord(example) ? example : {}).flatMap((k) => (k in from ? [[k, from[k]]] : [])),
  );

/** 'YYYY-MM-DD' of a date, as the contract writes dates. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first day at least `days` from today on which the payment time window opens (a weekday it lists, no
 * bank holiday), from getPaymentTimeWindow's answer; `days` ahead when it gave none.
 */
export function openDayAhead(window: Node, days: number): string {
  const open = new Set(
    (Array.isArray(window.days) ? window.days : []).map((d) => (isRecord(d) ? d.weekday : undefined)),
  );
  const holidays = new Set(Array.isArray(window.holidays) ? window.holidays : []);
  const day = new Date(Date.now() + days * 86_400_000);
  for (let tries = 0; open.size > 0 && tries < 30; tries++, day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = ((day.getUTCDay() + 6) % 7) + 1;
    if (open.has(weekday) && !holidays.has(isoDate(day))) return isoDate(day);
  }
  return isoDate(new Date(Date.now() + days * 86_400_000));
}

/** A payment's date a week ahead, so it is `scheduled` (cancellable) and in the payment time window. */
export const executionDate = (flow: FlowState) =>
  openDayAhead(dataOf(flow.answers.get('getPaymentTimeWindow')), 7);

/** The amount and currency of the flow's own approval rule's threshold: a payment of them is held. */
export const ruleTerms = (flow: FlowState): Node => {
  const rule = dataOf(flow.answers.get('createApprovalRule'));
  return { amount: rule.threshold, currency: rule.threshold_currency };
};

/**
 * The challenge a user with a second factor signs a payment or standing order with (a user without one skips
 * it), its terms adjusted where the flow needs them (a rule's threshold).
 */
export const paymentChallenge = (terms?: (flow: FlowState) => Node): FlowStep => ({
  operationId: 'createPaymentChallenge',
  secondFactor: true,
  ...(terms ? { terms } : {}),
});

/**
 * A body signed with the flow's payment challenge, when it made one: the challenge's terms (recipient, amount,
 * currency, which the bank checks against it) and a current code. Unchanged for a user without a second factor.
 */
export async function signed(body: Node, flow: FlowState): Promise<Node> {
  const challenge = dataOf(flow.answers.get('createPaymentChallenge')).challenge_ref;
  const terms = flow.sent.get('createPaymentChallenge');
  if (typeof challenge !== 'string' || !isRecord(terms)) return body;
  const code = await flow.totpCode();
  return { ...body, ...terms, authorization: { challenge_ref: challenge, code } };
}

/** A payment of the flow's own approval rule's threshold, a week ahead, signed: the rule holds it for approval. */
export const heldPayment = (example: unknown, flow: FlowState): Promise<Node> =>
  signed(merge(example, { ...ruleTerms(flow), execution_date: executionDate(flow) }), flow);

/**
 * A change of amount signed with the flow's latest payment challenge, when it made one: the challenge's amount
 * and a current code (the change itself names no recipient or currency).
 */
export async function signedChange(body: Node, flow: FlowState): Promise<Node> {
  const challenge = dataOf(flow.answers.get('createPaymentChallenge')).challenge_ref;
  const terms = flow.sent.get('createPaymentChallenge');
  if (typeof challenge !== 'string' || !isRecord(terms)) return body;
  const code = await flow.totpCode();
  return { ...body, amount: terms.amount, authorization: { challenge_ref: challenge, code } };
}
