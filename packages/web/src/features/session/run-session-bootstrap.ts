import { SESSION_EXPIRED_TEXT } from '@portal/api-types';
import { api } from '../../config/api-client';
import { loadCurrentUser } from '../../config/current-user';
import { isProtectedPath } from '../../config/paths';
import { SESSION_EXPIRED_TOAST_ID } from '../../config/session-expiry';
import { toastError } from '../../lib/toast';
import { readPersistLogin, usePersistLoginStore } from '../../stores/persist-login-store';
import { useSessionStore } from '../../stores/session-store';
import { BOOTSTRAP_TOAST_ID, bootstrapSession } from './bootstrap-session';

/** Clears what this browser holds of the session (the server side is left alone). */
export function clearLocalSession(): void {
  useSessionStore.getState().logout();
  usePersistLoginStore.getState().setPersistLogin(false);
}

/** Runs the bootstrap against the real client, stores and toasts (main.tsx calls it once). */
export function runSessionBootstrap(): Promise<void> {
  const session = useSessionStore.getState;
  return bootstrapSession({
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    readPersistLogin,
    isLoggedIn: () => session().isLoggedIn,
    refresh: api.refreshAccessToken,
    loadCurrentUser,
    startSession: (user) => session().startSession(user),
    clearLocalSession,
    isOnProtectedPath: () => isProtectedPath(window.location.pathname),
    // 'Session expired…' shares the client's toast id, so the bootstrap and an expiring request never stack it.
    showError: (message) =>
      toastError(message, {
        toastId: message === SESSION_EXPIRED_TEXT ? SESSION_EXPIRED_TOAST_ID : BOOTSTRAP_TOAST_ID,
      }),
    setLoading: (loading) => session().setSessionLoading(loading),
  });
}
