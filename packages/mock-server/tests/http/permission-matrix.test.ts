import { randomUUID } from 'node:crypto';
import type { components, Role } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/domain/api-keys/index.js';
import { createApprovalRule } from '../../src/domain/approvals/index.js';
import { createPayment } from '../../src/domain/payments/index.js';
import { createWebhookEndpoint, queueTestEvent } from '../../src/domain/webhooks/index.js';
import {
  CONTRACT_ROUTES,
  OPERATION_PERMISSIONS,
  ROLE_PERMISSIONS,
} from '../../src/generated/contract-routes.js';
import type { OperationId } from '../../src/operations/types.js';
import { Client, testApp } from '../support/test-app.js';

type ApprovalRuleInput = components['schemas']['ApprovalRuleInput'];

const ROLES = Object.keys(ROLE_PERMISSIONS) as Role[];
const ORG_ROUTES = CONTRACT_ROUTES.filter((r) => r.path.startsWith('/accounts/:account'));

type Call = { query?: string; body?: unknown; headers?: Record<string, string> };

const APPROVAL_RULE: ApprovalRuleInput = {
  threshold: '50000.00',
  threshold_currency: 'GBP',
  bank_account_ref: null,
  currency: null,
  first_payment_to_recipient: false,
  approvals_required: 1,
  approver_roles: ['owner', 'admin', 'approver'],
};

