import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ApiError,
  getErrorText,
  type RefreshedSession,
  SESSION_EXPIRED_TEXT,
  SessionExpiredError,
} from '@portal/api-types';
import { isCurrentUser, UNEXPECTED_RESPONSE_TEXT, UnexpectedResponseError } from './current-user';
import type { CurrentUser } from './session-types';

export const SESSION_RESTORE_DELAY_MS = 100;
export const FAILED_TO_REFRESH_TEXT = msg`Failed to refresh token.`;
export const BOOTSTRAP_TOAST_ID = 'session-bootstrap';

export interface BootstrapDeps {
  wait: (ms: number) => Promise<void>;
  readPersistLogin: () => Promise<boolean>;
  isLoggedIn: () => boolean;
  /** One token refresh (stores the token on success), with the user its answer carried (rule SES-19). */
  refresh: () => Promise<RefreshedSession>;
  /** GET /user/current: only for a token another tab handed over, which came without a user. */
  loadCurrentUser: () => Promise<CurrentUser>;
  startSession: (user: CurrentUser) => void | Promise<void>;
  /** Forgets the in-memory token of a start that failed after the refresh (no half-open session). */
  discardToken: () => void;
  clearLocalSession: () => void;
  isOnProtectedPath: () => boolean;
  /** 'Session expired. Please log in again.' (session-expired-notice, the one path of that toast). */
  showSessionExpired: () => void;
  showError: (message: string) => void;
  setLoading: (loading: boolean) => void;
}

function isUnauthorized(error: unknown): boolean {
  return (error instanceof SessionExpiredError || error instanceof ApiError) && error.status === 401;
}

/** The text for a failed refresh that was not a 401 (rule SES-05). */
export function refreshFailureText(error: unknown): string {
  // A 200 without a token: the server answered, but not what the contract says.
  if (error instanceof SessionExpiredError && error.status === 200) return i18n._(UNEXPECTED_RESPONSE_TEXT);
  if (error instanceof Error && error.message && error.message !== SESSION_EXPIRED_TEXT) return error.message;
  return i18n._(FAILED_TO_REFRESH_TEXT);
}

/** The text for a refresh answer without a valid user, or a failed current-user load that was not a 401. */
export function userLoadFailureText(error: unknown): string {
  if (error instanceof UnexpectedResponseError) return i18n._(UNEXPECTED_RESPONSE_TEXT);
  return getErrorText(error);
}

/** The user of a refresh: its answer's, guarded; GET /user/current only for a token handed over by another tab. */
async function userOf(refreshed: RefreshedSession, deps: BootstrapDeps): Promise<CurrentUser> {
  if (refreshed.source === 'handed-over') return deps.loadCurrentUser();
  if (!isCurrentUser(refreshed.user)) throw new UnexpectedResponseError();
  return refreshed.user;
}

/**
 * Session bootstrap (rules SES-03, SES-04, SES-05 and SES-19): wait 100 ms; only with persist-login on and
 * nobody logged in, one refresh, whose answer carries the current user (no GET /user/current: one round trip
 * less before the dashboard's data). A 401 clears the local session (with a toast on protected paths); other
 * failures toast their text and leave no token behind. Loading ends in every case.
 */
export async function bootstrapSession(deps: BootstrapDeps): Promise<void> {
  deps.setLoading(true);
  try {
    await deps.wait(SESSION_RESTORE_DELAY_MS);
    if (!(await deps.readPersistLogin())) return;
    if (deps.isLoggedIn()) return;
    let refreshed: RefreshedSession;
    try {
      refreshed = await deps.refresh();
    } catch (error) {
      handleFailure(deps, error, refreshFailureText);
      return;
    }
    let user: CurrentUser;
    try {
      user = await userOf(refreshed, deps);
    } catch (error) {
      deps.discardToken();
      handleFailure(deps, error, userLoadFailureText);
      return;
    }
    await deps.startSession(user);
  } finally {
    deps.setLoading(false);
  }
}

function handleFailure(deps: BootstrapDeps, error: unknown, textOf: (error: unknown) => string) {
  if (isUnauthorized(error)) {
    deps.clearLocalSession();
    if (deps.isOnProtectedPath()) deps.showSessionExpired();
    return;
  }
  deps.showError(textOf(error));
}
