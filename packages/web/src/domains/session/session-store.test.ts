import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_ACCOUNT_STORAGE_KEY } from './current-account-storage';
import { initialSessionState, useSessionStore } from './session-store';
import { makeCurrentUser } from './testing/current-user-fixture';

describe('useSessionStore', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ ...initialSessionState, isSessionLoading: true });
  });

  it('starts with the defaults of rule SES-01', () => {
    const state = useSessionStore.getState();
    expect(state).toMatchObject({
      isLoggedIn: false,
      accessToken: '',
      currentAccountRef: '',
      userData: {},
      currencies: [],
    });
  });

  it('starts a session: logged in, user data and ref, the first account and its currencies', () => {
    useSessionStore.getState().startSession(makeCurrentUser());
    const state = useSessionStore.getState();
    expect(state.isLoggedIn).toBe(true);
    expect(state.userRef).toBe('usr_ada');
    expect(state.userData.email).toBe('ada@northwind.test');
    expect(state.currentAccountRef).toBe('org_northwind');
    expect(state.currencies.map((c) => c.code)).toEqual(['GBP', 'USD', 'EUR', 'CHF', 'JPY']);
    expect(localStorage.getItem(CURRENT_ACCOUNT_STORAGE_KEY)).toBe('org_northwind');
  });

  it('keeps the stored account when it still belongs to the user', () => {
    localStorage.setItem(CURRENT_ACCOUNT_STORAGE_KEY, 'org_acme');
    useSessionStore.getState().startSession(makeCurrentUser());
    expect(useSessionStore.getState().currentAccountRef).toBe('org_acme');
    expect(useSessionStore.getState().currencies).toEqual([{ code: 'EUR', bank_account_ref: 'ba_acme' }]);
  });

  it('switching account saves it and re-derives the currencies', () => {
    useSessionStore.getState().startSession(makeCurrentUser());
    useSessionStore.getState().selectAccount('org_acme');
    expect(useSessionStore.getState().currentAccountRef).toBe('org_acme');
    expect(useSessionStore.getState().currencies).toEqual([{ code: 'EUR', bank_account_ref: 'ba_acme' }]);
    expect(localStorage.getItem(CURRENT_ACCOUNT_STORAGE_KEY)).toBe('org_acme');
  });

  it('publishes no currencies for an unknown account', () => {
    useSessionStore.getState().startSession(makeCurrentUser());
    const before = useSessionStore.getState().currencies;
    useSessionStore.getState().selectAccount('org_unknown');
    expect(useSessionStore.getState().currencies).toBe(before);
  });

  it('logout resets to logged out, empty token, refs, currencies and user data', () => {
    const store = useSessionStore.getState();
    store.setAccessToken('token');
    store.startSession(makeCurrentUser());
    useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject(initialSessionState);
  });

  it('never writes the access token to web storage', () => {
    useSessionStore.getState().setAccessToken('secret-token');
    useSessionStore.getState().startSession(makeCurrentUser());
    const stored = [...Object.keys(localStorage), ...Object.keys(sessionStorage)]
      .map((key) => `${key}=${localStorage.getItem(key) ?? sessionStorage.getItem(key)}`)
      .join(';');
    expect(stored).not.toContain('secret-token');
  });
});
