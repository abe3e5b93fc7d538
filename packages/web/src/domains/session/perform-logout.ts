import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, getErrorText, SessionExpiredError } from '@portal/api-types';

export const LOGOUT_FAILED_TEXT = msg`Logout failed. Please try again.`;

export interface LogoutDeps {
  setOverlay: (visible: boolean) => void;
  /** POST /auth/logout: its status and error body. */
  callLogout: () => Promise<{ status: number; error?: unknown }>;
  clearLocalSession: () => void;
  /** The dialog and menu state (the query cache empties itself as the session ends). */
  resetClientState: () => void;
  /** Tells the other tabs. */
  announceLogout: () => void;
  showError: (message: string) => void;
}

/**
 * Logout (rules SES-13 and SES-14): a blocking overlay while the call runs; on 200 clear the local session,
 * reset client state, then run the callback; otherwise 'Logout failed. Please try again.' with the
 * extracted message, except on 401 (nothing shows and nothing is cleared). The overlay always goes.
 *
 * The call carries the bearer, so an expired access token sends it through the client's refresh first. When
 * that refresh fails the call rejects with a SessionExpiredError, and the client's expiry handler has already
 * cleared the session and said 'Session expired. Please log in again.' once: the user is logged out, which
 * is what they asked for, so this finishes the logout quietly (no 'Logout failed', no second toast).
 */
export async function performLogout(deps: LogoutDeps, callback?: () => void): Promise<boolean> {
  deps.setOverlay(true);
  try {
    const { status, error } = await deps.callLogout();
    if (status === 200) {
      finishLogout(deps, callback);
      return true;
    }
    if (status !== 401) reportFailure(deps, new ApiError(status, error));
    return false;
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      finishLogout(deps, callback);
      return true;
    }
    reportFailure(deps, error);
    return false;
  } finally {
    deps.setOverlay(false);
  }
}

function finishLogout(deps: LogoutDeps, callback?: () => void) {
  deps.clearLocalSession();
  deps.resetClientState();
  deps.announceLogout();
  callback?.();
}

function reportFailure(deps: LogoutDeps, error: unknown) {
  const failed = i18n._(LOGOUT_FAILED_TEXT);
  deps.showError(failed);
  const text = getErrorText(error);
  if (text && text !== failed) deps.showError(text);
}
