import type { BankAnswer, BankSession } from './bank-session.js';
import type { Contract, KitOperation } from './contract.js';
import { requestPath } from './read-walk.js';
import { exampleBody, idempotencyHeaders, refPatterns, withBankRefs } from './request-builder.js';
import type { OperationResult, Violation } from './results.js';
import { type KitUser, unusedTotpCode } from './sign-in.js';
import type { ValuePool } from './value-pool.js';

type Node = Record<string, unknown>;

/** What a step's body hook knows of its flow so far. */
export interface FlowState {
  /** The answers of the flow's earlier steps, by operation. */
  answers: ReadonlyMap<string, BankAnswer>;
  /** The bodies the flow's earlier steps sent, by operation. */
  sent: ReadonlyMap<string, unknown>;
  /** A TOTP code of the kit's user not sent before, null for a user without a second factor. */
  totpCode: () => Promise<string | null>;
}

/** One request of a flow. */
export interface FlowStep {
  operationId: string;
  /** The operation is about the object an earlier step of the flow created: that step's operationId. */
  on?: string;
  /** Ends that object (delete, cancel, revoke): sent even when a step before it did not succeed. */
  ends?: boolean;
  /** Only a user with a second factor sends it (a challenge for dynamic linking); others skip it. */
  secondFactor?: boolean;
  /** Adjusts the documented example body (a date ahead, the current value sent back). */
  body?: (example: unknown, flow: FlowState) => unknown | Promise<unknown>;
  /** A multipart/form-data body instead of JSON (a file upload). */
  form?: (flow: FlowState) => FormData;
}

/** Operations a client runs in a row on one object: create, act on it, end it, so the bank is left as found. */
export interface Flow {
  name: string;
  steps: FlowStep[];
}

const isRecord = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const dataOf = (answer: BankAnswer | undefined): Node => {
  const data = (answer?.json as { data?: unknown } | null)?.data;
  return isRecord(data) ? data : {};
};
const merge = (example: unknown, fields: Node): Node => ({
  ...(isRecord(example) ? example : {}),
  ...fields,
});
/** The fields of `from` that the example has, with `from`'s values: the current state sent back unchanged. */
const currentOf = (example: unknown, from: Node): Node =>
  Object.fromEntries(
    Object.keys(isRecord(example) ? example : {}).flatMap((k) => (k in from ? [[k, from[k]]] : [])),
  );

/** 'YYYY-MM-DD' of a date, as the contract writes dates. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

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
const executionDate = (flow: FlowState) => openDayAhead(dataOf(flow.answers.get('getPaymentTimeWindow')), 7);

/** A one-page PDF (a PDF by its first bytes, as the bank checks) as a recipient's certificate of incorporation. */
function kycDocument(): FormData {
  const form = new FormData();
  form.set('document_type', 'certificate_of_incorporation');
  const pdf =
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'contract-kit-certificate.pdf');
  return form;
}

