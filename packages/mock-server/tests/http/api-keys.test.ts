import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, signedIn, testApp } from '../support/test-app.js';

const NW = '/accounts/org_northwind';

/** A request of the business's own system: no cookies, no anti-forgery token, only the key. */
function withKey(app: FastifyInstance, secret: string, method: string, url: string, body?: object) {
  return app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

async function createKey(client: Client, scopes: string[], extra: object = {}, account = NW) {
  const res = await client.call('POST', `${account}/api-keys`, {
    body: { name: 'ERP sync', scopes, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { key: { ref: string; prefix: string; status: string }; secret: string };
}

async function gbpPayee(client: Client): Promise<string> {
  return (await client.call('GET', `${NW}/recipients?currency=GBP&status=active`)).json().data[0].ref;
}

describe('API keys', () => {
  it('shows the secret once and keeps only its hash; the list names the key by its prefix', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const { key, secret } = await createKey(ada, ['accounts.view']);
    expect(secret).toMatch(/^nwk_[A-Za-z0-9]{40}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key.status).toBe('active');
    const listed = await ada.call('GET', `${NW}/api-keys`);
    expect(listed.body).not.toContain(secret);
    expect(listed.json().data[0]).toMatchObject({ ref: key.ref, created_by: { ref: 'usr_ada' } });
    expect(JSON.stringify([...bank.store.apiKeys.values()])).not.toContain(secret);
  });

  it('lets a read key read without a session or anti-forgery token, refuses it a write, marks it used', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const { key, secret } = await createKey(ada, ['accounts.view']);
    const read = await withKey(app, secret, 'GET', `${NW}/transactions`);
    expect(read.statusCode, read.body).toBe(200);
    const write = await withKey(app, secret, 'POST', `${NW}/recipients`, {
      type: 'business',
      name: 'Rhein Logistik GmbH',
      country: 'DE',
      currency: 'EUR',
      bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      code: 'forbidden',
      message: "This API key's scopes do not let it manage recipients.",
    });
    const listed = (await ada.call('GET', `${NW}/api-keys`)).json().data[0];
    expect(listed).toMatchObject({ ref: key.ref });
    expect(listed.last_used_at).not.toBeNull();
  });

  it('answers 401 to a revoked, an expired and an unknown key', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const revoked = await createKey(ada, ['accounts.view']);
    expect((await ada.call('DELETE', `${NW}/api-keys/${revoked.key.ref}`)).statusCode).toBe(204);
    const gone = await withKey(app, revoked.secret, 'GET', `${NW}/transactions`);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe('This API key has been revoked.');
    expect(gone.headers['www-authenticate']).toBe('Bearer');

    const expiring = await createKey(ada, ['accounts.view'], { expires_at: '2026-03-11T10:00:00Z' });
    expect((await withKey(app, expiring.secret, 'GET', `${NW}/transactions`)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advance_ms: 86_400_000 } });
    const expired = await withKey(app, expiring.secret, 'GET', `${NW}/transactions`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API key has expired.');
    // A day later Ada's session is over too: she signs in again.
    const again = await signedIn(app);
    const listed = (await again.call('GET', `${NW}/api-keys`)).json().data;
    expect(listed.map((k: { status: string }) => k.status)).toEqual(['expired', 'revoked', 'active']);

    const unknown = await withKey(app, `nwk_${'a'.repeat(40)}`, 'GET', `${NW}/transactions`);
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses an expiry in the past under the field', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const res = await ada.call('POST', `${NW}/api-keys`, {
      body: { name: 'Old', scopes: ['accounts.view'], expires_at: '2026-03-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ expires_at: ['The expiry must be in the future.'] });
  });

  it("loses what its creator's new role lacks, and stops when the creator leaves", async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const promoted = await ada.call('PATCH', `${NW}/members/usr_grace`, { body: { role: 'admin' } });
    expect(promoted.statusCode).toBe(200);
    const grace = await signedIn(app, 'grace');
    const { secret } = await createKey(grace, ['accounts.view', 'audit.view']);
    expect((await withKey(app, secret, 'GET', `${NW}/audit-events`)).statusCode).toBe(200);

    await ada.call('PATCH', `${NW}/members/usr_grace`, { body: { role: 'member' } });
    const audit = await withKey(app, secret, 'GET', `${NW}/audit-events`);
    expect(audit.statusCode).toBe(403);
    expect(audit.json().message).toBe(
      "This API key's creator no longer has a role that can view the audit log.",
    );
    expect((await withKey(app, secret, 'GET', `${NW}/transactions`)).statusCode).toBe(200);

    expect((await ada.call('DELETE', `${NW}/members/usr_grace`)).statusCode).toBe(204);
    const left = await withKey(app, secret, 'GET', `${NW}/transactions`);
    expect(left.statusCode).toBe(401);
    const listed = (await ada.call('GET', `${NW}/api-keys`)).json().data[0];
    expect(listed.status).toBe('suspended');
  });

  it("never approves, never acts where a person's code is needed, never leaves its organization", async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const asScope = await ada.call('POST', `${NW}/api-keys`, {
      body: { name: 'Approver bot', scopes: ['payments.approve'] },
    });
    expect(asScope.statusCode).toBe(400);
    const { secret } = await createKey(ada, ['accounts.view', 'payments.create', 'fx.trade']);
    const decide = await withKey(app, secret, 'POST', `${NW}/approval-decisions`, {
      decision: 'approve',
      authorization: { challenge_ref: 'chl_unknown', code: '123456' },
    });
    expect(decide.statusCode).toBe(403);
    expect(decide.json().message).toBe("This API key's scopes do not let it approve payments.");
    const fx = await withKey(app, secret, 'POST', `${OPS}/fx/execute-quote`, { quote_ref: 'quo_unknown' });
    expect(fx.statusCode).toBe(403);
    expect(fx.json().code).toBe('api_key_not_allowed');
    // A key is not a person's session: the operations of a signed-in person do not know it.
    const me = await withKey(app, secret, 'GET', '/user/current');
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('An API key works only for the operations of its organization account.');
    // Ada is an admin of Acme too; her Northwind key does not reach it.
    const acme = await withKey(app, secret, 'GET', '/accounts/org_acme/transactions');
    expect(acme.statusCode).toBe(404);
  });

  it("makes a payment without a code that waits for a person's approval, and names the key in the audit log", async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    const { key, secret } = await createKey(ada, ['accounts.view', 'payments.create']);
    const recipient = await gbpPayee(ada);
    const made = await withKey(app, secret, 'POST', `${OPS}/payments`, {
      recipient_ref: recipient,
      amount: '12.50',
      currency: 'GBP',
      reason_code: 'SUPP',
      reference: 'ERP-4711',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.status).toBe('awaiting_approval');
    const events = (await ada.call('GET', `${NW}/audit-events?action=payment.created`)).json().data;
    expect(events[0].actor).toEqual({
      ref: 'usr_ada',
      name: 'Ada Lovelace',
      api_key: { ref: key.ref, name: 'ERP sync' },
    });
    const verified = await app.inject({ method: 'GET', url: '/__mock/audit/verify' });
    expect(verified.json()).toMatchObject({ intact: true });
  });

  it('counts the general rate limit per key', async () => {
    const { app } = await testApp({ rateLimitPerMinute: 3 });
    const ada = await signedIn(app);
    const { secret } = await createKey(ada, ['accounts.view']);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++)
      answers.push((await withKey(app, secret, 'GET', `${NW}/transactions`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('is managed by owners and admins only', async () => {
    const { app } = await testApp();
    const lin = await signedIn(app, 'grace');
    const res = await lin.call('GET', `${NW}/api-keys`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your role (Approver) cannot manage API keys and webhooks.');
  });
});
