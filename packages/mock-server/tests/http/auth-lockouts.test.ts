import type { components } from '@portal/api-types/schema';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Client, signedIn, testApp } from '../support/test-app.js';

const MINUTE = 60_000;
const PASSWORD = 'Northwind#2026';
const NEW_PASSWORD = 'Harbour!Lights7';
/** The tests move the clock by 15 minutes: the access token must outlive that (the lock is the subject). */
const longTokens = () => testApp({ accessTokenTtlSeconds: 3_600 });

const change = (client: Client, current_password: string, password: string) =>
  client.api.POST('/auth/password/change', {
    body: { current_password, password, password_confirmation: password },
  });

const changePassword = (client: Client, current: string) => change(client, current, NEW_PASSWORD);

const disable = (client: Client, password: string, code: string) =>
  client.api.POST('/auth/2fa/disable', { body: { password, code } });

const completeSetup = (client: Client, code: string) =>
  client.api.POST('/auth/2fa/setup/complete', { body: { code } });

type Answer = { response: Response; error?: components['schemas']['ErrorResponse'] };

async function totp(app: FastifyInstance, email: string): Promise<string> {
  return (await app.inject({ method: 'GET', url: `/__mock/totp/${email}` })).json().code;
}

/** A lock answer carries the contract's 429 fields and nothing else (no field errors, no hint). */
function expectLocked(res: Answer, retryAfter: number): void {
  expect(res.response.status).toBe(429);
  expect(res.response.headers.get('retry-after')).toBe(String(retryAfter));
  const body = res.error;
  expect(Object.keys(body ?? {}).sort()).toEqual(['attempts_remaining', 'code', 'message', 'retry_after']);
  expect(body).toMatchObject({ code: 'rate_limited', retry_after: retryAfter, attempts_remaining: 0 });
}

