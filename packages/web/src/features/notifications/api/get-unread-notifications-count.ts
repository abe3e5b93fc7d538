import { unwrap } from '@portal/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../config/api-client';
import { useSessionStore } from '../../../stores/session-store';

/** How often the unread count is refreshed in the background (only while the tab is visible). */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

export const unreadNotificationsCountKey = ['notifications', 'unread-count'] as const;

export const unreadNotificationsCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadNotificationsCountKey,
    queryFn: async () => (await unwrap(apiClient.GET('/user/notifications/unread-count'))).data.count,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    // TanStack pauses the interval while the document is hidden unless this is true.
    refetchIntervalInBackground: false,
  });

/**
 * The unread notifications count, refreshed every minute while the tab is visible, and published to the
 * session state (`unreadNotificationsCount`) that the sidebar reads.
 */
export function useUnreadNotificationsCountQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...unreadNotificationsCountQueryOptions(), enabled });
  const setUnreadCount = useSessionStore((state) => state.setUnreadNotificationsCount);
  useEffect(() => {
    if (query.data !== undefined) setUnreadCount(query.data);
  }, [query.data, setUnreadCount]);
  return query;
}
