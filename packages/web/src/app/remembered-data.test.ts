import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceKeys, recipientKeys, resourceKeys } from '../domains/query-keys';
import { usePersistLoginStore } from '../domains/session/persist-login-store';
import { useSessionStore } from '../domains/session/session-store';
import { makeCurrentUser } from '../domains/session/testing/current-user-fixture';
import { queryClient } from './query-client';
import { rememberData, restoreRememberedData } from './remembered-data';
import { REMEMBERED_DATA_KEY, watchRememberedData } from './remembered-data-policy';

const user = makeCurrentUser();
const BALANCES = [{ currency: 'GBP', available: '1250.00' }];
const balancesKey = balanceKeys.list('org_northwind', 'ba_northwind_ops');
const ratesKey = resourceKeys.fxRates('GBP');
const recipientsKey = recipientKeys.list('org_northwind', { page: 1 });

/** The persister saves at most once a second: wait past its last save for the copy. */
async function savedCopy(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  return localStorage.getItem(REMEMBERED_DATA_KEY) ?? '';
}

function signIn(keptSignedIn: boolean) {
  usePersistLoginStore.getState().setPersistLogin(keptSignedIn);
  useSessionStore.getState().startSession(user);
}

let stops: (() => void)[] = [];

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  stops = [watchRememberedData()];
});

afterEach(() => {
  for (const stop of stops) stop();
  useSessionStore.getState().logout();
  usePersistLoginStore.getState().setPersistLogin(false);
  queryClient.clear();
});

describe('remembered data', () => {
  it('keeps the balances and rates of a kept session, encrypted, and brings them back for the same user only', async () => {
    signIn(true);
    const stopRemembering = rememberData(user.ref);
    queryClient.setQueryData(balancesKey, BALANCES);
    queryClient.setQueryData(ratesKey, { base: 'GBP', rates: [] });
    queryClient.setQueryData(recipientsKey, { data: [{ name: 'Acme Supplies Ltd' }] });

    const copy = await savedCopy();
    expect(copy).not.toBe('');
    expect(copy).not.toContain('1250.00');
    expect(copy).not.toContain('Acme');

    // The next visit: a new page with an empty cache.
    stopRemembering();
    queryClient.clear();
    await restoreRememberedData(user.ref);
    expect(queryClient.getQueryData(balancesKey)).toEqual(BALANCES);
    expect(queryClient.getQueryData(ratesKey)).toEqual({ base: 'GBP', rates: [] });
    expect(queryClient.getQueryData(recipientsKey)).toBeUndefined();

    queryClient.clear();
    await restoreRememberedData('usr_someone_else');
    expect(queryClient.getQueryData(balancesKey)).toBeUndefined();
    // Another user's restore discards the copy for good.
    expect(localStorage.getItem(REMEMBERED_DATA_KEY)).toBeNull();
  });

  it('keeps answers that came before it started listening', async () => {
    signIn(true);
    queryClient.setQueryData(balancesKey, BALANCES);
    stops.push(rememberData(user.ref));

    expect(await savedCopy()).not.toBe('');
    queryClient.clear();
    await restoreRememberedData(user.ref);
    expect(queryClient.getQueryData(balancesKey)).toEqual(BALANCES);
  });

  it('never replaces fresher data already in the cache', async () => {
    signIn(true);
    stops.push(rememberData(user.ref));
    queryClient.setQueryData(balancesKey, BALANCES);
    await savedCopy();
    const fresh = [{ currency: 'GBP', available: '990.00' }];
    queryClient.setQueryData(balancesKey, fresh);
    await restoreRememberedData(user.ref);
    expect(queryClient.getQueryData(balancesKey)).toEqual(fresh);
  });

  it('keeps nothing for a session not kept signed in', async () => {
    signIn(false);
    stops.push(rememberData(user.ref));
    queryClient.setQueryData(balancesKey, BALANCES);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(localStorage.getItem(REMEMBERED_DATA_KEY)).toBeNull();
    queryClient.clear();
    await restoreRememberedData(user.ref);
    expect(queryClient.getQueryData(balancesKey)).toBeUndefined();
  });

  it('is wiped when the session ends, and a save still on its way does not bring it back', async () => {
    signIn(true);
    stops.push(rememberData(user.ref));
    queryClient.setQueryData(balancesKey, BALANCES);
    await savedCopy();
    // A change just before the log-out: its save is due after the wipe.
    queryClient.setQueryData(balancesKey, [{ currency: 'GBP', available: '1.00' }]);
    useSessionStore.getState().logout();
    expect(localStorage.getItem(REMEMBERED_DATA_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(localStorage.getItem(REMEMBERED_DATA_KEY)).toBeNull();
  });

  it('is wiped when the browser stops keeping the user signed in', async () => {
    signIn(true);
    stops.push(rememberData(user.ref));
    queryClient.setQueryData(balancesKey, BALANCES);
    await savedCopy();
    usePersistLoginStore.getState().setPersistLogin(false);
    expect(localStorage.getItem(REMEMBERED_DATA_KEY)).toBeNull();
  });
});
