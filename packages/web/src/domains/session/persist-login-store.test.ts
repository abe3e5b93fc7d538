import { describe, expect, it } from 'vitest';
import { PERSIST_LOGIN_STORAGE_KEY, readPersistLogin, usePersistLoginStore } from './persist-login-store';

describe('usePersistLoginStore', () => {
  it('is off by default and kept encrypted in localStorage', async () => {
    expect(await readPersistLogin()).toBe(false);
    usePersistLoginStore.getState().setPersistLogin(true);
    await expect.poll(() => localStorage.getItem(PERSIST_LOGIN_STORAGE_KEY)).not.toBeNull();
    const stored = localStorage.getItem(PERSIST_LOGIN_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('persistLogin');
    expect(stored).not.toContain('true');
  });

  it('reads the flag back after a reload', async () => {
    usePersistLoginStore.getState().setPersistLogin(true);
    await expect.poll(() => localStorage.getItem(PERSIST_LOGIN_STORAGE_KEY)).not.toBeNull();
    usePersistLoginStore.setState({ persistLogin: false });
    await usePersistLoginStore.persist.rehydrate();
    expect(usePersistLoginStore.getState().persistLogin).toBe(true);
  });
});
