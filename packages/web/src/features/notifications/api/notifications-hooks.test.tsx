import { unwrap } from '@portal/api-types';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UNREAD_COUNT_REFRESH_MS,
  unreadNotificationsCountQueryOptions,
  useUnreadCountRefresh,
  useUnreadNotificationsCount,
} from '../../../domains/notifications/notifications';
import { apiClient } from '../../../domains/session/api-client';
import {
  createTestQueryClient,
  mockControl,
  renderScreen,
  serveMockBank,
} from '../../../testing/mock-bank-session';
import { NotificationsScreen } from '../notifications-screen';
import { useNotificationsQuery } from './list-notifications';
import { useMarkAllNotificationsReadMutation } from './mark-all-notifications-read';
import { useMarkNotificationReadMutation } from './mark-notification-read';

const { server } = serveMockBank();

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      count: useQuery(unreadNotificationsCountQueryOptions()),
      shownCount: useUnreadNotificationsCount(),
      list: useNotificationsQuery({ page: 1, per_page: 10, status: 'all' }),
      markOne: useMarkNotificationReadMutation(),
      markAll: useMarkAllNotificationsReadMutation(),
    }),
    { wrapper },
  );
  return { ...hook, queryClient };
}

/** How often UnreadCountRefresh has drawn since the last renderWithRefresh. */
let refreshDraws = 0;

/** What the app frame does (app/layouts/app-layout): keeps the count fresh in the background. */
function UnreadCountRefresh() {
  refreshDraws += 1;
  useUnreadCountRefresh();
  return null;
}

/** The bank's own unread count for the signed-in user. */
async function bankUnreadCount(): Promise<number> {
  return (await unwrap(apiClient.GET('/user/notifications/unread-count'))).data.count;
}

/**
 * A payment from the operating account, completed by moving the bank's clock: the bank notifies each
 * status change (pending, processing, completed), all unread.
 */
async function completePaymentOnTheBankSide(): Promise<void> {
  const account = 'org_northwind';
  const bankAccount = 'ba_northwind_ops';
  const recipients = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: { path: { account }, query: { currency: 'GBP', status: 'active', per_page: 10 } },
    }),
  );
  const recipient = recipients.data[0];
  if (!recipient) throw new Error('no active GBP recipient in the seed');
  await unwrap(
    apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: { path: { account, bankAccount }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        recipient_ref: recipient.ref,
        amount: '25.00',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference: 'BACKGROUND-COUNT',
      },
    }),
  );
  await mockControl('/__mock/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: 3 * 60_000 }),
  });
}

/** Makes the document hidden or visible as a browser does when the tab is switched. */
function setDocumentHidden(hidden: boolean) {
  if (hidden) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  // Deleting the own property brings back jsdom's getter ('visible').
  else Reflect.deleteProperty(document, 'visibilityState');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('the unread count refreshed in the background', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    setDocumentHidden(false);
    for (const stop of stops.splice(0)) stop();
  });

  /** Requests to the unread-count endpoint from now on. */
  function countRequests() {
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/user/notifications/unread-count')) seen.push(request.url);
    };
    server.events.on('request:start', listener);
    stops.push(() => server.events.removeListener('request:start', listener));
    return seen;
  }

  function renderWithRefresh() {
    // Fake timers from before the first render, so TanStack's refetch interval is one of them; real time
    // still moves them along so MSW and the bank's own short waits go on.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    refreshDraws = 0;
    return renderScreen(
      <>
        <UnreadCountRefresh />
        <NotificationsScreen />
      </>,
      { path: '/app/notifications' },
    );
  }

  it('shows new unread notifications of the bank after the interval, without any user action', async () => {
    const before = await bankUnreadCount();
    renderWithRefresh();
    const summary = await screen.findByTestId('unread-summary');
    await waitFor(() => expect(summary.textContent).toBe(`${before} unread`));

    await completePaymentOnTheBankSide();
    const after = await bankUnreadCount();
    expect(after).toBeGreaterThan(before);
    const requested = countRequests();
    // Nothing asks again before the interval is over (half of it: real time moves the fake clock too).
    await vi.advanceTimersByTimeAsync(UNREAD_COUNT_REFRESH_MS / 2);
    expect(summary.textContent).toBe(`${before} unread`);
    expect(requested).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(UNREAD_COUNT_REFRESH_MS / 2);
    await waitFor(() => expect(summary.textContent).toBe(`${after} unread`));
    expect(requested).toHaveLength(1);
    // The frame keeps the count fresh without being drawn again for it.
    expect(refreshDraws).toBe(1);
  });

  it('does not ask while the tab is hidden, and catches up when it is shown again', async () => {
    const before = await bankUnreadCount();
    renderWithRefresh();
    const summary = await screen.findByTestId('unread-summary');
    await waitFor(() => expect(summary.textContent).toBe(`${before} unread`));

    setDocumentHidden(true);
    await completePaymentOnTheBankSide();
    const after = await bankUnreadCount();
    expect(after).toBeGreaterThan(before);
    const requested = countRequests();
    await vi.advanceTimersByTimeAsync(3 * UNREAD_COUNT_REFRESH_MS + 1_000);
    expect(requested).toHaveLength(0);
    expect(summary.textContent).toBe(`${before} unread`);

    setDocumentHidden(false);
    await waitFor(() => expect(summary.textContent).toBe(`${after} unread`));
    expect(requested.length).toBeGreaterThan(0);
  });
});

describe('notification hooks against the mock bank', () => {
  it('keeps the unread count in the query cache (one copy, read by the selector) and lists notifications newest first', async () => {
    const { result } = setup();
    expect(result.current.shownCount).toBe(0);
    await waitFor(() => expect(result.current.count.data).toBe(7));
    expect(result.current.shownCount).toBe(7);
    await waitFor(() => expect(result.current.list.data?.meta.total).toBe(28));
    const dates = result.current.list.data?.data.map((n) => n.created_at) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('marking one read lowers the count at once (before the server answers), marking all sets 0', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.list.data?.meta.unread_count).toBe(7));
    const unread = result.current.list.data?.data.find((n) => n.read_at === null);
    if (!unread) throw new Error('no unread notification');
    let resolveServer: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      resolveServer = resolve;
    });
    server.use(
      http.post('*/user/notifications/:ref/read', async () => {
        await gate;
        return undefined;
      }),
    );
    act(() => result.current.markOne.mutate(unread.ref));
    await waitFor(() => expect(result.current.shownCount).toBe(6));
    expect(result.current.count.data).toBe(6);
    expect(result.current.list.data?.data.find((n) => n.ref === unread.ref)?.read_at).not.toBeNull();
    expect(result.current.markOne.isPending).toBe(true);
    resolveServer();
    await waitFor(() => expect(result.current.markOne.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.data?.meta.unread_count).toBe(6));

    act(() => result.current.markAll.mutate());
    expect(result.current.shownCount).toBeLessThanOrEqual(6);
    await waitFor(() => expect(result.current.shownCount).toBe(0));
    await waitFor(() => expect(result.current.markAll.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.count.data).toBe(0));
  });

  it('puts the count back when the server refuses', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.list.data?.meta.unread_count).toBe(7));
    server.use(
      http.post('*/user/notifications/read-all', () =>
        HttpResponse.json({ message: 'Try later.' }, { status: 503 }),
      ),
    );
    act(() => result.current.markAll.mutate());
    await waitFor(() => expect(result.current.markAll.isError).toBe(true));
    expect(result.current.shownCount).toBe(7);
    expect(result.current.list.data?.data.filter((n) => n.read_at === null)).toHaveLength(7);
  });
});
