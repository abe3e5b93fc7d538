import type { BankAnswer } from './bank-session.js';
import type { KitOperation } from './contract.js';
import type { OperationResult, Violation } from './results.js';

/**
 * A request the bank must refuse: passed when refused (a 4xx other than 429, no violation), failed when
 * accepted, answered with a 5xx or outside the contract; a rate limit leaves it unseen.
 */
export function judgedRefusal(
  operation: KitOperation,
  path: string,
  answer: BankAnswer,
  violations: Violation[],
  refusal: string,
): OperationResult {
  const base = { operationId: operation.operationId, method: operation.method, path, status: answer.status };
  if (violations.length > 0) return { ...base, outcome: 'failed', violations };
  if (answer.status === 429)
    return {
      ...base,
      outcome: 'skipped',
      reason: `the bank's rate limit answered first (429): ${refusal} not checked`,
      violations: [],
    };
  if (answer.status >= 400 && answer.status < 500)
    return { ...base, outcome: 'passed', refusal, violations: [] };
  const what = answer.status >= 500 ? `answered ${answer.status}` : `accepted it (${answer.status})`;
  return {
    ...base,
    outcome: 'failed',
    refusal,
    violations: [
      {
        source: 'kit',
        message: `${refusal}: a bank must refuse it with a 4xx, and this one ${what}: ${answer.text.slice(0, 200)}`,
      },
    ],
  };
}

export function skipped(operation: KitOperation, reason: string): OperationResult {
  return {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.template,
    outcome: 'skipped',
    reason,
    violations: [],
  };
}

export function judged(
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
