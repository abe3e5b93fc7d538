import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table/data-table';
import { RadioGroup } from '../../components/ui/radio-group';
import { formatNumber } from '../../lib/format-number';
import { useSessionStore } from '../../stores/session-store';
import { unreadNotificationsCountKey } from './api/get-unread-notifications-count';
import {
  type Notification,
  type NotificationListParams,
  type NotificationPageSize,
  type NotificationStatusFilter,
  useNotificationsQuery,
} from './api/list-notifications';
import { useMarkAllNotificationsReadMutation } from './api/mark-all-notifications-read';
import { useMarkNotificationReadMutation } from './api/mark-notification-read';
import { notificationColumns } from './notification-columns';
import { notificationHref } from './notification-link';

const STATUS_OPTIONS = [
  { label: 'All', value: 'all' },
  { label: 'Unread', value: 'unread' },
  { label: 'Read', value: 'read' },
] as const;
const PAGE_SIZES = [10, 20, 50, 100];

function readParams(search: URLSearchParams): NotificationListParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const perPage = Number.parseInt(search.get('per_page') ?? '10', 10);
  const status = search.get('status');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    per_page: (PAGE_SIZES.includes(perPage) ? perPage : 10) as NotificationPageSize,
    status: status === 'unread' || status === 'read' ? status : 'all',
  };
}

/** The user's notifications: paginated, unread ones marked, mark one or all read, payment links. */
export function NotificationsScreen() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search), [search]);
  const query = useNotificationsQuery(params);
  const markOne = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unreadCount = useSessionStore((state) => state.unreadNotificationsCount);
  const currentAccountRef = useSessionStore((state) => state.currentAccountRef);
  const accounts = useSessionStore((state) => state.userData.organization_accounts);
  const selectAccount = useSessionStore((state) => state.selectAccount);
  const setUnreadCount = useSessionStore((state) => state.setUnreadNotificationsCount);

  // A fresh list also carries the unread count: publish it (frame badge and the count query).
  const freshUnread = query.isPlaceholderData ? undefined : query.data?.meta.unread_count;
  useEffect(() => {
    if (freshUnread === undefined || markOne.isPending || markAll.isPending) return;
    setUnreadCount(freshUnread);
    queryClient.setQueryData(unreadNotificationsCountKey, freshUnread);
  }, [freshUnread, markOne.isPending, markAll.isPending, setUnreadCount, queryClient]);

  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (
        value === null ||
        value === '' ||
        (key === 'page' && value === 1) ||
        (key === 'per_page' && value === 10)
      )
        next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  };

  const openLink = (notification: Notification) => {
    const href = notificationHref(notification);
    if (!href || !notification.link) return;
    if (notification.read_at === null) markOne.mutate(notification.ref);
    // The payment may belong to the other organization account: switch to it first.
    const target = notification.link.account_ref;
    if (target !== currentAccountRef && accounts?.some((account) => account.ref === target)) {
      selectAccount(target);
      void queryClient.invalidateQueries();
    }
    navigate(href);
  };

  const columns = notificationColumns({
    onOpen: openLink,
    onMarkRead: (n) => markOne.mutate(n.ref),
    markingRef: markOne.isPending ? markOne.variables : undefined,
  });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Notifications
          </Heading>
          <Text color="fg.muted" role="status" data-testid="unread-summary">
            {unreadCount === 0 ? 'You have no unread notifications.' : `${formatNumber(unreadCount)} unread`}
          </Text>
        </Stack>
        <Button
          variant="outline"
          loading={markAll.isPending}
          disabled={unreadCount === 0}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </Flex>
      <RadioGroup
        label="Show"
        orientation="horizontal"
        options={STATUS_OPTIONS}
        value={params.status}
        onChange={(status: NotificationStatusFilter) =>
          update({ status: status === 'all' ? null : status, page: null })
        }
      />
      <DataTable
        caption="Notifications"
        columns={columns}
        rows={query.data?.data ?? []}
        total={query.data?.meta.total ?? 0}
        page={params.page}
        pageSize={params.per_page}
        loading={query.isFetching && !markOne.isPending && !markAll.isPending}
        pending={query.isPending}
        failure={
          query.isError
            ? {
                title: 'The notifications could not be loaded.',
                error: query.error,
                onRetry: () => void query.refetch(),
              }
            : null
        }
        emptyText={params.status === 'unread' ? 'No unread notifications' : 'No notifications yet'}
        getRowId={(n) => n.ref}
        openRow={(n) => (notificationHref(n) ? { onOpen: () => openLink(n) } : undefined)}
        onPageChange={(perPage, page) => update({ page, per_page: perPage })}
      />
    </Stack>
  );
}
