import {
  type ContractViolation,
  freePort,
  startFront,
  startPrism,
  upstreamBase,
} from '../../scripts/prism/prism-front.mjs';
import { BankSession } from './bank-session.js';
import { type Contract, loadContract } from './contract.js';
import { FLOWS } from './flows.js';
import { fuzzOperations } from './fuzz/run-fuzz.js';
import { SESSION_OPERATIONS, walkSafeOperations } from './read-walk.js';
import type { FuzzReport, KitReport, OperationResult, Violation } from './results.js';
import { type KitUser, type SignInStep, signIn, signOut } from './sign-in.js';
import { walkFlows } from './unsafe-walk.js';
import { ValuePool } from './value-pool.js';

export interface KitOptions {
  /** The bank's base URL, with or without the contract's `/api/v1`. */
  baseUrl: string;
  user: KitUser;
  /** Only safe methods, besides signing in and out: for a smoke run against production. */
  readOnly: boolean;
  /** Property-based checks after the walk: generated requests per operation, from a seed. */
  fuzz?: { count: number; seed: number };
  /** A second member of the organization who approves (with a second factor), for the approval flows. */
  approver?: KitUser;
}

const asViolation = (v: ContractViolation): Violation => ({
  source: v.source,
  // The strict validator's findings name the operation and the bank's status; Prism's status is its own.
  message: v.source === 'prism' ? prismFindings(v.violations) : v.violations,
  request: `${v.method ?? ''} ${v.path ?? ''}`,
});

/** Prism's findings (a JSON list of { location, message }) as lines: 'response.body.data.0.status: …'. */
function prismFindings(text: string): string {
  try {
    const found = JSON.parse(text) as { location?: string[]; message?: string }[];
    return found.map((f) => `${(f.location ?? []).join('.')}: ${f.message ?? ''}`).join('\n');
  } catch {
    return text;
  }
}

/**
 * Runs the kit: Prism's validation proxy in front of the bank (with the strict validator behind it), the
 * contract's sign-in, every operation the mode allows, the sign-out; every operation of the contract gets a
 * result. The proxy stops when the run ends.
 */
export async function runKit(options: KitOptions, contract: Contract = loadContract()): Promise<KitReport> {
  const started = Date.now();
  const prismPort = await freePort();
  const prism = startPrism({ mode: 'proxy', port: prismPort, upstream: upstreamBase(options.baseUrl) });
  try {
    await prism.ready;
    const front = await startFront({ port: await freePort(), prismPort });
    try {
      const address = front.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const takeViolations = () => front.violations.splice(0).map(asViolation);
      const session = new BankSession(`http://127.0.0.1:${port}/api/v1`);
      const { results, fuzz } = await walk(contract, options, session, takeViolations);
      return {
        baseUrl: options.baseUrl,
        contractVersion: contract.version,
        mode: options.readOnly ? 'read-only' : 'full',
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        results,
        ...(fuzz ? { fuzz } : {}),
      };
    } finally {
      front.close();
    }
  } finally {
    prism.child.kill('SIGTERM');
  }
}

async function walk(
  contract: Contract,
  options: KitOptions,
  session: BankSession,
  takeViolations: () => Violation[],
): Promise<{ results: OperationResult[]; fuzz: FuzzReport | null }> {
  const byOperation = new Map<string, OperationResult>();
  const steps: SignInStep[] = await signIn(session, options.user);
  const signInViolations = takeViolations();
  const pool = new ValuePool();
  const walked = await walkSafeOperations(contract.operations, { session, pool, takeViolations });
  if (!options.readOnly) {
    const approver = options.approver
      ? { user: options.approver, session: new BankSession(session.base) }
      : null;
    const approverSignIn = approver ? await signIn(approver.session, approver.user) : [];
    const approverSignInViolations = takeViolations();
    walked.push(
      ...(await walkFlows(FLOWS, { contract, session, pool, user: options.user, approver, takeViolations })),
    );
    if (approver) {
      approverSignIn.push(await signOut(approver.session));
      walked.push(...sessionResults(approverSignIn, [...approverSignInViolations, ...takeViolations()]));
    }
  }
  const fuzz = options.fuzz
    ? await fuzzOperations(contract, await session.beside(upstreamBase(options.baseUrl)), pool, {
        ...options.fuzz,
        readOnly: options.readOnly,
        // Broken input goes to what the kit's user alone changes and ends: never a batch, a decision, nor an
        // operation the walk only sends what it must refuse (an ownership transfer, an FX trade).
        walked: new Set(
          FLOWS.filter((flow) => !flow.needsApprover)
            .flatMap((flow) => flow.steps)
            .filter((step) => !step.refusal)
            .map((step) => step.operationId),
        ),
      })
    : null;
  steps.push(await signOut(session));
  for (const result of sessionResults(steps, [...signInViolations, ...takeViolations()]))
    byOperation.set(result.operationId, result);
  // An operation met more than once (a read the walk made and a flow made again, one step of two flows)
  // keeps what says most: a violation is never hidden by a later success, a success by a later skip, nor
  // the bank's refusal by a later 'not reached'.
  for (const result of walked) {
    const earlier = byOperation.get(result.operationId);
    if (!earlier || weight(result) >= weight(earlier)) byOperation.set(result.operationId, result);
  }
  const results = contract.operations.map(
    (op): OperationResult =>
      byOperation.get(op.operationId) ?? {
        operationId: op.operationId,
        method: op.method,
        path: op.template,
        outcome: 'skipped',
        reason: notAttempted(op.operationId, options),
        violations: [],
      },
  );
  return { results, fuzz };
}

/** The sign-in's and sign-out's steps as results, each with the violations found on its request. */
function sessionResults(steps: readonly SignInStep[], violations: readonly Violation[]): OperationResult[] {
  return steps.map((step) => {
    const own = violations.filter(
      (v) => v.request?.startsWith(`${step.method} `) && v.request.endsWith(step.path),
    );
    return { ...step, outcome: own.length > 0 || step.status >= 300 ? 'failed' : 'passed', violations: own };
  });
}

const RANK: Record<OperationResult['outcome'], number> = { skipped: 0, passed: 2, failed: 4 };
/** How much a result says: its outcome, then whether its request was made (a status) or not. */
const weight = (result: OperationResult) => RANK[result.outcome] + (result.status === undefined ? 0 : 1);

function notAttempted(operationId: string, options: KitOptions): string {
  if (operationId === 'verifyTwoFactorCode')
    return `${options.user.email} signs in without a second factor; a user with one (--totp-secret) reaches it`;
  if (SESSION_OPERATIONS.has(operationId)) return 'part of the sign-in';
  if (options.readOnly) return 'not attempted: --read-only sends safe methods only';
  return 'not attempted: no flow of the kit reaches it yet';
}
