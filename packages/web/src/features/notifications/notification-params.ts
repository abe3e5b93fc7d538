import type { ListModel } from '../../lib/use-list-state';
import type { NotificationListParams, NotificationStatusFilter } from './api/list-notifications';

const STATUS_FILTERS: readonly NotificationStatusFilter[] = ['all', 'unread', 'read'];

/** The list's status filter in the URL (an unknown status is all). */
export const NOTIFICATION_LIST: ListModel<Omit<NotificationListParams, 'page' | 'per_page'>> = {
  keys: ['status'],
  read: (search) => {
    const status = search.get('status') ?? 'all';
    return {
      status: (STATUS_FILTERS as readonly string[]).includes(status)
        ? (status as NotificationStatusFilter)
        : 'all',
    };
  },
};
