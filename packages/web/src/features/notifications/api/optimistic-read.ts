import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { notificationKeys } from '../../../domains/query-keys';
import type { NotificationsPage } from './list-notifications';

export interface ReadSnapshot {
  lists: [QueryKey, NotificationsPage | undefined][];
  count: number | undefined;
}

/**
 * Marks notifications read in every cached list page and lowers the cached unread count at once, and returns
 * what to restore if the server refuses.
 * `refs` null means all.
 */
export async function applyReadOptimistically(
  queryClient: QueryClient,
  refs: ReadonlySet<string> | null,
  now = new Date().toISOString(),
): Promise<ReadSnapshot> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  const lists = queryClient.getQueriesData<NotificationsPage>({ queryKey: notificationKeys.lists() });
  const count = queryClient.getQueryData<number>(notificationKeys.unreadCount());

  // Targeted notifications already read in some cached page do not lower the count again.
  const knownRead = new Set<string>();
  for (const [, page] of lists) {
    for (const n of page?.data ?? []) if (n.read_at !== null && refs?.has(n.ref)) knownRead.add(n.ref);
  }
  const decrement = refs === null ? 0 : refs.size - knownRead.size;
  const lower = (value: number) => (refs === null ? 0 : Math.max(0, value - decrement));

  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          data: page.data.map((n) =>
            n.read_at === null && (!refs || refs.has(n.ref)) ? { ...n, read_at: now } : n,
          ),
          meta: { ...page.meta, unread_count: lower(page.meta.unread_count) },
        }
      : page,
  );
  if (count !== undefined) queryClient.setQueryData<number>(notificationKeys.unreadCount(), lower(count));
  return { lists, count };
}

export function restoreReadSnapshot(queryClient: QueryClient, snapshot: ReadSnapshot | undefined): void {
  if (!snapshot) return;
  for (const [key, page] of snapshot.lists) queryClient.setQueryData(key, page);
  if (snapshot.count !== undefined) queryClient.setQueryData(notificationKeys.unreadCount(), snapshot.count);
}