/** A minimal valid request per operation that needs more than its path (the adapters validate before dispatch). */
function requestFor(id: OperationId, refs: { recipient: string; quote: string; waiting: string }): Call {
  const key = { 'idempotency-key': randomUUID() };
  const payment = { recipient_ref: refs.recipient, amount: '1.00', currency: 'GBP' };
  const recipient = {
    type: 'business',
    name: 'Rhein Logistik GmbH',
    country: 'DE',
    currency: 'EUR',
    bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  };
  const calls: Partial<Record<OperationId, Call>> = {
    getPaymentFee: { query: `recipient_ref=${refs.recipient}&amount=1.00&currency=GBP` },
    getFxRateHistory: { query: 'sell_currency=GBP&buy_currency=EUR&hours=24' },
    createPaymentChallenge: { body: payment },
    createPayment: { body: { ...payment, reason_code: 'SUPP', reference: 'PERM-1' }, headers: key },
    createRecipient: { body: recipient },
    verifyPayee: {
      body: { name: recipient.name, type: recipient.type, bank_details: recipient.bank_details },
    },
    updateRecipient: { body: recipient },
    uploadRecipientKycDocument: {
      body: '--b\r\nContent-Disposition: form-data; name="document_type"\r\n\r\ninvoice\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    },
    requestFxQuote: { body: { sell_currency: 'GBP', buy_currency: 'EUR', sell_amount: '10.00' } },
    executeFxQuote: { body: { quote_ref: refs.quote }, headers: key },
    changeMemberRole: { body: { role: 'viewer' } },
    createInvitation: {
      body: { email: 'perm@northwind.test', first_name: 'Per', last_name: 'Mission', role: 'viewer' },
    },
    transferOwnership: { body: { user_ref: 'usr_grace', current_password: 'Northwind#2026' } },
    recordExport: { body: { dataset: 'transactions', format: 'csv', row_count: 1, filters: {} } },
    createApprovalRule: { body: APPROVAL_RULE },
    updateApprovalRule: { body: { ...APPROVAL_RULE, threshold: '60000.00' } },
    // Turning it off is always allowed to policies.manage (turning it on needs the caller's own 2FA).
    updateSecurityPolicy: { body: { require_two_factor_for_payments: false } },
    previewPaymentApproval: { query: `recipient_ref=${refs.recipient}&amount=1.00&currency=GBP` },
    createApprovalChallenge: { body: { payment_refs: [refs.waiting] } },
    createStandingOrder: {
      body: {
        ...payment,
        reason_code: 'RENT',
        reference: 'PERM-SO',
        schedule: { frequency: 'weekly', start_date: '2026-03-11', end: { type: 'never' } },
      },
      headers: key,
    },
    updateStandingOrder: { body: { reference: 'PERM-SO-2' } },
    decidePayments: {
      body: { decision: 'approve', authorization: { challenge_ref: 'chl_unknown', code: '123456' } },
      headers: key,
    },
    validatePaymentBatch: { body: { rows: [{ ...payment, reason_code: 'SUPP', reference: 'PERM-BULK' }] } },
    createPaymentBatchChallenge: { body: { totals: [{ currency: 'GBP', count: 1, amount: '1.00' }] } },
    createPaymentBatch: {
      body: { rows: [{ ...payment, reason_code: 'SUPP', reference: 'PERM-BULK' }] },
      headers: key,
    },
    retryPaymentBatch: { body: {}, headers: key },
    createApiKey: { body: { name: 'Matrix', scopes: ['accounts.view'] } },
    createWebhookEndpoint: {
      body: { url: 'https://erp.example/__mock/webhook-inbox/matrix', events: ['payment.created'] },
    },
    updateWebhookEndpoint: { body: { description: 'Matrix' } },
    createStatementFile: { body: { format: 'csv' } },
    createBalanceConfirmation: { body: { date: '2026-02-28' } },
    createTransactionExport: { body: { format: 'csv', from: '2026-02-01', to: '2026-02-28' } },
    decidePaymentBatch: {
      body: { decision: 'approve', authorization: { challenge_ref: 'chl_unknown', code: '123456' } },
      headers: key,
    },
  };
  return calls[id] ?? {};
}

/**
 * Reads first, a quote before its execution, the recipient's deletion, the invitation's revocation and the
 * member's removal after what addresses them, and the ownership transfer (the caller stops being owner) last.
 */
const STEP: Partial<Record<string, number>> = {
  executeFxQuote: 2,
  revokeInvitation: 2,
  deleteRecipient: 3,
  deleteApprovalRule: 3,
  cancelStandingOrder: 3,
  removeMember: 3,
  revokeApiKey: 3,
  deleteWebhookEndpoint: 3,
  transferOwnership: 4,
};
const order = (id: string) => STEP[id] ?? (id.startsWith('get') || id.startsWith('list') ? 0 : 1);

describe('permission matrix (generated from x-role-permissions and x-permission)', () => {
  it('gives every /accounts/{account} operation an x-permission decision', () => {
    const undecided = ORG_ROUTES.filter((r) => !OPERATION_PERMISSIONS[r.operationId]).map(
      (r) => r.operationId,
    );
    expect(undecided).toEqual([]);
  });

  it.each(ROLES)(
    'as %s: 403 exactly where the matrix denies, the role read on every request',
    async (role) => {
      const { app, bank } = await testApp({ paymentFailureRate: 0 });
      const mo = new Client(app);
      await mo.login('mo@northwind.test', 'Northwind#2026');
      const user = [...bank.store.users.values()].find((u) => u.email === 'mo@northwind.test');
      const ada = bank.store.users.get('usr_ada');
      const recipient = [...bank.store.recipients.values()].find(
        (r) => r.orgRef === 'org_northwind' && r.currency === 'GBP',
      );
      if (!user || !ada || !recipient) throw new Error('the seed has changed');
      // A rule, a payment of Ada's that waits for approval, and one of Mo's that Mo may recall.
      const rule = createApprovalRule(bank, 'org_northwind', APPROVAL_RULE);
      // A key, an endpoint and one delivery of it for the developer operations to address.
      const { key } = createApiKey(bank, ada, 'org_northwind', {
        name: 'ERP sync',
        scopes: ['accounts.view'],
      });
      const endpoint = createWebhookEndpoint(bank, 'org_northwind', {
        url: 'https://erp.example/__mock/webhook-inbox/matrix',
        events: ['payment.created'],
      });
      const delivery = queueTestEvent(bank, endpoint);
      const large = {
        recipient_ref: recipient.ref,
        amount: '50000.00',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'PERM-APPROVAL',
      };
      const waiting = await createPayment(bank, ada, 'org_northwind', 'ba_northwind_ops', large);
      const own = await createPayment(bank, user, 'org_northwind', 'ba_northwind_ops', large);
      const membership = user?.memberships.find((m) => m.orgRef === 'org_northwind');
      if (!membership) throw new Error('mo is not in Northwind');
      membership.role = role;
      const payment = [...bank.store.payments.values()].find(
        (p) => p.bankAccountRef === 'ba_northwind_ops' && p.status === 'pending',
      );
      const refs = { recipient: recipient.ref, quote: 'quo_unknown', waiting: waiting.ref };
      // Mo's own export: a colleague's answers 404 whatever the role.
      const exported = (
        await mo.call('POST', '/accounts/org_northwind/transaction-exports', {
          body: { format: 'csv', from: '2026-02-01', to: '2026-02-28' },
        })
      ).json().data;
      const params: Record<string, string> = {
        account: 'org_northwind',
        bankAccount: 'ba_northwind_ops',
        balance: 'bal_northwind_ops_gbp',
        payment: payment?.ref ?? '',
        recipient: refs.recipient,
        member: 'usr_lin',
        invitation: 'ivt_invitee',
        rule: rule.ref,
        trade: [...bank.store.fxTrades.values()].find((t) => t.orgRef === 'org_northwind')?.ref ?? '',
        standingOrder: 'so_northwind_rent',
        paymentBatch: 'pbt_northwind_november',
        key: key.ref,
        webhookEndpoint: endpoint.ref,
        webhookDelivery: delivery.ref,
        statement: 'stm_northwind_ops_GBP_202602',
        transactionExport: exported.ref,
      };
      // Mo recalls his own waiting payment (anyone else's answers 403 whatever the role).
      const paramsOf = (id: string) => (id === 'recallPayment' ? { ...params, payment: own.ref } : params);
      const routes = [...ORG_ROUTES].sort((a, b) => order(a.operationId) - order(b.operationId));
      const outcomes: string[] = [];
      for (const route of routes) {
        const permission = OPERATION_PERMISSIONS[route.operationId];
        const allowed = permission !== undefined && ROLE_PERMISSIONS[role].includes(permission);
        const call = requestFor(route.operationId, refs);
        const path = route.path.replace(
          /:(\w+)/g,
          (_, name: string) => paramsOf(route.operationId)[name] ?? '',
        );
        const res = await mo.call(route.method, call.query ? `${path}?${call.query}` : path, call);
        if (route.operationId === 'requestFxQuote' && res.statusCode === 201)
          refs.quote = res.json().data.ref;
        outcomes.push(`${route.operationId}: ${res.statusCode}`);
        if (allowed) {
          // Past the permission check: the handler answered (a business rule may still refuse with 409/422).
          expect([400, 401, 403, 404, 500], `${route.operationId} as ${role}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${route.operationId} as ${role}`).toBe(403);
          expect(res.json()).toMatchObject({ code: 'forbidden' });
          expect(res.json().message).toMatch(/^Your role \([A-Z][a-z]+\) cannot [A-Za-z ]+\.$/);
        }
      }
      expect(outcomes.length).toBe(ORG_ROUTES.length);
    },
  );

  it("refuses a viewer's payment with a message a person can act on, and another organization stays 404", async () => {
    const { app, bank } = await testApp();
    const lin = new Client(app);
    await lin.login('lin@northwind.test', 'Northwind#2026');
    const res = await lin.call('POST', '/accounts/org_northwind/bank-accounts/ba_northwind_ops/payments', {
      body: { recipient_ref: 'rcp_x', amount: '1.00', currency: 'GBP', reason_code: 'SUPP', reference: 'X' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'forbidden',
      message: 'Your role (Viewer) cannot make payments.',
    });
    expect((await lin.call('GET', '/accounts/org_globex/transactions')).statusCode).toBe(404);
    // A role change applies to the very next request of the open session.
    const membership = [...bank.store.users.values()]
      .find((u) => u.email === 'lin@northwind.test')
      ?.memberships.find((m) => m.orgRef === 'org_northwind');
    if (!membership) throw new Error('lin is not in Northwind');
    membership.role = 'member';
    const canSee = await lin.call(
      'GET',
      '/accounts/org_northwind/bank-accounts/ba_northwind_ops/fx/rates?sell_currency=GBP&buy_currency=EUR&hours=24',
    );
    expect(canSee.statusCode).toBe(200);
    const quote = await lin.call(
      'POST',
      '/accounts/org_northwind/bank-accounts/ba_northwind_ops/fx/request-quote',
      {
        body: { sell_currency: 'GBP', buy_currency: 'EUR', sell_amount: '10.00' },
      },
    );
    expect(quote.statusCode).toBe(201);
    membership.role = 'viewer';
    const me = (await lin.call('GET', '/user/current')).json().data;
    expect(me.organization_accounts).toEqual([
      expect.objectContaining({
        ref: 'org_northwind',
        role: 'viewer',
        permissions: ['accounts.view', 'exports.create'],
      }),
    ]);
  });
});
