import { randomUUID } from 'node:crypto';
import type { components, operations } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../src/domain/team/index.js';
import {
  acceptInvitation,
  Client,
  invitationToken,
  OPS_PATH,
  signedIn,
  testApp,
} from '../support/test-app.js';

type AuditQuery = NonNullable<operations['listAuditEvents']['parameters']['query']>;

const events = (client: Client, query: AuditQuery = {}, account = 'org_northwind') =>
  client.api.GET('/accounts/{account}/audit-events', {
    params: { path: { account }, query },
  });

const eurRecipient: components['schemas']['RecipientInput'] = {
  type: 'business',
  name: 'Rhein Logistik GmbH',
  country: 'DE',
  currency: 'EUR',
  bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
};

/** Ada signs in, creates a recipient and pays an existing GBP one. */
async function threeSteps() {
  const { app, bank } = await testApp({ paymentFailureRate: 0 });
  const ada = await signedIn(app);
  const created = await ada.api.POST('/accounts/{account}/recipients', {
    params: { path: { account: 'org_northwind' } },
    body: eurRecipient,
    headers: { 'user-agent': 'AuditTest/1.0' },
  });
  const gbp = await ada.api.GET('/accounts/{account}/recipients', {
    params: { path: { account: 'org_northwind' }, query: { currency: 'GBP', status: 'active' } },
  });
  const paid = await ada.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
    params: { path: OPS_PATH, header: { 'Idempotency-Key': randomUUID() } },
    body: {
      recipient_ref: gbp.data?.data[0]?.ref ?? '',
      amount: '125.50',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'INV-2026-001',
    },
  });
  expect(created.response.status).toBe(201);
  expect(paid.response.status).toBe(201);
  return {
    app,
    bank,
    ada,
    recipientRef: created.data?.data.ref ?? '',
    paymentRef: paid.data?.data.ref ?? '',
  };
}

describe('audit events over HTTP', () => {
  it('lists each step newest first with the right actor, role, origin and an intact chain', async () => {
    const { bank, ada, recipientRef, paymentRef } = await threeSteps();
    const res = await events(ada);
    expect(res.response.status).toBe(200);
    const list = res.data?.data ?? [];
    expect(list.map((e) => [e.action, e.target.ref])).toEqual([
      ['payment.created', paymentRef],
      ['recipient.created', recipientRef],
      ['auth.sign_in', 'usr_ada'],
    ]);
    for (const e of list) expect(e.actor).toEqual({ ref: 'usr_ada', name: 'Ada Lovelace' });
    expect(list[0]).toMatchObject({ organization: 'org_northwind', actor_role: 'owner', ip: '127.0.0.1' });
    expect(list[0]?.after).toMatchObject({ amount: '125.50', currency: 'GBP', status: 'pending' });
    expect(list[1]?.user_agent).toBe('AuditTest/1.0');
    expect(list[2]).toMatchObject({ organization: null, actor_role: null });
    expect(list[1]?.prev_hash).toBe(list[2]?.hash);
    expect(res.data?.meta).toEqual({ total: 3, page: 1, per_page: 10 });
    expect(verifyAuditChain(bank.store.auditLog)).toBeNull();
  });

  it('filters by actor, action, target and date range, and pages', async () => {
    const { ada, recipientRef } = await threeSteps();
    const actions = async (query: AuditQuery) =>
      ((await events(ada, query)).data?.data ?? []).map((e) => e.action);
    expect(await actions({ action: 'recipient.created' })).toEqual(['recipient.created']);
    expect(await actions({ target_type: 'payment' })).toEqual(['payment.created']);
    expect(await actions({ target_ref: recipientRef })).toEqual(['recipient.created']);
    expect(await actions({ actor: 'usr_grace' })).toEqual([]);
    expect(await actions({ actor: 'usr_ada', from: '2026-03-10', to: '2026-03-10' })).toHaveLength(3);
    expect(await actions({ from: '2026-03-11' })).toEqual([]);
    const second = await events(ada, { per_page: 10, page: 2 });
    expect(second.data?.data).toEqual([]);
    expect(second.data?.meta.total).toBe(3);
  });

  it('refuses bad filters in the contract’s error shape', async () => {
    const { ada } = await threeSteps();
    const unknownAction = await ada.call('GET', '/accounts/org_northwind/audit-events?action=payment.forged');
    expect(unknownAction.statusCode).toBe(400);
    expect(unknownAction.json()).toMatchObject({ code: 'validation_failed' });
    const badDate = await ada.call('GET', '/accounts/org_northwind/audit-events?from=yesterday');
    expect(badDate.statusCode).toBe(400);
    const reversed = await ada.call(
      'GET',
      '/accounts/org_northwind/audit-events?from=2026-03-10&to=2026-03-01',
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toHaveProperty('to');
  });

  it('records failed sign-ins and keeps another organization’s log out of sight (404)', async () => {
    const { app, ada } = await threeSteps();
    const hank = await signedIn(app, 'hank');
    const other = await events(hank, {}, 'org_northwind');
    expect(other.response.status).toBe(404);
    expect(((await events(hank, {}, 'org_globex')).data?.data ?? []).map((e) => e.action)).toEqual([
      'auth.sign_in',
    ]);
    const stranger = await signedIn(app);
    await stranger.login('ada@northwind.test', 'wrong password');
    const failed = (await events(ada, { action: 'auth.sign_in_failed' })).data?.data ?? [];
    expect(failed).toHaveLength(1);
    expect(failed[0]?.actor).toEqual({ ref: 'usr_ada', name: 'Ada Lovelace' });
  });

  it('records two-factor on and off, a password change and an accepted invitation with its role', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const totp = async (offset: number) =>
      (await app.inject({ method: 'GET', url: `/__mock/totp/ada@northwind.test?offset=${offset}` })).json()
        .code as string;
    await ada.api.POST('/auth/2fa/setup/start');
    expect(
      (await ada.api.POST('/auth/2fa/setup/complete', { body: { code: await totp(0) } })).response.status,
    ).toBe(200);
    const off = await ada.api.POST('/auth/2fa/disable', {
      body: { password: 'Northwind#2026', code: await totp(1) },
    });
    expect(off.response.status).toBe(200);
    const changed = await ada.api.POST('/auth/password/change', {
      body: {
        current_password: 'Northwind#2026',
        password: 'Harbour-Lantern#2031',
        password_confirmation: 'Harbour-Lantern#2031',
      },
    });
    expect(changed.response.status).toBe(200);
    const invitee = new Client(app);
    const accepted = await acceptInvitation(invitee, await invitationToken(app));
    expect(accepted.response.status).toBe(200);
    const list = (await events(ada)).data?.data ?? [];
    expect(list.map((e) => [e.action, e.actor.name])).toEqual([
      ['invitation.accepted', 'Imogen Hartley'],
      ['password.changed', 'Ada Lovelace'],
      ['two_factor.disabled', 'Ada Lovelace'],
      ['two_factor.enabled', 'Ada Lovelace'],
      ['auth.sign_in', 'Ada Lovelace'],
    ]);
    expect(list[0]).toMatchObject({
      organization: 'org_northwind',
      actor_role: 'member',
      target: { type: 'organization', ref: 'org_northwind' },
      after: { role: 'member' },
    });
    expect(list[2]).toMatchObject({
      before: { two_factor_enabled: true },
      after: { two_factor_enabled: false },
    });
  });
});
