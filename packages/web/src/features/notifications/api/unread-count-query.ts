import { unwrap } from '@portal/api-types';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../config/api-client';

export const unreadNotificationsCountQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: async () => (await unwrap(apiClient.GET('/user/notifications/unread-count'))).data.count,
  });
