import { SESSION_EXPIRED_TEXT } from '@portal/api-types';

export const SESSION_EXPIRED_TOAST_ID = 'session-expired';

export interface SessionExpiryDeps {
  hasSession: () => boolean;
  clearSession: () => void;
  showError: (message: string, toastId: string) => void;
  /** App-level cleanup (query cache and the like). */
  onEnded: () => void;
}

/**
 * What happens when a refresh triggered by a 401 fails: the session is cleared and the user told once,
 * however many requests were waiting and however many failed refreshes follow.
 */
export function createSessionExpiryHandler(deps: SessionExpiryDeps): (error: Error) => void {
  return (error) => {
    if (!deps.hasSession()) return;
    deps.clearSession();
    deps.showError(error.message || SESSION_EXPIRED_TEXT, SESSION_EXPIRED_TOAST_ID);
    deps.onEnded();
  };
}
