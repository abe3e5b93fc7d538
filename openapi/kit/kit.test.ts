import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankSession } from './bank-session.js';
import { type KitParameter, loadContract } from './contract.js';
import { FLOWS } from './flows.js';
import { requestBodyPointer } from './fuzz/request-cases.js';
import { SESSION_OPERATIONS } from './read-walk.js';
import { countOutcomes, type KitReport } from './results.js';
import { runKit } from './run-kit.js';
import { signIn, signOut } from './sign-in.js';
import { startTestBank, type TestBank } from './testing/mock-bank.js';
import { APPROVER_NEEDED } from './unsafe-walk.js';

// The seed's demo users (packages/mock-server/src/domain/setup/seed/users.ts): Ada, the owner, signs in with her
// password; Grace also with a TOTP code.
const ADA = { email: 'ada@northwind.test', password: 'Northwind#2026' };
const GRACE = { ...ADA, email: 'grace@northwind.test', totpSecret: 'GRACEHOPPERNORTHWINDTRADING23456' };
// Approval-only operations: without an approver (Grace, an approver with a second factor) none is attempted.
const APPROVAL_ONLY = [
  'changeMemberRole',
  'createApprovalChallenge',
  'createPaymentBatch',
  'createPaymentBatchApprovalChallenge',
  'createPaymentBatchChallenge',
  'decidePaymentBatch',
  'decidePayments',
];

const contract = loadContract();
let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank();
}, 90_000);
afterAll(async () => {
  await bank?.stop();
});

const byId = (report: KitReport) => new Map(report.results.map((r) => [r.operationId, r]));
const safeOperations = contract.operations.filter((op) => op.safe && !SESSION_OPERATIONS.has(op.operationId));
const flowSteps = FLOWS.flatMap((flow) => flow.steps.map((step) => ({ flow: flow.name, ...step })));
// The changes the property checks send broken input to: those the kit's user makes alone, for real, outside
// the sign-in's family (whose wrong input counts toward lockouts).
const ownFlowSteps = FLOWS.filter((flow) => !flow.needsApprover)
  .flatMap((flow) => flow.steps)
  .filter(
    (step) =>
      !step.refusal && contract.operations.find((op) => op.operationId === step.operationId)?.tag !== 'auth',
  );

/**
 * What the full walk must leave as it found it, read by a session of its own straight from the bank: how many
 * of each thing its flows create and end, and what they send back unchanged.
 */
async function bankState() {
  const session = new BankSession(`${bank.url}/api/v1`);
  await signIn(session, ADA);
  const get = async (path: string) =>
    (await session.send('GET', path)).json as { data: Record<string, unknown>; meta?: { total: number } };
  const total = async (path: string) => (await get(`/accounts/org_northwind/${path}`)).meta?.total;
  const state = {
    recipients: await total('recipients'),
    approvalRules: (await get('/accounts/org_northwind/approval-rules')).data,
    activeStandingOrders: await total('standing-orders?status=active'),
    openInvitations: await total('invitations'),
    scheduledPayments: await total('payments?status=scheduled'),
    paymentsAwaitingApproval: await total('payments?status=awaiting_approval'),
    batchesAwaitingApproval: await total('payment-batches?status=awaiting_approval'),
    roles: (
      (await get('/accounts/org_northwind/members')).data as unknown as { email: string; role: string }[]
    ).map((m) => `${m.email}: ${m.role}`),
    activeApiKeys: (
      (await get('/accounts/org_northwind/api-keys?per_page=100')).data as unknown as { status: string }[]
    ).filter((k) => k.status === 'active').length,
    webhookEndpoints: await total('webhook-endpoints'),
    twoFactorForPayments: (await get('/accounts/org_northwind/security-policy')).data
      .require_two_factor_for_payments,
    profile: (await get('/user/show')).data,
  };
  await signOut(session);
  return state;
}

