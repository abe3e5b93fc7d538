import { unwrap } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { apiClient } from '../../domains/session/api-client';
import { PERSIST_LOGIN_STORAGE_KEY, usePersistLoginStore } from '../../domains/session/persist-login-store';
import { useSessionStore } from '../../domains/session/session-store';
import { createEncryptedStorage } from '../../lib/storage';
import { SEED_PASSWORD, serveMockBank } from '../../testing/mock-bank-session';
import { completeSignIn } from './complete-sign-in';

serveMockBank({ signIn: false });

/** Ada's sign-in answer from the mock bank, as the login form receives it. */
async function adaSignInAnswer() {
  const body = { email: 'ada@northwind.test', password: SEED_PASSWORD };
  const answer = (await unwrap(apiClient.POST('/auth/login', { body }))).data;
  if (answer.status !== 'authenticated') throw new Error('Ada needs no second factor');
  return answer;
}

describe('completeSignIn', () => {
  // rule SES-09 (docs/rules/session.md)
  it('has "Keep me signed in" in storage when the session starts, so a reload at once keeps it', async () => {
    usePersistLoginStore.setState({ persistLogin: false });
    await usePersistLoginStore.persist.rehydrate();
    localStorage.removeItem(PERSIST_LOGIN_STORAGE_KEY);
    const storedWhenStarted: (string | null)[] = [];
    const stop = useSessionStore.subscribe((state, previous) => {
      if (state.isLoggedIn && !previous.isLoggedIn)
        storedWhenStarted.push(localStorage.getItem(PERSIST_LOGIN_STORAGE_KEY));
    });
    try {
      await completeSignIn(await adaSignInAnswer(), true, null);
    } finally {
      stop();
    }
    expect(storedWhenStarted).toHaveLength(1);
    expect(storedWhenStarted[0]).not.toBeNull();
    // What a reload reads: the value stored then, decrypted.
    const stored = storedWhenStarted[0] ?? '';
    const reload = createEncryptedStorage(env.storageSecret, {
      getItem: () => stored,
      setItem: () => {},
      removeItem: () => {},
    });
    expect(JSON.parse((await reload.getItem(PERSIST_LOGIN_STORAGE_KEY)) ?? '{}')).toMatchObject({
      state: { persistLogin: true },
    });
  });
});
