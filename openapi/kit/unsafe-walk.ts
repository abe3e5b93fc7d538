import type { BankAnswer, BankSession } from './bank-session.js';
import type { Contract, KitOperation } from './contract.js';
import { requestPath } from './read-walk.js';
import { exampleBody, idempotencyHeaders, refPatterns, withBankRefs } from './request-builder.js';
import type { OperationResult, Violation } from './results.js';
import type { ValuePool } from './value-pool.js';

/** One request of a flow. */
export interface FlowStep {
  operationId: string;
  /** The flow's own object (the one its first step created) is the operation's subject. */
  onCreated?: boolean;
  /** Adjusts the documented example body (a date in the future, the current value sent back). */
  body?: (example: unknown, answers: readonly BankAnswer[]) => unknown;
}

/** Operations a client runs in a row on one object: create, act on it, end it, so the bank is left as found. */
export interface Flow {
  name: string;
  steps: FlowStep[];
}

const dataOf = (answer: BankAnswer | undefined) =>
  ((answer?.json as { data?: Record<string, unknown> } | null)?.data ?? {}) as Record<string, unknown>;

/** A date `days` from today, as the contract writes dates. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const merge = (example: unknown, fields: Record<string, unknown>) => ({ ...(example as object), ...fields });

/** The flows of the full walk, in the order a bank's client meets them. */
export const FLOWS: Flow[] = [
  {
    name: 'recipient',
    steps: [
      { operationId: 'createRecipient' },
      { operationId: 'updateRecipient', onCreated: true },
      { operationId: 'deleteRecipient', onCreated: true },
    ],
  },
  {
    name: 'approval rule',
    steps: [
      { operationId: 'createApprovalRule' },
      { operationId: 'updateApprovalRule', onCreated: true },
      { operationId: 'deleteApprovalRule', onCreated: true },
    ],
  },
  {
    name: 'standing order',
    steps: [
      {
        operationId: 'createStandingOrder',
        body: (example) => merge(example, { start_date: daysAhead(14) }),
      },
      { operationId: 'updateStandingOrder', onCreated: true },
      { operationId: 'skipStandingOrderOccurrence', onCreated: true },
      { operationId: 'pauseStandingOrder', onCreated: true },
      { operationId: 'resumeStandingOrder', onCreated: true },
      { operationId: 'cancelStandingOrder', onCreated: true },
    ],
  },
  {
    name: 'invitation',
    steps: [
      {
        operationId: 'createInvitation',
        body: (example) => merge(example, { email: `kit-${Date.now()}@example.test` }),
      },
      { operationId: 'resendInvitation', onCreated: true },
      { operationId: 'revokeInvitation', onCreated: true },
    ],
  },
  { name: 'payee check', steps: [{ operationId: 'verifyPayee' }] },
  {
    name: 'notifications',
    steps: [{ operationId: 'markNotificationRead' }, { operationId: 'markAllNotificationsRead' }],
  },
  { name: 'export record', steps: [{ operationId: 'recordExport' }] },
];

export interface UnsafeWalkContext {
  contract: Contract;
  session: BankSession;
  pool: ValuePool;
  takeViolations: () => Violation[];
}

/**
 * Runs each flow: every step built from the contract's example body with the bank's own refs in it, the
 * flow's created object as the subject of the steps after its first. A step after a failed first step is
 * skipped, saying so.
 */
export async function walkFlows(
  flows: readonly Flow[],
  context: UnsafeWalkContext,
): Promise<OperationResult[]> {
  const { contract, session, pool, takeViolations } = context;
  const patterns = refPatterns(contract);
  const results: OperationResult[] = [];
  for (const flow of flows) {
    const answers: BankAnswer[] = [];
    let created: string | null = null;
    let broken: string | null = null;
    for (const step of flow.steps) {
      const operation = contract.operations.find((op) => op.operationId === step.operationId);
      if (!operation) throw new Error(`the contract has no operation ${step.operationId}`);
      if (broken) {
        results.push(skipped(operation, `not reached: the ${flow.name}'s ${broken} did not succeed`));
        continue;
      }
      const filling = pool.fill(operation);
      if ('missing' in filling) {
        results.push(skipped(operation, `not reached: ${filling.missing}`));
        broken ??= step.operationId;
        continue;
      }
      const values = { ...filling.values };
      const lead = operation.parameters.filter((p) => p.in === 'path').at(-1);
      if (step.onCreated && lead && created) values[lead.name] = created;
      const example = withBankRefs(exampleBody(contract, operation), patterns, pool);
      const body = step.body ? step.body(example, answers) : example;
      const path = requestPath(operation, values);
      const answer = await session.send(operation.method, path, {
        ...(body === null || body === undefined ? {} : { body }),
        headers: idempotencyHeaders(operation),
      });
      answers.push(answer);
      const result = judged(operation, path, answer, takeViolations());
      results.push(result);
      if (result.outcome !== 'passed') broken ??= step.operationId;
      else if (created === null && typeof dataOf(answer).ref === 'string')
        created = String(dataOf(answer).ref);
      pool.add(answer.json, values);
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
