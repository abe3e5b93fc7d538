import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/http/env.js';
import { Client, OPS_PATH, signedIn, testApp } from '../support/test-app.js';

const outbox = async (app: FastifyInstance, to: string) =>
  (await app.inject({ method: 'GET', url: `/__mock/outbox?to=${to}` })).json().data as { subject: string }[];

const newest = async (client: Client) =>
  ((await client.api.GET('/user/notifications', { params: { query: { per_page: 10 } } })).data?.data ??
    [])[0];

// rule NTF-05 (docs/rules/notifications.md)
describe('the bank writes in its reader’s language over HTTP', () => {
  it('tells a user whose language is German about their payment in German, and keeps it so', async () => {
    const { app } = await testApp({ paymentFailureRate: 0 });
    const ada = await signedIn(app);
    await ada.api.PATCH('/user/preferences', { body: { locale: 'de-DE' } });
    const { data: recipients } = await ada.api.GET('/accounts/{account}/recipients', {
      params: { path: { account: 'org_northwind' }, query: { currency: 'GBP', status: 'active' } },
    });
    const recipient = recipients?.data[0];
    const paid = await ada.api.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: { path: OPS_PATH, header: { 'Idempotency-Key': randomUUID() } },
      body: {
        recipient_ref: recipient?.ref ?? '',
        amount: '1234.50',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'INV-2026-001',
      },
    });
    expect(paid.data?.data.status).toBe('pending');
    const expected = {
      title: 'Zahlung eingereicht',
      body: `1.234,50 GBP an ${recipient?.name} wartet auf die Bearbeitung.`,
    };
    expect(await newest(ada)).toMatchObject({ ...expected, link: { payment_ref: paid.data?.data.ref } });

    // Written when it was sent: a later change of language leaves it as it was.
    await ada.api.PATCH('/user/preferences', { body: { locale: 'en-GB' } });
    expect(await newest(ada)).toMatchObject(expected);
  });

  it('writes a password reset e-mail in the language of the browser that asked for it', async () => {
    const { app } = await testApp();
    const asker = new Client(app);
    const forgot = await asker.call('POST', '/auth/password/forgot', {
      body: { email: 'ada@northwind.test' },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(forgot.statusCode).toBe(202);
    expect((await outbox(app, 'ada@northwind.test')).map((m) => m.subject)).toEqual([
      'Réinitialisez votre mot de passe',
    ]);
    await asker.call('POST', '/auth/password/forgot', { body: { email: 'grace@northwind.test' } });
    expect((await outbox(app, 'grace@northwind.test'))[0]?.subject).toBe('Reset your password');
  });

  it('invites someone without an account in the sender’s browser language, and a user in their own', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const hank = await signedIn(app, 'hank');
    await hank.api.PATCH('/user/preferences', { body: { locale: 'fr-FR' } });
    const invite = (email: string) =>
      ada.call('POST', '/accounts/org_northwind/invitations', {
        body: { email, first_name: 'Ines', last_name: 'Duarte', role: 'viewer' },
        headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
      });
    expect((await invite('ines@northwind.test')).statusCode).toBe(201);
    expect((await invite('hank@globex.test')).statusCode).toBe(201);
    expect((await outbox(app, 'ines@northwind.test'))[0]?.subject).toBe(
      'Sie wurden zu Northwind Trading Ltd eingeladen',
    );
    expect((await outbox(app, 'hank@globex.test'))[0]?.subject).toBe(
      'Invitation à rejoindre Northwind Trading Ltd',
    );
  });

  it('starts its users in the language it was told to (MOCK_USER_LOCALE), their seeded notices too', async () => {
    expect(configFromEnv({ MOCK_USER_LOCALE: 'fr-FR' }).bank.userLocale).toBe('fr-FR');
    expect(configFromEnv({ MOCK_USER_LOCALE: 'xx-XX' }).bank.userLocale).toBeUndefined();
    const { app } = await testApp({ userLocale: 'de-DE' });
    const ada = await signedIn(app);
    expect((await ada.api.GET('/user/preferences')).data?.data.locale).toBe('de-DE');
    const { data } = await ada.api.GET('/user/notifications', { params: { query: { per_page: 100 } } });
    expect(data?.data.map((notice) => notice.title)).toContain('Geplante Wartungsarbeiten');
  });
});
