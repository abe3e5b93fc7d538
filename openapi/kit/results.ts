/** A contract violation, as the validation proxy or the kit itself found it. */
export interface Violation {
  /** Prism's own check, the strict JSON Schema validator behind it, or the kit (a server error). */
  source: 'prism' | 'ajv' | 'kit';
  /** What is wrong, where: the operation, the status, the body's path and the contract's keyword. */
  message: string;
  /** The request it was found on ('POST /api/v1/auth/login'). */
  request?: string;
}

export type Outcome = 'passed' | 'failed' | 'skipped';

/** What one operation showed. */
export interface OperationResult {
  operationId: string;
  method: string;
  /** The request made ('/accounts/org_x/payments?page=1'), or the template of one not made. */
  path: string;
  outcome: Outcome;
  status?: number;
  /** Why it was skipped. */
  reason?: string;
  /** The OpenAPI link its values came from ('GetRecipient of createRecipient'). */
  link?: string;
  /** What it was sent that a bank must refuse ('an unknown invitation token'): checked on that path only. */
  refusal?: string;
  violations: Violation[];
}

export interface KitReport {
  baseUrl: string;
  contractVersion: string;
  mode: 'full' | 'read-only';
  startedAt: string;
  durationMs: number;
  /** Every operation of the contract, in the contract's order. */
  results: OperationResult[];
  /** The property-based checks, when asked for (--fuzz). */
  fuzz?: FuzzReport;
}

/** What generated requests of one operation showed. */
export interface FuzzResult {
  operationId: string;
  method: string;
  template: string;
  outcome: Outcome;
  reason?: string;
  /** How many valid and how many broken requests were sent. */
  valid: number;
  invalid: number;
  /** Each request whose answer broke a property: what was sent and what was wrong. */
  failures: { request: string; input: string; status: number; problems: string[] }[];
}

export interface FuzzReport {
  /** Replays the same requests: --seed. */
  seed: number;
  /** Valid and invalid requests per operation, each (at most). */
  count: number;
  results: FuzzResult[];
}

export function countOutcomes(results: readonly { outcome: Outcome }[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { passed: 0, failed: 0, skipped: 0 };
  for (const r of results) counts[r.outcome] += 1;
  return counts;
}
