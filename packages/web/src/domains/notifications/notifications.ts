import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

/** How often the unread count is refreshed in the background (only while the tab is visible). */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

export const unreadNotificationsCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async () => (await unwrap(apiClient.GET('/user/notifications/unread-count'))).data.count,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    // TanStack pauses the interval while the document is hidden unless this is true.
    refetchIntervalInBackground: false,
  });

/**
 * Keeps the unread count fresh (every minute while the tab is visible) for whoever shows it, without drawing
 * the caller again: the app frame runs it, and drew the whole frame again at each refresh when it read nothing.
 */
export function useUnreadCountRefresh(): void {
  useQuery({ ...unreadNotificationsCountQueryOptions(), notifyOnChangeProps: [] });
}

/**
 * The unread count as the query cache holds it (0 until known): the one copy of that fact. It only reads;
 * the frame's useUnreadCountRefresh and the notifications list keep it fresh.
 */
export function useUnreadNotificationsCount(): number {
  return useQuery({ ...unreadNotificationsCountQueryOptions(), enabled: false }).data ?? 0;
}