// rule API-25
describe('the contract kit against the mock bank', () => {
  it('read-only: passes every safe operation and its generated requests, reports every other with a reason, and sends the bank nothing unsafe but the sign-in', async () => {
    bank.seen.length = 0;
    const report = await runKit(
      { baseUrl: bank.url, readOnly: true, user: ADA, fuzz: { count: 2, seed: 29 } },
      contract,
    );
    const results = byId(report);
    expect(report.results.map((r) => r.operationId)).toEqual(contract.operations.map((op) => op.operationId));
    expect(fuzzFailures(report)).toEqual([]);
    const fuzzed = new Map(report.fuzz?.results.map((r) => [r.operationId, r.outcome]));
    for (const op of safeOperations.filter((o) => o.tag !== 'auth' && o.parameters.some(isPlainQuery)))
      expect(fuzzed.get(op.operationId), op.operationId).toBe('passed');
    expect(countOutcomes(report.results).failed).toBe(0);
    // A download link and a letter's reference exist only once a change made them: the full walk reaches those.
    const madeByChanges = new Set(['downloadFile', 'verifyBalanceConfirmation']);
    for (const op of safeOperations.filter((o) => !madeByChanges.has(o.operationId)))
      expect(results.get(op.operationId)?.outcome, op.operationId).toBe('passed');
    for (const id of madeByChanges)
      expect(results.get(id)?.reason, id).toMatch(/a change, links to it: the full walk reaches it\)$/);
    for (const id of ['getXsrfToken', 'login', 'logout']) expect(results.get(id)?.outcome, id).toBe('passed');
    for (const r of report.results.filter((r) => r.outcome === 'skipped'))
      expect(r.reason?.length ?? 0, r.operationId).toBeGreaterThan(10);
    const unsafe = bank.seen.filter((s) => !['GET', 'HEAD', 'OPTIONS'].includes(s.method));
    expect(unsafe.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/logout',
    ]);
  }, 60_000);

  it('reports each planted drift on its own operation, and nothing else', async () => {
    const edit = (
      body: string,
      change: (json: { data: Record<string, unknown> & Record<string, unknown>[] }) => void,
    ) => {
      const json = JSON.parse(body);
      change(json);
      return JSON.stringify(json);
    };
    bank.drift((seen, status, body) => {
      if (status !== 200 || seen.method !== 'GET') return null;
      const path = seen.path.split('?')[0] ?? '';
      // A required field missing from a list's items.
      if (path === '/api/v1/accounts/org_northwind/payments')
        return { status, body: edit(body, (json) => delete json.data[0]?.status) };
      // Money as a JSON number instead of a decimal string.
      if (/\/balances\/bal_[^/]+$/.test(path))
        return { status, body: edit(body, (json) => Object.assign(json.data, { available: 12.5 })) };
      // A list without its pagination.
      if (path === '/api/v1/accounts/org_northwind/recipients')
        return { status, body: edit(body, (json) => Reflect.deleteProperty(json, 'meta')) };
      // A server error.
      if (path === '/api/v1/user/notifications/unread-count')
        return { status: 500, body: JSON.stringify({ message: 'Internal error' }) };
      // A status the operation does not declare.
      if (path === '/api/v1/resources/roles') return { status: 202, body };
      // An enum value the contract lacks.
      if (path === '/api/v1/accounts/org_northwind/standing-orders')
        return {
          status,
          body: edit(body, (json) => Object.assign(json.data[0] ?? {}, { status: 'dormant' })),
        };
      // A wrong content type.
      if (path === '/api/v1/resources/countries') return { status, body, contentType: 'text/html' };
      return null;
    });
    try {
      const report = await runKit({ baseUrl: bank.url, readOnly: true, user: ADA }, contract);
      const failed = report.results.filter((r) => r.outcome === 'failed').map((r) => r.operationId);
      expect(failed.sort()).toEqual(
        [
          'getBalance',
          'getUnreadNotificationsCount',
          'listCountries',
          'listOrganizationPayments',
          'listRecipients',
          'listRoles',
          'listStandingOrders',
        ].sort(),
      );
      const said = (id: string) =>
        byId(report)
          .get(id)
          ?.violations.map((v) => v.message)
          .join('\n') ?? '';
      expect(said('listOrganizationPayments')).toMatch(/status/);
      expect(said('getBalance')).toMatch(/available/);
      expect(said('listRecipients')).toMatch(/meta/);
      expect(said('getUnreadNotificationsCount')).toMatch(/500/);
      expect(said('listRoles')).toMatch(/^response: Unable to match the returned status code/);
      expect(said('listStandingOrders')).toMatch(/^response\.body\.data\.0\.status: .*allowed values/);
      expect(said('listCountries')).toMatch(/^response: The received media type "text\/html"/);
    } finally {
      bank.drift(null);
    }
  }, 60_000);

  it('full, with an approver: runs every flow to its end, attempts every operation a user without a second factor can, and leaves the bank as it found it', async () => {
    const before = await bankState();
    const report = await runKit(
      { baseUrl: bank.url, readOnly: false, user: ADA, approver: GRACE, fuzz: { count: 3, seed: 11 } },
      contract,
    );
    const after = await bankState();
    const results = byId(report);
    expect(report.mode).toBe('full');
    expect(countOutcomes(report.results).failed).toBe(0);
    // A flow's step that was refused leaves its later steps 'not reached', so a pass of each step's
    // operation (a step shared by two flows included) means every flow ran to its end.
    for (const step of flowSteps.filter((s) => !s.secondFactor))
      expect(
        results.get(step.operationId)?.outcome,
        `${step.flow}: ${step.operationId} ${results.get(step.operationId)?.reason}`,
      ).toBe('passed');
    for (const op of safeOperations)
      expect(results.get(op.operationId)?.outcome, op.operationId).toBe('passed');
    const skipped = report.results.filter((r) => r.outcome === 'skipped');
    // A step on what an earlier one created takes its values from that answer's OpenAPI link, where it has one.
    const linkedSteps = flowSteps.filter((s) =>
      s.on ? operation(s.on).links.some((l) => l.operationId === s.operationId) : false,
    );
    expect(linkedSteps.length).toBeGreaterThan(3);
    for (const step of linkedSteps)
      expect(results.get(step.operationId)?.link, step.operationId).toMatch(new RegExp(` of ${step.on}$`));
    // What the kit cannot run for real it sends what a bank must refuse, and the bank refused each.
    for (const step of flowSteps.filter((s) => s.refusal && !s.secondFactor))
      expect(results.get(step.operationId), step.operationId).toMatchObject({
        outcome: 'passed',
        refusal: step.refusal,
      });
    // Grace's sign-in as the approver reaches the second factor; Ada has none to sign payments with.
    expect(results.get('verifyTwoFactorCode')?.outcome).toBe('passed');
    // Every other operation is attempted: only those that need the kit's user to have a second factor wait.
    expect(skipped.map((r) => r.operationId).sort()).toEqual(
      ['createPaymentBatchChallenge', 'createPaymentChallenge', 'startTwoFactorSetup'].sort(),
    );
    for (const r of skipped)
      expect(r.reason, r.operationId).toMatch(
        /has no second factor; a user with one \(--totp-secret\) reaches it/,
      );
    // Broken input went to every change the kit's user makes alone that takes any, and the bank refused it all.
    expect(fuzzFailures(report)).toEqual([]);
    const fuzzed = new Map(report.fuzz?.results.map((r) => [r.operationId, r]));
    for (const step of ownFlowSteps.filter((s) => requestBodyPointer(contract, operation(s.operationId))))
      expect(fuzzed.get(step.operationId)?.invalid, step.operationId).toBeGreaterThan(0);
    for (const r of report.fuzz?.results ?? [])
      if (r.outcome === 'skipped') expect(r.reason?.length ?? 0, r.operationId).toBeGreaterThan(10);
    expect(after).toEqual(before);
  }, 150_000);

  it('reports a bank that accepts broken input or fails on it, by operation and request, and nothing else', async () => {
    bank.drift((seen, status) => {
      const path = seen.path.split('?')[0] ?? '';
      // Broken input accepted as if it were a new recipient.
      if (seen.method === 'POST' && path === '/api/v1/accounts/org_northwind/recipients' && status >= 400)
        return { status: 201, body: JSON.stringify({ data: { ref: 'rcp_accepted' } }) };
      // A server error on a broken query.
      if (seen.method === 'GET' && path === '/api/v1/accounts/org_northwind/transactions' && status === 400)
        return { status: 500, body: JSON.stringify({ message: 'Internal error' }) };
      return null;
    });
    try {
      const report = await runKit(
        { baseUrl: bank.url, readOnly: false, user: ADA, fuzz: { count: 3, seed: 5 } },
        contract,
      );
      expect(countOutcomes(report.results).failed).toBe(0);
      for (const id of APPROVAL_ONLY) expect(byId(report).get(id)?.reason, id).toBe(APPROVER_NEEDED);
      expect(fuzzFailures(report).map((f) => f.operationId)).toEqual(['listTransactions', 'createRecipient']);
      const failures = (id: string) => report.fuzz?.results.find((r) => r.operationId === id)?.failures ?? [];
      for (const f of failures('createRecipient')) {
        expect(f.request).toBe('POST /accounts/org_northwind/recipients');
        expect(f.input).not.toBe('valid');
        expect(f.problems.join('\n')).toMatch(/invalid input accepted with 201/);
      }
      for (const f of failures('listTransactions')) {
        expect(f.request).toMatch(/^GET \/accounts\/org_northwind\/transactions\?/);
        expect(f.problems.join('\n')).toMatch(/a server error \(500\)/);
      }
    } finally {
      bank.drift(null);
    }
  }, 90_000);
});

const isPlainQuery = (p: KitParameter) => p.in === 'query' && p.pattern === null;
const fuzzFailures = (report: KitReport) =>
  (report.fuzz?.results ?? [])
    .filter((r) => r.outcome === 'failed')
    .map((r) => ({ operationId: r.operationId, failures: r.failures }));
const operation = (id: string) => {
  const found = contract.operations.find((op) => op.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

// rule API-25
describe("the full walk's plan", () => {
  it('gives every unsafe operation a flow or the sign-in, and only one of them', () => {
    const unsafe = contract.operations.filter((op) => !op.safe).map((op) => op.operationId);
    const planned = (id: string) =>
      [flowSteps.some((s) => s.operationId === id), SESSION_OPERATIONS.has(id)].filter(Boolean).length;
    expect(unsafe.filter((id) => planned(id) !== 1)).toEqual([]);
  });
});
