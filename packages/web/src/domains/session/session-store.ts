import { create } from 'zustand';
import { deriveCurrencies, selectCurrentAccountRef } from './account-selection';
import { readStoredAccountRef, writeStoredAccountRef } from './current-account-storage';
import type { EndedSession } from './return-to';
import type { CurrentUser, DerivedCurrency, UserData } from './session-types';

/**
 * The session state (rule SES-01). The access token lives here, in memory only (rule SES-02). The product's
 * organizationRef always equals currentAccountRef, so only the latter is kept; the unread notifications
 * count is server data and lives in the query cache (domains/notifications).
 */
export interface SessionState {
  isLoggedIn: boolean;
  accessToken: string;
  currentAccountRef: string;
  userData: UserData;
  currencies: DerivedCurrency[];
  /** The signed-in user's ref (stored on a successful user load). */
  userRef: string;
  /** True while the session check (bootstrap) runs; guards show a spinner meanwhile. */
  isSessionLoading: boolean;
  /** How the last session of this page ended (null: none did): where the next sign-in may return to. */
  endedSession: EndedSession;
  /**
   * The last end of a session in this tab, a new object each time: what the app cleans up after (the query
   * cache, menus, dialogs) subscribes here when the session ends by itself or in another tab.
   */
  lastSessionEnd: { reason: SessionEndReason } | null;
}

/** Why a session ended: a logout in this tab, an expired refresh, or a logout in another tab. */
export type SessionEndReason = 'logout' | 'expired' | 'logged-out-elsewhere';

export interface SessionActions {
  setAccessToken: (accessToken: string) => void;
  setLoggedIn: (isLoggedIn: boolean) => void;
  setUserData: (userData: UserData) => void;
  setCurrencies: (currencies: DerivedCurrency[]) => void;
  setSessionLoading: (isSessionLoading: boolean) => void;
  /** A successful user load: logged in, user data and ref stored, then account selection and currencies. */
  startSession: (user: CurrentUser) => void;
  /** Selects an organization account: saved, published, and its currencies derived. */
  selectAccount: (accountRef: string) => void;
  /** The logout reset (rule SES-15); `expired` when the session ended by itself rather than by a logout. */
  logout: (reason?: SessionEndReason) => void;
}

export type SessionStore = SessionState & SessionActions;

export const initialSessionState: Omit<SessionState, 'isSessionLoading' | 'endedSession' | 'lastSessionEnd'> =
  {
    isLoggedIn: false,
    accessToken: '',
    currentAccountRef: '',
    userData: {},
    currencies: [],
    userRef: '',
  };

export const useSessionStore = create<SessionStore>()((set, get) => ({
  ...initialSessionState,
  // The app starts by checking the session (main.tsx runs the bootstrap).
  isSessionLoading: true,
  endedSession: null,
  lastSessionEnd: null,
  setAccessToken: (accessToken) => set({ accessToken }),
  setLoggedIn: (isLoggedIn) => set({ isLoggedIn }),
  setUserData: (userData) => set({ userData }),
  setCurrencies: (currencies) => set({ currencies }),
  setSessionLoading: (isSessionLoading) => set({ isSessionLoading }),
  startSession: (user) => {
    set({ isLoggedIn: true, userData: user, userRef: user.ref, endedSession: null });
    const accountRef = selectCurrentAccountRef(user, readStoredAccountRef());
    get().selectAccount(accountRef);
  },
  selectAccount: (accountRef) => {
    writeStoredAccountRef(accountRef);
    set({ currentAccountRef: accountRef });
    const currencies = deriveCurrencies(get().userData, accountRef);
    if (currencies) set({ currencies });
  },
  logout: (reason = 'logout') => {
    const { userRef, endedSession } = get();
    // A session that never started here (a failed start-up check) ends nothing.
    const ended = userRef ? { userRef, expired: reason === 'expired' } : endedSession;
    set({ ...initialSessionState, endedSession: ended, lastSessionEnd: { reason } });
  },
}));
