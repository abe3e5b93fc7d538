import { describeFinding } from '../../contract-validator.mjs';
import type { BankAnswer, BankSession } from '../bank-session.js';
import type { Contract, KitOperation } from '../contract.js';
import { requestPath, SESSION_OPERATIONS } from '../read-walk.js';
import { exampleBody, idempotencyHeaders, refPatterns, withBankRefs } from '../request-builder.js';
import type { FuzzReport, FuzzResult } from '../results.js';
import type { ValuePool } from '../value-pool.js';
import { type FuzzCase, requestCases } from './request-cases.js';

export interface FuzzOptions {
  /** Valid and invalid requests per operation, each. */
  count: number;
  seed: number;
  readOnly: boolean;
  /** The unsafe operations the full walk sends (its flows' steps): the only ones sent broken input. */
  walked: ReadonlySet<string>;
}

/** Why an operation of the sign-in's family is not sent generated input. */
const LOCKOUTS =
  "not fuzzed: wrong codes, passwords and tokens count toward the lockouts and rate limits of the kit's user";

/** Why an operation gets no generated request, or null when it gets some. */
function leftOut(operation: KitOperation, options: FuzzOptions, takesInput: boolean): string | null {
  if (SESSION_OPERATIONS.has(operation.operationId) || operation.tag === 'auth') return LOCKOUTS;
  if (!operation.safe && options.readOnly) return 'not fuzzed: --read-only sends safe methods only';
  if (!operation.safe && !options.walked.has(operation.operationId))
    return 'not fuzzed: the full walk leaves it out (see its reason there), so no input, even broken, is sent to it';
  if (!takesInput) return 'not fuzzed: it takes no query parameter or JSON body to generate';
  return null;
}

/** A 429's wait, from Retry-After or RateLimit-Reset (seconds), at most a minute. */
const waitOf = (answer: BankAnswer) =>
  Math.min(Number(answer.headers.get('retry-after') ?? answer.headers.get('ratelimit-reset') ?? 1) || 1, 60);

/**
 * Property-based checks: for each operation, requests generated from the contract's schemas, sent straight
 * to the bank (the validation proxy would refuse the broken ones itself), each answer held to three
 * properties: no server error; broken input refused with a 4xx; every answer a status the operation
 * declares, with a body of its schema (the contract's error shape for a refusal).
 */
export async function fuzzOperations(
  contract: Contract,
  session: BankSession,
  pool: ValuePool,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const patterns = refPatterns(contract);
  const results: FuzzResult[] = [];
  for (const operation of contract.operations) {
    const documented = exampleBody(contract, operation);
    const takesInput =
      operation.parameters.some((p) => p.in === 'query' && !p.pattern) || documented !== null;
    const base = {
      operationId: operation.operationId,
      method: operation.method,
      template: operation.template,
    };
    const reason = leftOut(operation, options, takesInput);
    if (reason) {
      results.push({ ...base, outcome: 'skipped', reason, valid: 0, invalid: 0, failures: [] });
      continue;
    }
    const filling = pool.fill(operation);
    if ('missing' in filling) {
      results.push({
        ...base,
        outcome: 'skipped',
        reason: `not reached: ${filling.missing}`,
        valid: 0,
        invalid: 0,
        failures: [],
      });
      continue;
    }
    const body = withBankRefs(documented, patterns, pool);
    const cases = requestCases(
      contract,
      operation,
      { values: filling.values, body },
      {
        count: options.count,
        seed: operationSeed(options.seed, operation.operationId),
      },
    );
    const failures: FuzzResult['failures'] = [];
    for (const fuzzCase of cases) {
      const path = requestPath(operation, { ...filling.values, ...fuzzCase.query });
      const answer = await send(session, operation, path, fuzzCase);
      const found = problems(contract, operation, path, fuzzCase, answer);
      if (found.length > 0)
        failures.push({
          request: `${operation.method} ${path}`,
          input: fuzzCase.broken ?? 'valid',
          status: answer.status,
          problems: found,
        });
    }
    const valid = cases.filter((c) => c.valid).length;
    results.push({
      ...base,
      outcome: failures.length > 0 ? 'failed' : cases.length > 0 ? 'passed' : 'skipped',
      ...(cases.length === 0
        ? { reason: 'no generated case: no place of its input can be broken and it is not safe' }
        : {}),
      valid,
      invalid: cases.length - valid,
      failures,
    });
  }
  return { seed: options.seed, count: options.count, results };
}

/** How often a request is sent again after a 429 before its answer is judged as it is. */
const RATE_LIMIT_TRIES = 3;

async function send(session: BankSession, operation: KitOperation, path: string, fuzzCase: FuzzCase) {
  for (let tries = 1; ; tries++) {
    const answer = await session.send(operation.method, path, {
      ...(fuzzCase.body === undefined || fuzzCase.body === null ? {} : { body: fuzzCase.body }),
      headers: idempotencyHeaders(operation),
      bearer: operation.authenticated,
    });
    if (answer.status !== 429 || tries === RATE_LIMIT_TRIES) return answer;
    await new Promise((resolve) => setTimeout(resolve, waitOf(answer) * 1000));
  }
}

/** What an answer breaks of the three properties. */
function problems(
  contract: Contract,
  operation: KitOperation,
  path: string,
  fuzzCase: FuzzCase,
  answer: BankAnswer,
) {
  const found: string[] = [];
  if (answer.status >= 500) found.push(`a server error (${answer.status}): ${answer.text.slice(0, 200)}`);
  else if (!fuzzCase.valid && answer.status < 400)
    found.push(
      `invalid input accepted with ${answer.status}: a bank must refuse it with a 4xx and change nothing`,
    );
  const findings = contract.validator.checkAnswer({
    method: operation.method,
    path,
    status: answer.status,
    contentType: answer.contentType,
    body: answer.text,
  });
  found.push(...findings.map(describeFinding));
  return found;
}

/** The run's seed mixed with the operation's name (FNV-1a), so one operation's cases never shift another's. */
function operationSeed(seed: number, operationId: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}
