import type { components } from '@portal/api-types';
import { unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { PageSize } from '../../../lib/list-params';

export type Notification = components['schemas']['Notification'];
export type NotificationStatusFilter = 'all' | 'unread' | 'read';

export interface NotificationListParams {
  page: number;
  per_page: PageSize;
  status: NotificationStatusFilter;
}

export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: () => unwrap(apiClient.GET('/user/notifications', { params: { query: params } })),
  });

export interface NotificationsPage {
  data: Notification[];
  meta: components['schemas']['NotificationListMeta'];
}

/** One page of the user's notifications (newest first) and the unread count. */
export function useNotificationsQuery(params: NotificationListParams) {
  return useQuery({ ...notificationsQueryOptions(params), placeholderData: keepPreviousData });
}
