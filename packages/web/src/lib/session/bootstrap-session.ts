import { ApiError, getErrorText, SESSION_EXPIRED_TEXT, SessionExpiredError } from '@portal/api-types';
import { UNEXPECTED_RESPONSE_TEXT, UnexpectedResponseError } from './current-user';
import type { CurrentUser } from './session-types';

export const SESSION_RESTORE_DELAY_MS = 100;
export const FAILED_TO_REFRESH_TEXT = 'Failed to refresh token.';
export const BOOTSTRAP_TOAST_ID = 'session-bootstrap';

export interface BootstrapDeps {
  wait: (ms: number) => Promise<void>;
  readPersistLogin: () => Promise<boolean>;
  isLoggedIn: () => boolean;
  /** One token refresh (stores the token on success). */
  refresh: () => Promise<string>;
  loadCurrentUser: () => Promise<CurrentUser>;
  startSession: (user: CurrentUser) => void | Promise<void>;
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
  if (error instanceof SessionExpiredError && error.status === 200) return UNEXPECTED_RESPONSE_TEXT;
  if (error instanceof Error && error.message && error.message !== SESSION_EXPIRED_TEXT) return error.message;
  return FAILED_TO_REFRESH_TEXT;
}

/** The text for a failed current-user load that was not a 401. */
export function userLoadFailureText(error: unknown): string {
  if (error instanceof UnexpectedResponseError) return UNEXPECTED_RESPONSE_TEXT;
  return getErrorText(error);
}

/**
 * Session bootstrap (rules SES-03, SES-04 and SES-05): wait 100 ms; only with persist-login on and nobody
 * logged in, one refresh then the current user. A 401 clears the local session (with a toast on protected paths); other
 * failures toast their text. Loading ends in every case.
 */
export async function bootstrapSession(deps: BootstrapDeps): Promise<void> {
  deps.setLoading(true);
  try {
    await deps.wait(SESSION_RESTORE_DELAY_MS);
    if (!(await deps.readPersistLogin())) return;
    if (deps.isLoggedIn()) return;
    try {
      await deps.refresh();
    } catch (error) {
      handleFailure(deps, error, refreshFailureText);
      return;
    }
    let user: CurrentUser;
    try {
      user = await deps.loadCurrentUser();
    } catch (error) {
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
