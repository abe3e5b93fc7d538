import { SESSION_EXPIRED_TEXT } from '@portal/api-types';

export interface SessionExpiryDeps {
  hasSession: () => boolean;
  clearSession: () => void;
  /** Tells the user (session-expired-notice: the one path of that toast). */
  notify: (message: string) => void;
}

/**
 * What happens when a refresh triggered by a 401 fails: the session is cleared and the user told once,
 * however many requests were waiting and however many failed refreshes follow.
 */
export function createSessionExpiryHandler(deps: SessionExpiryDeps): (error: Error) => void {
  return (error) => {
    if (!deps.hasSession()) return;
    deps.clearSession();
    deps.notify(error.message || SESSION_EXPIRED_TEXT);
  };
}