describe('changePassword lockout (5 wrong current passwords in 15 minutes)', () => {
  it('counts down in the 422, then answers 429 whatever the password until 15 minutes have passed', async () => {
    const { app, bank } = await longTokens();
    const ada = await signedIn(app);
    for (let left = 4; left >= 0; left--) {
      const wrong = await changePassword(ada, 'Wrong#2026');
      expect(wrong.response.status).toBe(422);
      expect(wrong.error?.errors).toEqual({ current_password: ['The current password is incorrect.'] });
      expect(wrong.error?.attempts_remaining).toBe(left);
    }
    const right = await changePassword(ada, PASSWORD);
    const wrong = await changePassword(ada, 'Wrong#2026');
    expectLocked(right, 900);
    // The right and the wrong password get the same answer: the lock is no password oracle.
    expect(right.error).toEqual(wrong.error);
    expect(right.error?.message).toBe('Too many wrong passwords. Please try again in 15 minutes.');

    bank.clock.advance(15 * MINUTE - 1_000);
    const last = await changePassword(ada, PASSWORD);
    expectLocked(last, 1);
    expect(last.error?.message).toBe('Too many wrong passwords. Please try again in 1 minute.');

    bank.clock.advance(1_000);
    const changed = await changePassword(ada, PASSWORD);
    expect(changed.response.status).toBe(200);
    // Nothing was changed while locked: the new password is the one that signs in now.
    expect((await new Client(app).login('ada@northwind.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets failures older than 15 minutes and after a success, and locks one user only', async () => {
    const { app, bank } = await longTokens();
    const ada = await signedIn(app);
    for (let i = 0; i < 4; i++) await changePassword(ada, 'Wrong#2026');
    bank.clock.advance(15 * MINUTE);
    expect((await changePassword(ada, 'Wrong#2026')).error?.attempts_remaining).toBe(4);

    const hank = await signedIn(app, 'hank');
    const hankWrong = await change(hank, 'Wrong#2026', 'Globex#2027!');
    expect(hankWrong.error?.attempts_remaining).toBe(4);

    expect((await changePassword(ada, PASSWORD)).response.status).toBe(200);
    const afterSuccess = await change(ada, 'Wrong#2026', PASSWORD);
    expect(afterSuccess.error?.attempts_remaining).toBe(4);
  });

  it('a wrong new password with the right current one is no failure', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const weak = await change(ada, PASSWORD, 'short');
    expect(weak.response.status).toBe(422);
    expect(weak.error?.errors?.current_password).toBeUndefined();
    expect(weak.error?.attempts_remaining).toBeUndefined();
    expect((await changePassword(ada, 'Wrong#2026')).error?.attempts_remaining).toBe(4);
  });

  it('refuses a new password equal to the current one (422 errors.password), not counted as a failure', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const same = await change(ada, PASSWORD, PASSWORD);
    expect(same.response.status).toBe(422);
    expect(same.error?.errors).toEqual({
      password: ['The new password must be different from the current one.'],
    });
    expect(same.error?.attempts_remaining).toBeUndefined();
  });

  it('is cleared by /__mock/reset', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    for (let i = 0; i < 5; i++) await changePassword(ada, 'Wrong#2026');
    expect((await changePassword(ada, PASSWORD)).response.status).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    const again = await signedIn(app);
    expect((await changePassword(again, PASSWORD)).response.status).toBe(200);
  });
});

describe('disableTwoFactor lockout (5 failures lock it for 15 minutes)', () => {
  it('counts wrong passwords and wrong codes alike, then 429 until the lock ends', async () => {
    const { app, bank } = await longTokens();
    const grace = await signedIn(app, 'grace');
    const answers: Answer[] = [];
    for (let i = 0; i < 4; i++) answers.push(await disable(grace, 'Wrong#2026', '000000'));
    answers.push(await disable(grace, PASSWORD, '000000'));
    expect(answers.map((r) => r.response.status)).toEqual([422, 422, 422, 422, 422]);
    expect(answers.map((r) => r.error?.attempts_remaining)).toEqual([4, 3, 2, 1, 0]);
    // Either failure answers the same text, so the answer does not say which factor was wrong.
    expect(new Set(answers.map((r) => r.error?.message)).size).toBe(1);

    bank.clock.advance(MINUTE);
    const locked = await disable(grace, PASSWORD, await totp(app, 'grace@northwind.test'));
    expectLocked(locked, 14 * 60);
    expect(locked.error?.message).toBe(
      'Too many failed attempts to turn off two-factor authentication. Please try again in 14 minutes.',
    );
    expect((await grace.call('GET', '/user/current')).json().data.two_factor_enabled).toBe(true);

    bank.clock.advance(14 * MINUTE);
    const off = await disable(grace, PASSWORD, await totp(app, 'grace@northwind.test'));
    expect(off.response.status).toBe(200);
    expect(off.data?.data.two_factor_enabled).toBe(false);
  });

  it('answers 409 when two-factor authentication is not enabled', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const res = await disable(ada, PASSWORD, '000000');
    expect(res.response.status).toBe(409);
    expect(res.error?.code).toBe('two_factor_not_enabled');
  });
});

describe('two-factor setup: 5 wrong codes discard the pending secret', () => {
  it('counts down, discards the secret with a 429 on the fifth, and a new setup starts afresh', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    await ada.call('POST', '/auth/2fa/setup/start');
    const goodForOldSecret = await totp(app, 'ada@northwind.test');
    for (let left = 4; left >= 1; left--) {
      const wrong = await completeSetup(ada, '000000');
      expect(wrong.response.status).toBe(422);
      expect(wrong.error).toMatchObject({
        code: 'two_factor_invalid',
        errors: { code: ['The verification code is invalid or has expired.'] },
        attempts_remaining: left,
      });
    }
    const fifth = await completeSetup(ada, '000000');
    expectLocked(fifth, 1);
    expect(fifth.error?.message).toBe('Too many wrong codes. Please start the two-factor setup again.');

    // The discarded secret is gone: even its right code is refused, and the mock has no code for it.
    const late = await completeSetup(ada, goodForOldSecret);
    expect(late.response.status).toBe(422);
    expect(late.error?.errors).toEqual({ code: ['Start the two-factor setup first.'] });
    expect((await app.inject({ method: 'GET', url: '/__mock/totp/ada@northwind.test' })).statusCode).toBe(
      404,
    );
    expect((await ada.call('GET', '/user/current')).json().data.two_factor_enabled).toBe(false);

    const restart = await ada.call('POST', '/auth/2fa/setup/start');
    expect(restart.statusCode).toBe(200);
    expect((await completeSetup(ada, '000000')).error?.attempts_remaining).toBe(4);
    const done = await completeSetup(ada, await totp(app, 'ada@northwind.test'));
    expect(done.response.status).toBe(200);
    expect(done.data?.data.two_factor_enabled).toBe(true);
  });
});