/** The flows of the full walk, in the order a bank's client meets them. */
export const FLOWS: Flow[] = [
  {
    name: 'recipient',
    steps: [
      { operationId: 'createRecipient' },
      { operationId: 'updateRecipient', on: 'createRecipient' },
      { operationId: 'uploadRecipientKycDocument', on: 'createRecipient', form: () => kycDocument() },
      { operationId: 'deleteRecipient', on: 'createRecipient', ends: true },
    ],
  },
  { name: 'payee check', steps: [{ operationId: 'verifyPayee' }] },
  {
    name: 'payment',
    steps: [
      { operationId: 'getPaymentTimeWindow' },
      { operationId: 'createPaymentChallenge', secondFactor: true },
      {
        operationId: 'createPayment',
        // A user with a second factor signs the payment the challenge was made for (same recipient, amount
        // and currency) with a current code.
        body: async (example, flow) => {
          const challenge = dataOf(flow.answers.get('createPaymentChallenge')).challenge_ref;
          const terms = flow.sent.get('createPaymentChallenge');
          const code = typeof challenge === 'string' ? await flow.totpCode() : null;
          const signed =
            typeof challenge === 'string' && isRecord(terms) && code
              ? { ...terms, authorization: { challenge_ref: challenge, code } }
              : {};
          return merge(example, { execution_date: executionDate(flow), ...signed });
        },
      },
      { operationId: 'cancelPayment', on: 'createPayment', ends: true },
    ],
  },
  {
    name: 'approval rule',
    steps: [
      { operationId: 'createApprovalRule' },
      { operationId: 'updateApprovalRule', on: 'createApprovalRule' },
      { operationId: 'deleteApprovalRule', on: 'createApprovalRule', ends: true },
    ],
  },
  {
    name: 'payment awaiting approval',
    steps: [
      // A rule of the flow's own holds the payment, whatever rules the bank has.
      { operationId: 'createApprovalRule', body: (example) => merge(example, { bank_account_ref: null }) },
      { operationId: 'getPaymentTimeWindow' },
      {
        operationId: 'createPayment',
        body: (example, flow) => {
          const rule = dataOf(flow.answers.get('createApprovalRule'));
          return merge(example, {
            amount: rule.threshold,
            currency: rule.threshold_currency,
            execution_date: executionDate(flow),
          });
        },
      },
      { operationId: 'recallPayment', on: 'createPayment', ends: true },
      { operationId: 'deleteApprovalRule', on: 'createApprovalRule', ends: true },
    ],
  },
  {
    name: 'standing order',
    steps: [
      {
        operationId: 'createStandingOrder',
        body: (example) => {
          const schedule = isRecord(example) && isRecord(example.schedule) ? example.schedule : {};
          const start = isoDate(new Date(Date.now() + 14 * 86_400_000));
          return merge(example, { schedule: { ...schedule, start_date: start } });
        },
      },
      { operationId: 'updateStandingOrder', on: 'createStandingOrder' },
      { operationId: 'skipStandingOrderOccurrence', on: 'createStandingOrder' },
      { operationId: 'pauseStandingOrder', on: 'createStandingOrder' },
      { operationId: 'resumeStandingOrder', on: 'createStandingOrder' },
      { operationId: 'cancelStandingOrder', on: 'createStandingOrder', ends: true },
    ],
  },
  { name: 'payment batch check', steps: [{ operationId: 'validatePaymentBatch' }] },
  { name: 'FX quote', steps: [{ operationId: 'requestFxQuote' }] },
  {
    name: 'invitation',
    steps: [
      {
        operationId: 'createInvitation',
        body: (example) => merge(example, { email: `kit-${Date.now()}@example.test` }),
      },
      { operationId: 'resendInvitation', on: 'createInvitation' },
      { operationId: 'revokeInvitation', on: 'createInvitation', ends: true },
    ],
  },
  {
    name: 'profile',
    steps: [
      { operationId: 'getUserProfile' },
      {
        operationId: 'updateUserProfile',
        body: (example, flow) => currentOf(example, dataOf(flow.answers.get('getUserProfile'))),
      },
    ],
  },
  {
    name: 'security policy',
    steps: [
      { operationId: 'getSecurityPolicy' },
      {
        operationId: 'updateSecurityPolicy',
        body: (example, flow) => currentOf(example, dataOf(flow.answers.get('getSecurityPolicy'))),
      },
    ],
  },
  {
    name: 'notifications',
    steps: [{ operationId: 'markNotificationRead' }, { operationId: 'markAllNotificationsRead' }],
  },
  { name: 'export record', steps: [{ operationId: 'recordExport' }] },
  // Last: the session goes on with the new access token and the rotated refresh cookie, to the sign-out.
  { name: 'session refresh', steps: [{ operationId: 'refreshToken' }] },
];

export interface UnsafeWalkContext {
  contract: Contract;
  session: BankSession;
  pool: ValuePool;
  user: KitUser;
  takeViolations: () => Violation[];
}

