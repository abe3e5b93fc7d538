import { SESSION_EXPIRED_TEXT, SessionExpiredError } from '@portal/api-types';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredToastContainer } from '../../components/ui/deferred-toast-container';
import * as toast from '../../lib/toast';
import { mockControl, serveMockBank } from '../../testing/mock-bank-session';
import { apiClient } from './api-client';
import { SESSION_CHANNEL_NAME, type SessionMessage } from './cross-tab-session';
import { SESSION_EXPIRED_TOAST_ID } from './session-expired-notice';
import { type SessionEndReason, useSessionStore } from './session-store';

// Ada signed in to the mock bank (MSW) before each test; every call goes through the app's one client.
const { server } = serveMockBank();

/** Requests the bank receives from now on, with the bearer they carried. */
function recordRequests() {
  const seen: { method: string; path: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    // The API only, not the test's own /__mock control calls.
    if (!new URL(request.url).pathname.startsWith('/api/')) return;
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
    });
  });
  return seen;
}

/** What the other tabs of this browser hear on the session channel. */
function listenAsAnotherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  const heard: SessionMessage[] = [];
  channel.onmessage = (event: MessageEvent<SessionMessage>) => heard.push(event.data);
  return { channel, heard };
}

const channels: BroadcastChannel[] = [];
const stops: (() => void)[] = [];

/** Every end of a session the store records from now on, by reason. */
function recordSessionEnds(): SessionEndReason[] {
  const ends: SessionEndReason[] = [];
  stops.push(
    useSessionStore.subscribe(({ lastSessionEnd: end }, previous) => {
      if (end && end !== previous.lastSessionEnd) ends.push(end.reason);
    }),
  );
  return ends;
}

describe('the app API client, wired to the session store and the other tabs', () => {
  beforeEach(() => server.events.removeAllListeners('request:start'));
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
    for (const stop of stops.splice(0)) stop();
    vi.restoreAllMocks();
  });

  it('a refreshed token goes to the session store, is used for the retry and is handed to the other tabs', async () => {
    const before = useSessionStore.getState().accessToken;
    expect(before).not.toBe('');
    const tab = listenAsAnotherTab();
    channels.push(tab.channel);
    const requests = recordRequests();
    // Every live access token now answers 401; the refresh token still works.
    await mockControl('/__mock/sessions/expire', { method: 'POST' });

    const { data, response } = await apiClient.GET('/user/current');
    expect(response.status).toBe(200);
    expect(data?.data.email).toBe('ada@northwind.test');

    const after = useSessionStore.getState().accessToken;
    expect(after).not.toBe('');
    expect(after).not.toBe(before);
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    expect(requests.map((r) => `${r.method} ${r.path.replace('/api/v1', '')}`)).toEqual([
      'GET /user/current',
      'POST /auth/refresh',
      'GET /user/current',
    ]);
    expect(requests[0]?.authorization).toBe(`Bearer ${before}`);
    expect(requests[2]?.authorization).toBe(`Bearer ${after}`);
    await waitFor(() => expect(tab.heard).toEqual([{ type: 'token-refreshed', accessToken: after }]));
    // The token lives in memory only.
    const stored = [...Object.values(localStorage), ...Object.values(sessionStorage)].join('\n');
    expect(stored).not.toContain(after);
  });

  it('a refused refresh logs out once, toasts once and ends the session once, however many calls waited', async () => {
    render(<DeferredToastContainer />);
    const errors = vi.spyOn(toast, 'toastError');
    const ended = recordSessionEnds();
    const requests = recordRequests();
    // 31 minutes on: the access token (5 min) and the refresh token (30 min idle) have both run out.
    await mockControl('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: 31 * 60_000 }),
    });

    const results = await Promise.allSettled([
      apiClient.GET('/user/current'),
      apiClient.GET('/user/notifications/unread-count'),
      apiClient.GET('/accounts/{account}/recipients', { params: { path: { account: 'org_northwind' } } }),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(SessionExpiredError);
    }
    // A later call (no token any more) is simply refused: no second refresh, nothing more said.
    const later = await apiClient.GET('/user/current');
    expect(later.response.status).toBe(401);

    expect(requests.filter((r) => r.path.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, accessToken: '', userData: {} });
    expect(ended).toEqual(['expired']);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(SESSION_EXPIRED_TEXT, { toastId: SESSION_EXPIRED_TOAST_ID });
    expect(await screen.findByText(SESSION_EXPIRED_TEXT)).toBeInTheDocument();
    expect(screen.getAllByText(SESSION_EXPIRED_TEXT)).toHaveLength(1);
  });

  it('a logout in another tab logs this tab out, without a toast', async () => {
    const errors = vi.spyOn(toast, 'toastError');
    const ended = recordSessionEnds();
    const tab = listenAsAnotherTab();
    channels.push(tab.channel);
    tab.channel.postMessage({ type: 'logged-out' } satisfies SessionMessage);
    await waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(false));
    expect(useSessionStore.getState().accessToken).toBe('');
    expect(ended).toEqual(['logged-out-elsewhere']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a token another tab refreshed is taken over while signed in, and is what the next call carries', async () => {
    const tab = listenAsAnotherTab();
    channels.push(tab.channel);
    // The other tab's refresh, made through the bank, rotates the refresh token and brings a new access token.
    const other = await fetch(new URL('/api/v1/auth/refresh', window.location.origin), {
      method: 'POST',
      headers: { 'x-xsrf-token': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '') },
    });
    expect(other.status).toBe(200);
    const handed = ((await other.json()) as { data: { access_token: string } }).data.access_token;
    tab.channel.postMessage({ type: 'token-refreshed', accessToken: handed } satisfies SessionMessage);
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe(handed));

    const requests = recordRequests();
    const { response } = await apiClient.GET('/user/current');
    expect(response.status).toBe(200);
    expect(requests).toEqual([
      { method: 'GET', path: '/api/v1/user/current', authorization: `Bearer ${handed}` },
    ]);
  });
});
