import { describe, expect, it } from 'vitest';
import { exportState, importState } from '../../src/domain/setup/index.js';
import { signedIn, testApp } from '../support/test-app.js';

// rule PRF-07 (docs/rules/profile-and-settings.md)
describe('a user’s language and appearance over HTTP', () => {
  it('start as British English following the device, and change one field at a time', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const before = await ada.api.GET('/user/preferences');
    expect(before.data?.data).toEqual({ locale: 'en-GB', theme: 'system' });

    const german = await ada.api.PATCH('/user/preferences', { body: { locale: 'de-DE' } });
    expect(german.response.status).toBe(200);
    expect(german.data?.data).toEqual({ locale: 'de-DE', theme: 'system' });
    const dark = await ada.api.PATCH('/user/preferences', { body: { theme: 'dark' } });
    expect(dark.data?.data).toEqual({ locale: 'de-DE', theme: 'dark' });
  });

  it('follow the user to another session, and stay theirs alone', async () => {
    const { app } = await testApp();
    await (await signedIn(app, 'ada')).api.PATCH('/user/preferences', {
      body: { locale: 'fr-FR', theme: 'dark' },
    });
    const elsewhere = await signedIn(app, 'ada');
    expect((await elsewhere.api.GET('/user/preferences')).data?.data).toEqual({
      locale: 'fr-FR',
      theme: 'dark',
    });
    const grace = await signedIn(app, 'grace');
    expect((await grace.api.GET('/user/preferences')).data?.data).toEqual({
      locale: 'en-GB',
      theme: 'system',
    });
  });

  it('refuse an unknown language, an unknown theme and an empty change, and keep what was there', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    for (const body of [{ locale: 'es-ES' }, { theme: 'sepia' }, {}, { locale: 'de-DE', colour: 'blue' }]) {
      const refused = await ada.call('PATCH', '/user/preferences', { body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect((await ada.api.GET('/user/preferences')).data?.data).toEqual({ locale: 'en-GB', theme: 'system' });
  });

  it('need a signed-in user and the anti-forgery echo', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    expect((await ada.call('GET', '/user/preferences', { auth: false })).statusCode).toBe(401);
    const forged = await ada.call('PATCH', '/user/preferences', { body: { theme: 'dark' }, xsrf: false });
    expect(forged.statusCode).toBe(403);
  });

  it('travel with the bank’s state, and a state file without them reads as the defaults', async () => {
    const { app, bank } = await testApp();
    await (await signedIn(app)).api.PATCH('/user/preferences', { body: { theme: 'light' } });
    const state = JSON.parse(JSON.stringify(exportState(bank)));
    const users = state.store.users.$map as [string, { preferences?: unknown }][];
    expect(users.find(([ref]) => ref === 'usr_ada')?.[1].preferences).toEqual({
      locale: 'en-GB',
      theme: 'light',
    });

    for (const [, user] of users) delete user.preferences;
    importState(bank, state);
    expect(bank.store.users.get('usr_ada')?.preferences).toEqual({ locale: 'en-GB', theme: 'system' });
  });
});
