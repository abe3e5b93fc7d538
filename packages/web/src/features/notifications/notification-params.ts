import { readPageParams } from '../../lib/list-params';
import type { NotificationListParams, NotificationStatusFilter } from './api/list-notifications';

const STATUS_FILTERS: readonly NotificationStatusFilter[] = ['all', 'unread', 'read'];

/** The list's page and status filter from the URL (lib/list-params' page rule; an unknown status is all). */
export function readNotificationParams(search: URLSearchParams): NotificationListParams {
  const status = search.get('status') ?? 'all';
  return {
    ...readPageParams(search),
    status: (STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as NotificationStatusFilter)
      : 'all',
  };
}
