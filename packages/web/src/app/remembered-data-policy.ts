import { readPersistLogin, usePersistLoginStore } from '../domains/session/persist-login-store';
import { useSessionStore } from '../domains/session/session-store';

/**
 * What a "keep me signed in" browser remembers between visits, so a returning user's dashboard shows the last
 * known balances at once while they refresh (docs/architecture.md, "Remembered data": where, how long, for whom,
 * and when it is wiped). This module is the policy and the wipe, small enough for the first page; the cache
 * persistence itself comes with the signed-in screens (remembered-data.ts).
 */
export const REMEMBERED_DATA_KEY = 'portal.remembered-data';

/** Shown at most a day after it was saved; older is discarded unread. */
export const REMEMBERED_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Bumped when a remembered resource changes shape, so an older copy is discarded. */
const REMEMBERED_DATA_VERSION = '1';

/** The copy of one user only: another user's, or an older version's, is discarded on restore. */
export function rememberedDataOwner(userRef: string): string {
  return `${REMEMBERED_DATA_VERSION}:${userRef}`;
}

/** Only a signed-in session the user chose to keep on this browser may write its copy. */
export function mayRemember(): boolean {
  return useSessionStore.getState().isLoggedIn && usePersistLoginStore.getState().persistLogin;
}

export function forgetRememberedData(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(REMEMBERED_DATA_KEY);
}

/**
 * Wipes the copy whenever a session ends in this tab (log-out, idle log-out, expiry, another tab's log-out: each
 * ends in the session store) and, at start, when this browser is not kept signed in. Returns the unsubscribe.
 */
export function watchRememberedData(storage: Pick<Storage, 'removeItem'> = localStorage): () => void {
  void readPersistLogin().then((kept) => {
    if (!kept) forgetRememberedData(storage);
  });
  const stopSession = useSessionStore.subscribe((state, previous) => {
    if (previous.isLoggedIn && !state.isLoggedIn) forgetRememberedData(storage);
  });
  const stopChoice = usePersistLoginStore.subscribe((state, previous) => {
    if (previous.persistLogin && !state.persistLogin) forgetRememberedData(storage);
  });
  return () => {
    stopSession();
    stopChoice();
  };
}
