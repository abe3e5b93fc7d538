import { createApiClient } from '@portal/api-types';
import { env } from '../../config/env';
import { activeFormatLocale } from '../../lib/i18n/active-locale';
import { useConnectionStore } from '../../stores/connection-store';
import { createCrossTabSession, SESSION_CHANNEL_NAME } from './cross-tab-session';
import { followNetworkErrorLanguage } from './network-error-texts';
import { showSessionExpired } from './session-expired-notice';
import { createSessionExpiryHandler } from './session-expiry';
import { useSessionStore } from './session-store';

/** A relative base is resolved against the page, so requests also work where fetch needs absolute URLs. */
function resolveBaseUrl(base: string): string {
  if (/^https?:\/\//i.test(base) || typeof window === 'undefined') return base;
  return new URL(base, window.location.origin).toString().replace(/\/$/, '');
}

const session = () => useSessionStore.getState();

/**
 * How long a request may wait for its whole answer (rule NET-01): long enough for a phone on a poor network to
 * get a page of transactions, short enough that a request that will never end does not hold a screen.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

export const crossTabSession = createCrossTabSession({
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  channel: typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : undefined,
  getAccessToken: () => session().accessToken,
  onTokenHandedOver: (accessToken, { refreshPending }) => {
    // A signed-out tab has no business holding a token unless it is restoring its own session.
    if (session().isLoggedIn || refreshPending) session().setAccessToken(accessToken);
  },
  onLoggedOutElsewhere: () => {
    if (!session().isLoggedIn && !session().accessToken) return;
    session().logout('logged-out-elsewhere');
  },
});

const handleSessionExpired = createSessionExpiryHandler({
  hasSession: () => session().isLoggedIn || session().accessToken !== '',
  clearSession: () => session().logout('expired'),
  notify: showSessionExpired,
});

/** The one API client of the app, wired to the session store and serialized across tabs. */
export const api = createApiClient({
  baseUrl: resolveBaseUrl(env.apiBaseUrl),
  getAccessToken: () => session().accessToken || null,
  onTokenRefreshed: (accessToken) => session().setAccessToken(accessToken),
  onSessionExpired: handleSessionExpired,
  runRefresh: crossTabSession.runRefresh,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  onReachability: (state) => useConnectionStore.getState().setBankReachable(state === 'reachable'),
});

export const apiClient = api.client;

followNetworkErrorLanguage();

// The bank writes what it says (e-mails before sign-in, notices) in the language the user reads.
apiClient.use({
  onRequest({ request }) {
    request.headers.set('Accept-Language', activeFormatLocale());
    return request;
  },
});
