import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { Query } from '@tanstack/react-query';
import { env } from '../config/env';
import { balanceKeys, resourceKeys } from '../domains/query-keys';
import { readPersistLogin } from '../domains/session/persist-login-store';
import { createEncryptedStorage } from '../lib/storage';
import { queryClient } from './query-client';
import {
  mayRemember,
  REMEMBERED_DATA_KEY,
  REMEMBERED_DATA_MAX_AGE_MS,
  rememberedDataOwner,
} from './remembered-data-policy';

/**
 * The remembered part of the query cache (remembered-data-policy.ts says what, for whom and how long), kept
 * encrypted in localStorage. Every write is checked at the moment it lands: a save still in flight when the
 * session ends writes nothing, so the wipe at log-out is never undone.
 */
const guardedLocalStorage = {
  getItem: (key: string) => localStorage.getItem(key),
  setItem: (key: string, value: string) => {
    if (mayRemember()) localStorage.setItem(key, value);
  },
  removeItem: (key: string) => localStorage.removeItem(key),
};

/** The key prefixes remembered: amounts and rates only, no counterparty, account number or transaction. */
const REMEMBERED_QUERY_PREFIXES: readonly (readonly string[])[] = [
  [...balanceKeys.all, 'list'],
  [...resourceKeys.all, 'fx-rates'],
];

function isRememberedQuery(queryKey: readonly unknown[]): boolean {
  return REMEMBERED_QUERY_PREFIXES.some((prefix) => prefix.every((part, i) => queryKey[i] === part));
}

const persister = createAsyncStoragePersister({
  storage: createEncryptedStorage(env.storageSecret, guardedLocalStorage),
  key: REMEMBERED_DATA_KEY,
  throttleTime: 1000,
});

/**
 * Puts the user's remembered balances and rates in the cache, when this browser keeps them signed in and they are
 * fresh enough. Newer data already in the cache (a request that answered first) is never replaced.
 */
export async function restoreRememberedData(userRef: string): Promise<void> {
  if (!(await readPersistLogin())) return;
  await persistQueryClientRestore({
    queryClient,
    persister,
    buster: rememberedDataOwner(userRef),
    maxAge: REMEMBERED_DATA_MAX_AGE_MS,
  });
}

/**
 * Keeps the remembered queries' latest answers for the next visit while the session lasts; returns the stop.
 * They stay in the cache as long as the copy may be shown, so leaving the dashboard does not drop them from it.
 */
export function rememberData(userRef: string): () => void {
  for (const prefix of REMEMBERED_QUERY_PREFIXES)
    queryClient.setQueryDefaults(prefix, { gcTime: REMEMBERED_DATA_MAX_AGE_MS });
  const options = {
    queryClient,
    persister,
    buster: rememberedDataOwner(userRef),
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && isRememberedQuery(query.queryKey),
    },
  };
  const stop = persistQueryClientSubscribe(options);
  // Answers that came before the frame started listening (the sign-in fetches the dashboard's first data ahead
  // of it) changed nothing afterwards, so only a later change wrote them: now and then no copy was kept at all.
  void persistQueryClientSave(options).catch(() => {});
  return stop;
}
