import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { createTestQueryClient, serveMockBank } from '../../../testing/mock-bank-session';
import {
  UNREAD_COUNT_REFRESH_MS,
  unreadNotificationsCountQueryOptions,
  useUnreadNotificationsCountQuery,
} from './get-unread-notifications-count';
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
      count: useUnreadNotificationsCountQuery(),
      list: useNotificationsQuery({ page: 1, per_page: 10, status: 'all' }),
      markOne: useMarkNotificationReadMutation(),
      markAll: useMarkAllNotificationsReadMutation(),
    }),
    { wrapper },
  );
  return { ...hook, queryClient };
}

describe('notification hooks against the mock bank', () => {
  it('refreshes the unread count every minute, only while the tab is visible', () => {
    const options = unreadNotificationsCountQueryOptions();
    expect(UNREAD_COUNT_REFRESH_MS).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchIntervalInBackground).toBe(false);
  });

  it('publishes the unread count to the session and lists notifications newest first', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.count.data).toBe(7));
    expect(useSessionStore.getState().unreadNotificationsCount).toBe(7);
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
    await waitFor(() => expect(useSessionStore.getState().unreadNotificationsCount).toBe(6));
    expect(result.current.count.data).toBe(6);
    expect(result.current.list.data?.data.find((n) => n.ref === unread.ref)?.read_at).not.toBeNull();
    expect(result.current.markOne.isPending).toBe(true);
    resolveServer();
    await waitFor(() => expect(result.current.markOne.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.data?.meta.unread_count).toBe(6));

    act(() => result.current.markAll.mutate());
    expect(useSessionStore.getState().unreadNotificationsCount).toBeLessThanOrEqual(6);
    await waitFor(() => expect(useSessionStore.getState().unreadNotificationsCount).toBe(0));
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
    expect(useSessionStore.getState().unreadNotificationsCount).toBe(7);
    expect(result.current.list.data?.data.filter((n) => n.read_at === null)).toHaveLength(7);
  });
});
