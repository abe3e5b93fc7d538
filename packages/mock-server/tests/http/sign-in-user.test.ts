import { describe, expect, it } from 'vitest';
import { acceptInvitation, Client, invitationToken, testApp } from '../support/test-app.js';

/** What GET /user/current answers with the client's token. */
async function currentUserOf(client: Client) {
  const me = await client.api.GET('/user/current');
  expect(me.response.status).toBe(200);
  return me.data?.data;
}

describe('an answer that starts or restores a session carries the signed-in user', () => {
  it('login: the user equals what GET /user/current answers with its token', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const login = await client.api.POST('/auth/login', {
      body: { email: 'ada@northwind.test', password: 'Northwind#2026' },
    });
    const answer = login.data?.data;
    if (answer?.status !== 'authenticated') throw new Error('Ada signs in without a second factor');
    expect(answer.user.email).toBe('ada@northwind.test');
    client.token = answer.access_token;
    expect(answer.user).toEqual(await currentUserOf(client));
  });

  it('verify-code: a 2FA user gets the user after the code, not with the challenge', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const login = await client.api.POST('/auth/login', {
      body: { email: 'grace@northwind.test', password: 'Northwind#2026' },
    });
    const challenge = login.data?.data;
    if (challenge?.status !== 'two_factor_required') throw new Error('Grace has a second factor');
    expect(challenge).not.toHaveProperty('user');
    const code = (await app.inject({ method: 'GET', url: '/__mock/totp/grace@northwind.test' })).json().code;
    const verified = await client.api.POST('/auth/2fa/verify-code', {
      body: { challenge_ref: challenge.challenge_ref, code },
    });
    const answer = verified.data?.data;
    if (!answer) throw new Error('the code is accepted');
    expect(answer.user).toMatchObject({ email: 'grace@northwind.test', two_factor_enabled: true });
    client.token = answer.access_token;
    expect(answer.user).toEqual(await currentUserOf(client));
  });

  it('invitation accept: the new member with the name they gave and the organization they joined', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    const accepted = await acceptInvitation(client, await invitationToken(app));
    const answer = accepted.data?.data;
    if (!answer) throw new Error('the invitation is accepted');
    expect(answer.user).toMatchObject({
      name: 'Imogen Hartley',
      organization_accounts: [{ ref: 'org_northwind', role: 'member' }],
    });
    client.token = answer.access_token;
    expect(answer.user).toEqual(await currentUserOf(client));
  });

  it('refresh: the user equals what GET /user/current answers with the new token', async () => {
    const { app } = await testApp();
    const client = new Client(app);
    await client.login('ada@northwind.test', 'Northwind#2026');
    const refreshed = await client.api.POST('/auth/refresh');
    expect(refreshed.response.status).toBe(200);
    const answer = refreshed.data?.data;
    if (!answer) throw new Error('the refresh cookie is honoured');
    expect(answer.user.email).toBe('ada@northwind.test');
    client.token = answer.access_token;
    expect(answer.user).toEqual(await currentUserOf(client));
  });
});
