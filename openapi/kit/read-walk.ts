import type { BankSession } from './bank-session.js';
import type { KitOperation } from './contract.js';
import type { OperationResult, Violation } from './results.js';
import type { ValuePool } from './value-pool.js';

/** The sign-in's own operations: run by signIn and signOut, reported from their steps. */
export const SESSION_OPERATIONS = new Set(['getXsrfToken', 'login', 'verifyTwoFactorCode', 'logout']);

export interface WalkContext {
  session: BankSession;
  /** What the answers held: filled here, used by the walk of unsafe operations after it. */
  pool: ValuePool;
  /** The contract violations the validation proxy recorded since the last call (and forgets them). */
  takeViolations: () => Violation[];
}

/** '/accounts/{account}' with { account: 'org_x' } → '/accounts/org_x?…' (required query parameters added). */
export function requestPath(operation: KitOperation, values: Record<string, string>): string {
  const path = operation.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const p of operation.parameters)
    if (p.in === 'query' && values[p.name] !== undefined) query.set(p.name, values[p.name] ?? '');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Why a refused request leaves its operation's success unseen, and what would reach it. */
function refusalReason(status: number, message: string): string {
  const said = message ? `: ${message}` : '';
  if (status === 403)
    return `the bank refused the user (403${said}); a user whose role allows it reaches its success`;
  return `the bank refused the kit's request (${status}${said})`;
}

const messageOf = (json: unknown) => {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};

/**
 * Every safe operation, the way a client reaches it: those without parameters first, then each one whose
 * parameters earlier answers supply (a list, then one of its items), until no answer adds anything. An
 * operation is passed when the bank answered it with a success and no violation, failed on any violation
 * or server error, and skipped with the reason otherwise (a refusal for the user's role, a value no answer held).
 */
export async function walkSafeOperations(
  operations: readonly KitOperation[],
  { session, pool, takeViolations }: WalkContext,
): Promise<OperationResult[]> {
  const results: OperationResult[] = [];
  let pending = operations.filter((op) => op.safe && !SESSION_OPERATIONS.has(op.operationId));
  const lastMissing = new Map<string, string>();
  for (let progress = true; progress && pending.length > 0; ) {
    progress = false;
    const next: KitOperation[] = [];
    for (const operation of pending) {
      const filling = pool.fill(operation);
      if ('missing' in filling) {
        lastMissing.set(operation.operationId, filling.missing);
        next.push(operation);
        continue;
      }
      progress = true;
      const path = requestPath(operation, filling.values);
      const answer = await session.send(operation.method, path, { bearer: operation.authenticated });
      const violations = takeViolations();
      const base = {
        operationId: operation.operationId,
        method: operation.method,
        path,
        status: answer.status,
      };
      if (violations.length > 0) results.push({ ...base, outcome: 'failed', violations });
      else if (answer.status >= 500)
        results.push({
          ...base,
          outcome: 'failed',
          violations: [
            { source: 'kit', message: `the bank answered ${answer.status}: ${answer.text.slice(0, 200)}` },
          ],
        });
      else if (answer.status >= 400)
        results.push({
          ...base,
          outcome: 'skipped',
          reason: refusalReason(answer.status, messageOf(answer.json)),
          violations: [],
        });
      else {
        pool.add(answer.json, filling.values);
        results.push({ ...base, outcome: 'passed', violations: [] });
      }
    }
    pending = next;
  }
  for (const operation of pending)
    results.push({
      operationId: operation.operationId,
      method: operation.method,
      path: operation.template,
      outcome: 'skipped',
      reason: `not reached: ${lastMissing.get(operation.operationId) ?? 'no value for its parameters'}${madeByChanges(operations, operation)}`,
      violations: [],
    });
  return results;
}

/** ' (only …'s answer, a change, links to it: the full walk reaches it)' when changes alone link to it. */
function madeByChanges(operations: readonly KitOperation[], target: KitOperation): string {
  const producers = operations
    .filter((op) => !op.safe && op.links.some((l) => l.operationId === target.operationId))
    .map((op) => op.operationId);
  return producers.length === 0
    ? ''
    : ` (only the answer of ${producers.join(' or ')}, a change, links to it: the full walk reaches it)`;
}
