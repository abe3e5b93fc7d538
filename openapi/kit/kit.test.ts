import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from './contract.js';
import { SESSION_OPERATIONS } from './read-walk.js';
import { countOutcomes, type KitReport } from './results.js';
import { runKit } from './run-kit.js';
import { startTestBank, type TestBank } from './testing/mock-bank.js';

// The seed's demo users (packages/mock-server/src/domain/seed/users.ts): Ada, the owner, signs in with her
// password; Grace also with a TOTP code.
const ADA = { email: 'ada@northwind.test', password: 'Northwind#2026' };
const GRACE = { ...ADA, email: 'grace@northwind.test', totpSecret: 'GRACEHOPPERNORTHWINDTRADING23456' };

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

// rule API-25
describe('the contract kit against the mock bank', () => {
  it('read-only: passes every safe operation, reports every other with a reason, and sends the bank nothing unsafe but the sign-in', async () => {
    bank.seen.length = 0;
    const report = await runKit({ baseUrl: bank.url, readOnly: true, user: ADA }, contract);
    const results = byId(report);
    expect(report.results.map((r) => r.operationId)).toEqual(contract.operations.map((op) => op.operationId));
    expect(countOutcomes(report.results).failed).toBe(0);
    for (const op of safeOperations)
      expect(results.get(op.operationId)?.outcome, op.operationId).toBe('passed');
    for (const id of ['getXsrfToken', 'login', 'logout']) expect(results.get(id)?.outcome, id).toBe('passed');
    for (const r of report.results.filter((r) => r.outcome === 'skipped'))
      expect(r.reason?.length ?? 0, r.operationId).toBeGreaterThan(10);
    const unsafe = bank.seen.filter((s) => !['GET', 'HEAD', 'OPTIONS'].includes(s.method));
    expect(unsafe.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/logout',
    ]);
  }, 60_000);

  it('signs in with a second factor when the user has one', async () => {
    const report = await runKit({ baseUrl: bank.url, readOnly: true, user: GRACE }, contract);
    expect(byId(report).get('verifyTwoFactorCode')?.outcome).toBe('passed');
    expect(countOutcomes(report.results).failed).toBe(0);
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
      return null;
    });
    try {
      const report = await runKit({ baseUrl: bank.url, readOnly: true, user: ADA }, contract);
      const failed = report.results.filter((r) => r.outcome === 'failed').map((r) => r.operationId);
      expect(failed.sort()).toEqual(
        ['getBalance', 'getUnreadNotificationsCount', 'listOrganizationPayments', 'listRecipients'].sort(),
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
    } finally {
      bank.drift(null);
    }
  }, 60_000);
});
