import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../src/domain/setup/index.js';
import { EMPTY_ORG } from '../../src/domain/setup/scenarios/empty-organization.js';
import { PAYEE_CHECK_RECIPIENTS } from '../../src/domain/setup/scenarios/payee-checks.js';
import { POLICY_ADMIN } from '../../src/domain/setup/scenarios/two-factor-required.js';
import { TWO_FACTOR_REQUIRED_BY_POLICY } from '../../src/domain/team/security-policy.js';
import { Client, OPS, signedIn, TEST_START, TREASURY, testApp } from '../support/test-app.js';

type Json = Record<string, unknown>;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
type Row = Record<string, string>;

/** A bank that started in the scenario (MOCK_SCENARIO), and one put into it later (POST /__mock/scenario). */
async function bothWays(name: string) {
  const started = await testApp({ scenario: name });
  const switched = await testApp();
  const res = await switched.app.inject({ method: 'POST', url: '/__mock/scenario', payload: { name } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ ok: true, scenario: name });
  return [started.app, switched.app];
}

const balances = async (client: Client, path: string) =>
  (await client.call('GET', `${path}/balances`)).json().data as Row[];

describe('scenarios (MOCK_SCENARIO, GET /__mock/scenarios, POST /__mock/scenario)', () => {
  it('lists every scenario with its description and the one the bank is in', async () => {
    const { app } = await testApp({ scenario: 'low-balance' });
    const list = (await app.inject({ method: 'GET', url: '/__mock/scenarios' })).json() as {
      data: { name: string; description: string }[];
      current: string | null;
    };
    expect(list.data.map((s) => s.name)).toEqual([
      'empty-organization',
      'low-balance',
      'many-transactions',
      'approvals-waiting',
      'two-factor-required',
      'payee-checks',
      'session-expiring',
      'fx-market-closed',
    ]);
    for (const s of list.data) expect(s.description.length).toBeGreaterThan(20);
    expect(list.current).toBe('low-balance');
  });

  it('the README lists every scenario with its description', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const s of SCENARIOS)
      expect(readme).toMatch(new RegExp(`\\| \`${s.name}\` +\\| ${literally(s.description)} +\\|`));
  });

  it('refuses an unknown name with the list, and a reset returns to the scenario the bank started in', async () => {
    const { app, bank } = await testApp({ scenario: 'low-balance' });
    const unknown = await app.inject({ method: 'POST', url: '/__mock/scenario', payload: { name: 'nope' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain('payee-checks');
    await expect(testApp({ scenario: 'nope' })).rejects.toThrow(/There is no scenario "nope"/);
    await app.inject({ method: 'POST', url: '/__mock/scenario', payload: { name: null } });
    expect(bank.config.scenario).toBeNull();
    await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    expect(bank.config.scenario).toBe('low-balance');
  });

  it('empty-organization: its owner signs in to an organization with zero balances and no history', async () => {
    for (const app of await bothWays('empty-organization')) {
      const owner = new Client(app);
      await owner.login(EMPTY_ORG.email, EMPTY_ORG.password);
      expect(owner.token).toBeTruthy();
      const me = (await owner.call('GET', '/user/current')).json().data as Json;
      expect(JSON.stringify(me)).toContain(EMPTY_ORG.ref);
      const path = `/accounts/${EMPTY_ORG.ref}/bank-accounts/${EMPTY_ORG.bankAccountRef}`;
      const rows = await balances(owner, path);
      expect(rows.map((b) => [b.currency, b.current, b.available])).toEqual([
        ['GBP', '0.00', '0.00'],
        ['EUR', '0.00', '0.00'],
      ]);
      for (const list of ['transactions', 'recipients', 'payments']) {
        const res = (await owner.call('GET', `/accounts/${EMPTY_ORG.ref}/${list}`)).json();
        expect(res.meta.total, list).toBe(0);
      }
      expect((await owner.call('GET', '/user/notifications')).json().meta.total).toBe(0);
    }
  });

  it('low-balance: every Northwind balance has 42.50 (4250 JPY) available', async () => {
    for (const app of await bothWays('low-balance')) {
      const ada = await signedIn(app);
      for (const path of [OPS, TREASURY]) {
        for (const b of await balances(ada, path)) {
          expect(b.available, `${path} ${b.currency}`).toBe(b.currency === 'JPY' ? '4250' : '42.50');
        }
      }
    }
  });

  it('many-transactions: the operating account has thousands of transactions', async () => {
    const { app } = await testApp({ scenario: 'many-transactions' });
    const ada = await signedIn(app);
    const page = (
      await ada.call('GET', '/accounts/org_northwind/transactions?bank_account=ba_northwind_ops')
    ).json();
    expect(page.meta.total).toBeGreaterThan(5_000);
  });

  it('approvals-waiting: grace sees four payments by Ada waiting for her approval', async () => {
    for (const app of await bothWays('approvals-waiting')) {
      const grace = await signedIn(app, 'grace');
      const waiting = (await grace.call('GET', '/accounts/org_northwind/approval-requests')).json();
      const mine = (waiting.data as { payment: Json; can_approve: boolean }[]).filter((p) => p.can_approve);
      expect(mine.length).toBeGreaterThanOrEqual(4);
      expect(mine.map((p) => p.payment.amount)).toEqual(
        expect.arrayContaining(['20000.00', '24500.00', '31250.00', '48000.00']),
      );
      const notes = (await grace.call('GET', '/user/notifications?per_page=50')).json().data as Json[];
      expect(notes.filter((n) => n.title === 'Payment awaiting your approval').length).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it('two-factor-required: Northwind requires it of payers; Ada is refused her payment, Grace is not', async () => {
    for (const app of await bothWays('two-factor-required')) {
      const now = Date.parse(
        (await app.inject({ method: 'GET', url: '/__mock/clock' })).json().now as string,
      );
      const ada = await signedIn(app);
      const policy = (await ada.call('GET', '/accounts/org_northwind/security-policy')).json().data;
      expect(policy).toEqual({
        require_two_factor_for_payments: true,
        updated_at: new Date(now - 86_400_000).toISOString(),
        updated_by: { user_ref: POLICY_ADMIN.ref, name: 'Alan Turing' },
      });
      const payee = (
        await ada.call('GET', '/accounts/org_northwind/recipients?currency=GBP&status=active')
      ).json().data[0].ref as string;
      const refused = await ada.call('POST', `${OPS}/payments`, {
        body: {
          recipient_ref: payee,
          amount: '125.00',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'INV-2FA',
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({
        message: TWO_FACTOR_REQUIRED_BY_POLICY,
        code: 'two_factor_required_by_policy',
      });
      // Grace (TOTP) still pays: the bank issues her payment's challenge.
      const grace = await signedIn(app, 'grace');
      const challenge = await grace.call('POST', `${OPS}/payments/challenge`, {
        body: { recipient_ref: payee, amount: '125.00', currency: 'GBP' },
      });
      expect(challenge.statusCode, challenge.body).toBe(201);
      // The policy's author is a Northwind admin who signs in with his code.
      const alan = new Client(app);
      await alan.loginWithTotp(POLICY_ADMIN.email, POLICY_ADMIN.password);
      expect(alan.token).toBeTruthy();
      const me = (await alan.call('GET', '/user/current')).json().data as Json;
      expect(JSON.stringify(me)).toContain('"admin"');
    }
  });

  it('payee-checks: four recipients whose stored checks are match, close match, no match and unavailable', async () => {
    for (const app of await bothWays('payee-checks')) {
      const ada = await signedIn(app);
      const list = (await ada.call('GET', '/accounts/org_northwind/recipients?per_page=100')).json().data as {
        name: string;
        verification: { outcome: string } | null;
      }[];
      for (const { name, outcome } of PAYEE_CHECK_RECIPIENTS) {
        expect(list.find((r) => r.name === name)?.verification?.outcome, name).toBe(outcome);
      }
    }
  });

  it('session-expiring: access tokens last 15 s and a session ends 60 s after sign-in', async () => {
    for (const app of await bothWays('session-expiring')) {
      const ada = new Client(app);
      const login = await ada.login('ada@northwind.test', 'Northwind#2026');
      expect(login.json().data.expires_in).toBe(15);
      await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 16_000 } });
      expect((await ada.call('GET', '/user/current')).statusCode).toBe(401);
      const refreshed = await ada.call('POST', '/auth/refresh');
      expect(refreshed.statusCode).toBe(200);
      ada.token = refreshed.json().data.access_token;
      await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 45_000 } });
      expect((await ada.call('POST', '/auth/refresh')).statusCode).toBe(401);
    }
  });

  it('fx-market-closed: the FX cut-off check says closed while the payment window is open', async () => {
    for (const app of await bothWays('fx-market-closed')) {
      const now = (await app.inject({ method: 'GET', url: '/__mock/clock' })).json().now as string;
      expect(Date.parse(now)).toBeLessThanOrEqual(TEST_START + 86_400_000);
      const ada = await signedIn(app);
      const cutoff = (await ada.call('GET', `${TREASURY}/fx/check-cuttoff-time`)).json().data;
      expect(cutoff.within_window).toBe(false);
      const window = (await ada.call('GET', `${OPS}/payments/check-time-window`)).json().data;
      expect(window.within_window ?? window.open).toBe(true);
    }
  });
});
