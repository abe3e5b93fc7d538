import {
  ANSWER_KINDS,
  type CallTarget,
  defaultPhase,
  defaultRetryAfter,
  FAULT_KINDS,
  FAULT_PHASES,
  type Fault,
  type FaultKind,
  type FaultPhase,
  type Latency,
  parseLatency,
} from '../domain/network/index.js';
import { CONTRACT_ROUTES } from '../generated/contract-routes.js';

/** A control body's problems, by field (the API's `errors` shape). */
export type FieldProblems = Record<string, string[]>;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const METHOD_OF = new Map<string, string>(CONTRACT_ROUTES.map((r) => [r.operationId, r.method]));
/** Two minutes, as the latency: longer than any client waits. */
const MAX_WAIT_MS = 120_000;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body as an object whose every field is one of `fields` (a typo is named, not ignored). */
function fieldsOf(
  body: unknown,
  fields: readonly string[],
  problems: FieldProblems,
): Record<string, unknown> {
  const input = isRecord(body) ? body : {};
  for (const name of Object.keys(input))
    if (!fields.includes(name)) problems[name] = [`Not a field here; the fields are ${fields.join(', ')}.`];
  return input;
}

function wholeNumber(
  input: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
  problems: FieldProblems,
): number | null {
  const value = input[name];
  if (!given(value)) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    problems[name] = [`A whole number from ${min} to ${max}.`];
    return null;
  }
  return value;
}

/**
 * What a rule or fault applies to: an operation (by its operationId) or a path (`*` for a segment, a
 * trailing `*` for a prefix), and optionally a method.
 */
function targetOf(input: Record<string, unknown>, problems: FieldProblems): CallTarget {
  const target: CallTarget = { operation: null, path: null, method: null };
  if (given(input.operation)) {
    if (typeof input.operation === 'string' && METHOD_OF.has(input.operation))
      target.operation = input.operation;
    else
      problems.operation = ['Not an operation of the contract: give its operationId, such as createPayment.'];
  }
  if (given(input.path)) {
    if (typeof input.path === 'string' && input.path.startsWith('/')) target.path = input.path;
    else problems.path = ['A path starting with /, such as /api/v1/accounts/*/payments.'];
  }
  if (given(input.operation) && given(input.path)) problems.path = ['Give an operation or a path, not both.'];
  if (given(input.method)) {
    const method = typeof input.method === 'string' ? input.method.toUpperCase() : '';
    if (!METHODS.includes(method)) problems.method = [`One of ${METHODS.join(', ')}.`];
    else if (target.operation && METHOD_OF.get(target.operation) !== method)
      problems.method = [`${target.operation} is a ${METHOD_OF.get(target.operation)} operation.`];
    else target.method = method;
  }
  return target;
}

const LATENCY_FIELDS = ['latency', 'operation', 'path', 'method'] as const;

/** POST /__mock/latency: the latency and what it applies to (neither operation nor path: every call). */
export function readLatencyInput(
  body: unknown,
): { latency: Latency; target: CallTarget } | { problems: FieldProblems } {
  const problems: FieldProblems = {};
  const input = fieldsOf(body, LATENCY_FIELDS, problems);
  const latency = parseLatency(input.latency);
  if ('problem' in latency) problems.latency = [latency.problem];
  const target = targetOf(input, problems);
  if (target.method && !target.operation && !target.path)
    problems.method = [
      'A method goes with an operation or a path; without either the latency is every call’s.',
    ];
  if (Object.keys(problems).length > 0 || 'problem' in latency) return { problems };
  return { latency, target };
}

const FAULT_FIELDS = [
  'operation',
  'path',
  'method',
  'kind',
  'status',
  'retry_after',
  'delay_ms',
  'duration_ms',
  'count',
  'probability',
  'phase',
] as const;

/** The fields only one kind takes. */
function kindProblems(kind: FaultKind, input: Record<string, unknown>, problems: FieldProblems): void {
  if (kind === 'status' && !given(input.status))
    problems.status = ['A status fault needs a status (100–599).'];
  if (kind !== 'status') {
    if (given(input.status))
      problems.status = [`A ${kind} fault answers no status of its own: leave status out.`];
    if (given(input.retry_after)) problems.retry_after = ['Goes with a status fault.'];
  }
  if (kind !== 'slow_body' && given(input.duration_ms))
    problems.duration_ms = ['Goes with a slow_body fault.'];
  if (kind === 'delay' && !(typeof input.delay_ms === 'number' && input.delay_ms > 0))
    problems.delay_ms ??= ['A delay fault needs delay_ms above 0 (or give a status, or another kind).'];
}

/**
 * POST /__mock/faults: a fault without its id. The kind is `status` when a status is given, else `delay`; one
 * call is hit unless `count` says more, or, with a `probability` and no count, every call that draws a hit
 * until the fault is cleared.
 */
export function readFaultInput(body: unknown): { fault: Omit<Fault, 'id'> } | { problems: FieldProblems } {
  const problems: FieldProblems = {};
  const input = fieldsOf(body, FAULT_FIELDS, problems);
  const target = targetOf(input, problems);
  const kind = (given(input.kind) ? input.kind : given(input.status) ? 'status' : 'delay') as FaultKind;
  if (!FAULT_KINDS.includes(kind)) problems.kind = [`One of ${FAULT_KINDS.join(', ')}.`];
  else kindProblems(kind, input, problems);
  const status = wholeNumber(input, 'status', 100, 599, problems);
  const retryAfter = wholeNumber(input, 'retry_after', 0, 86_400, problems);
  const delayMs = wholeNumber(input, 'delay_ms', 0, MAX_WAIT_MS, problems) ?? 0;
  const durationMs = wholeNumber(input, 'duration_ms', 1, MAX_WAIT_MS, problems) ?? 3_000;
  const count = wholeNumber(input, 'count', 1, 1_000_000, problems);
  const probability = input.probability;
  if (given(probability) && !(typeof probability === 'number' && probability > 0 && probability <= 1))
    problems.probability = ['Above 0 and at most 1 (0.3: three calls in ten, drawn from the bank’s seed).'];
  const phase = given(input.phase)
    ? input.phase
    : FAULT_KINDS.includes(kind)
      ? defaultPhase(kind)
      : 'request';
  if (!FAULT_PHASES.includes(phase as FaultPhase)) problems.phase = ['request or response.'];
  else if (ANSWER_KINDS.has(kind) && phase === 'request')
    problems.phase = [
      `A ${kind} fault breaks the bank’s answer, so there must be one: its phase is response.`,
    ];
  if (Object.keys(problems).length > 0) return { problems };
  const chance = typeof probability === 'number' ? probability : null;
  return {
    fault: {
      ...target,
      kind,
      status,
      retryAfter: retryAfter ?? defaultRetryAfter(status),
      delayMs,
      durationMs: kind === 'slow_body' ? durationMs : 0,
      remaining: count ?? (chance === null ? 1 : null),
      probability: chance,
      phase: phase as FaultPhase,
    },
  };
}
