import { isProtectedPath } from '../../config/paths';
import { warmNumberSymbols } from '../../lib/i18n/number-symbols';
import { toastError } from '../../lib/toast';
import { api } from './api-client';
import { BOOTSTRAP_TOAST_ID, bootstrapSession } from './bootstrap-session';
import { loadCurrentUser } from './current-user';
import { readPersistLogin, usePersistLoginStore } from './persist-login-store';
import { showSessionExpired } from './session-expired-notice';
import { useSessionStore } from './session-store';
import { type HomeDataPreload, startSessionAhead } from './signed-in-home-preload';

/**
 * Whether a session restored on `pathname` opens on the dashboard: its own path, /app (which leads there), or a
 * public page (which sends a signed-in user there). Any other screen under /app has data of its own.
 */
export function restoredSessionOpensHome(pathname: string): boolean {
  return !isProtectedPath(pathname) || /^\/app(\/dashboard)?\/?$/.test(pathname);
}

/** Clears what this browser holds of the session (the server side is left alone). */
export function clearLocalSession(): void {
  useSessionStore.getState().logout();
  usePersistLoginStore.getState().setPersistLogin(false);
}

/**
 * Runs the bootstrap against the real client, stores and toasts (main.tsx calls it once, with the app's preload
 * of the dashboard's first data).
 */
export function runSessionBootstrap(homeData: HomeDataPreload | null = null): Promise<void> {
  const session = useSessionStore.getState;
  return bootstrapSession({
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    readPersistLogin,
    isLoggedIn: () => session().isLoggedIn,
    refresh: () => {
      const answer = api.refreshSession();
      warmNumberSymbols();
      return answer;
    },
    loadCurrentUser,
    // A returning user's dashboard data leaves before the signed-in frame renders.
    startSession: (user) =>
      startSessionAhead(user, restoredSessionOpensHome(window.location.pathname) ? homeData : null),
    discardToken: () => session().logout(),
    clearLocalSession,
    isOnProtectedPath: () => isProtectedPath(window.location.pathname),
    // The same notice as an expiring request's, so the two never stack.
    showSessionExpired: () => showSessionExpired(),
    showError: (message) => toastError(message, { toastId: BOOTSTRAP_TOAST_ID }),
    setLoading: (loading) => session().setSessionLoading(loading),
  });
}