/**
 * Runs each flow: every step built from the contract's example body with the bank's own refs in it, a step
 * `on` an earlier one about the object that step created. After a step that did not succeed the flow's
 * other steps are skipped, saying so, except those that end an object it created. An answer that starts a
 * session (a new access token) is kept for the requests after it, as a client keeps it.
 */
export async function walkFlows(
  flows: readonly Flow[],
  context: UnsafeWalkContext,
): Promise<OperationResult[]> {
  const { contract, session, pool, user, takeViolations } = context;
  const patterns = refPatterns(contract);
  const results: OperationResult[] = [];
  for (const flow of flows) {
    const answers = new Map<string, BankAnswer>();
    const sent = new Map<string, unknown>();
    const state: FlowState = {
      answers,
      sent,
      totpCode: async () => (user.totpSecret ? unusedTotpCode(user.totpSecret) : null),
    };
    const created = new Map<string, string>();
    let broken: string | null = null;
    for (const step of flow.steps) {
      const operation = contract.operations.find((op) => op.operationId === step.operationId);
      if (!operation) throw new Error(`the contract has no operation ${step.operationId}`);
      if (step.secondFactor && !user.totpSecret) {
        results.push(
          skipped(
            operation,
            `${user.email} has no second factor; a user with one (--totp-secret) reaches it`,
          ),
        );
        continue;
      }
      const subject = step.on === undefined ? undefined : created.get(step.on);
      if (broken && !(step.ends && subject)) {
        results.push(skipped(operation, `not reached: the ${flow.name}'s ${broken} did not succeed`));
        continue;
      }
      if (step.on !== undefined && subject === undefined) {
        results.push(skipped(operation, `not reached: the ${flow.name}'s ${step.on} answered no ref`));
        broken ??= step.operationId;
        continue;
      }
      const filling = pool.fill(operation, subject);
      if ('missing' in filling) {
        results.push(skipped(operation, `not reached: ${filling.missing}`));
        broken ??= step.operationId;
        continue;
      }
      const example = step.form ? null : withBankRefs(exampleBody(contract, operation), patterns, pool);
      const body = step.body ? await step.body(example, state) : example;
      const path = requestPath(operation, filling.values);
      const answer = await session.send(operation.method, path, {
        ...(body === null || body === undefined ? {} : { body }),
        ...(step.form ? { form: step.form(state) } : {}),
        headers: idempotencyHeaders(operation),
        bearer: operation.authenticated,
      });
      answers.set(step.operationId, answer);
      sent.set(step.operationId, body);
      const result = judged(operation, path, answer, takeViolations());
      results.push(result);
      if (result.outcome !== 'passed') {
        broken ??= step.operationId;
        continue;
      }
      const data = dataOf(answer);
      if (typeof data.ref === 'string' && !operation.safe) created.set(step.operationId, data.ref);
      if (typeof data.access_token === 'string') session.token = data.access_token;
      pool.add(answer.json, filling.values);
    }
  }
  return results;
}

function skipped(operation: KitOperation, reason: string): OperationResult {
  return {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.template,
    outcome: 'skipped',
    reason,
    violations: [],
  };
}

function judged(
  operation: KitOperation,
  path: string,
  answer: BankAnswer,
  violations: Violation[],
): OperationResult {
  const base = { operationId: operation.operationId, method: operation.method, path, status: answer.status };
  if (violations.length > 0) return { ...base, outcome: 'failed', violations };
  if (answer.status >= 500)
    return {
      ...base,
      outcome: 'failed',
      violations: [
        { source: 'kit', message: `the bank answered ${answer.status}: ${answer.text.slice(0, 200)}` },
      ],
    };
  if (answer.status >= 400)
    return {
      ...base,
      outcome: 'skipped',
      reason: `the bank refused the kit's request (${answer.status}: ${answer.text.slice(0, 200)})`,
      violations: [],
    };
  return { ...base, outcome: 'passed', violations: [] };
}
