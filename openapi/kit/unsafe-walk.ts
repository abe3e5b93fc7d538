import type { BankAnswer, BankSession } from './bank-session.js';
import type { Contract, KitOperation } from './contract.js';
import { judged, judgedRefusal, skipped } from './flow-judgement.js';
import type { Flow, FlowState, FlowStep } from './flow-types.js';
import { dataOf, merge } from './flow-values.js';
import { followLink, type LinkSource } from './links.js';
import { requestPath } from './read-walk.js';
import {
  exampleBody,
  idempotencyHeaders,
  refPatterns,
  unknownRef,
  withBankRefs,
  withUnknownRefs,
} from './request-builder.js';
import type { OperationResult, Violation } from './results.js';
import { type KitUser, unusedTotpCode } from './sign-in.js';
import type { ValuePool } from './value-pool.js';

/**
 * The ref of what an answer created: its data's own, or that of the one object its data wraps beside what is
 * shown only once (a new API key or webhook endpoint with its secret).
 */
function createdRef(data: Record<string, unknown>): string | undefined {
  if (typeof data.ref === 'string') return data.ref;
  // A download link is known by its token.
  if (typeof data.token === 'string') return data.token;
  const wrapped = Object.values(data).filter(
    (v): v is Record<string, unknown> => v !== null && typeof v === 'object',
  );
  const ref = wrapped.length === 1 ? wrapped[0]?.ref : undefined;
  return typeof ref === 'string' ? ref : undefined;
}

export interface UnsafeWalkContext {
  contract: Contract;
  session: BankSession;
  pool: ValuePool;
  user: KitUser;
  /** The second member, who approves, signed in with a session of their own; null without --approver. */
  approver: { user: KitUser; session: BankSession } | null;
  takeViolations: () => Violation[];
}

/** Why a flow that needs an approver is not run without one. */
export const APPROVER_NEEDED =
  'not attempted: it needs a second member of the organization who approves, with a second factor: --approver <email> with --approver-password and --approver-totp-secret';

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
  const { contract, session, pool, user, approver, takeViolations } = context;
  const patterns = refPatterns(contract);
  const results: OperationResult[] = [];
  for (const flow of flows) {
    const answers = new Map<string, BankAnswer>();
    const sent = new Map<string, unknown>();
    const state: FlowState = {
      answers,
      sent,
      user,
      totpCode: async () => (user.totpSecret ? unusedTotpCode(user.totpSecret) : null),
      approver: approver?.user ?? null,
      approverTotpCode: async () =>
        approver?.user.totpSecret ? unusedTotpCode(approver.user.totpSecret) : null,
    };
    if (flow.needsApprover && !approver) {
      for (const step of flow.steps)
        results.push(skipped(operationOf(contract, step.operationId), APPROVER_NEEDED));
      continue;
    }
    const created = new Map<string, string>();
    const sources = new Map<string, LinkSource>();
    let broken: string | null = null;
    for (const step of flow.steps) {
      const operation = operationOf(contract, step.operationId);
      if (step.fallback && !broken) continue;
      const unfit = unfitUser(step, user);
      if (unfit) {
        results.push(skipped(operation, unfit));
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
      const source = step.on === undefined ? undefined : sources.get(step.on);
      const linked = source && step.on ? followLink(operationOf(contract, step.on), operation, source) : null;
      if (linked && 'missing' in linked) {
        results.push(skipped(operation, `not reached: ${linked.missing}`));
        broken ??= step.operationId;
        continue;
      }
      // A step on an earlier one follows that answer's OpenAPI link to it, where the contract declares one.
      const given = step.pathValues
        ? step.pathValues(state)
        : (linked?.values ?? unknownPath(operation, step));
      if (!given) {
        results.push(skipped(operation, `not reached: the ${flow.name} found none of its own to act on`));
        broken ??= step.operationId;
        continue;
      }
      const rest = operation.parameters.filter((p) => !(p.name in given));
      const filling = pool.fill(
        { ...operation, parameters: rest },
        Object.keys(given).length > 0 ? undefined : subject,
      );
      if ('missing' in filling) {
        results.push(skipped(operation, `not reached: ${filling.missing}`));
        broken ??= step.operationId;
        continue;
      }
      const values = { ...filling.values, ...given };
      const sender = step.as === 'approver' && approver ? approver.session : session;
      const body = await bodyOf(step, operation, { contract, patterns, pool, state });
      const path = requestPath(operation, values);
      const answer = await sender.send(operation.method, path, {
        ...(body === null || body === undefined ? {} : { body }),
        ...(step.form ? { form: step.form(state) } : {}),
        headers: idempotencyHeaders(operation),
        bearer: operation.authenticated,
      });
      answers.set(step.operationId, answer);
      sent.set(step.operationId, body);
      sources.set(step.operationId, {
        values,
        requestBody: body,
        status: answer.status,
        responseBody: answer.json,
      });
      const result = step.refusal
        ? judgedRefusal(operation, path, answer, takeViolations(), step.refusal)
        : judged(operation, path, answer, takeViolations());
      results.push(linked ? { ...result, link: `${linked.link.name} of ${step.on}` } : result);
      if (result.outcome !== 'passed') {
        broken ??= step.operationId;
        continue;
      }
      const data = dataOf(answer);
      const ref = createdRef(data);
      if (ref !== undefined && !operation.safe) created.set(step.operationId, ref);
      if (typeof data.access_token === 'string') sender.token = data.access_token;
      pool.add(answer.json, values);
    }
  }
  return results;
}

/** Why the kit's user does not send a step (it needs a second factor, or one would put it at risk); null: sent. */
function unfitUser(step: FlowStep, user: KitUser): string | null {
  if (step.secondFactor && !user.totpSecret)
    return `${user.email} has no second factor; a user with one (--totp-secret) reaches it`;
  if (step.withoutSecondFactor && user.totpSecret)
    return `not attempted: ${user.email} has a second factor, and the check's wrong code would count toward their lockout`;
  return null;
}

/**
 * A step's JSON body: the documented example with the step's terms, its refs the bank's own (or, for a
 * refusal, refs no bank made), then adjusted by the step. Null for a step that sends a form or no body.
 */
async function bodyOf(
  step: FlowStep,
  operation: KitOperation,
  {
    contract,
    patterns,
    pool,
    state,
  }: { contract: Contract; patterns: RegExp[]; pool: ValuePool; state: FlowState },
): Promise<unknown> {
  if (step.form) return step.body ? step.body(null, state) : null;
  const documented = exampleBody(contract, operation);
  const withTerms = step.terms ? merge(documented, step.terms(state)) : documented;
  const example = step.refusal
    ? withUnknownRefs(withTerms, patterns)
    : withBankRefs(withTerms, patterns, pool);
  return step.body ? step.body(example, state) : example;
}

/** The path value a refusal gives the object it is about: a ref the bank cannot know. */
function unknownPath(operation: KitOperation, step: FlowStep): Record<string, string> {
  const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === step.unknown);
  const ref = parameter?.pattern ? unknownRef(parameter.pattern) : null;
  return parameter && ref ? { [parameter.name]: ref } : {};
}

function operationOf(contract: Contract, operationId: string): KitOperation {
  const operation = contract.operations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`the contract has no operation ${operationId}`);
  return operation;
}
