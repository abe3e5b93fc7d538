import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { RadioGroup } from '../../components/ui/radio-group';
import { useUnreadNotificationsCount } from '../../domains/notifications/notifications';
import { notificationKeys } from '../../domains/query-keys';
import {
  useCurrentAccountRef,
  useOrganizationAccounts,
  useSwitchAccount,
} from '../../domains/session/current-account';
import { formatNumber } from '../../lib/format-number';
import { useListState } from '../../lib/use-list-state';
import {
  type Notification,
  type NotificationStatusFilter,
  useNotificationsQuery,
} from './api/list-notifications';
import { useMarkAllNotificationsReadMutation } from './api/mark-all-notifications-read';
import { useMarkNotificationReadMutation } from './api/mark-notification-read';
import { notificationColumns } from './notification-columns';
import { notificationHref } from './notification-link';
import { NOTIFICATION_LIST } from './notification-params';

/** The user's notifications: paginated, unread ones marked, mark one or all read, links to payments and exports. */
export function NotificationsScreen() {
  const { t } = useLingui();
  const statusOptions: { label: string; value: NotificationStatusFilter }[] = [
    { label: t`All`, value: 'all' },
    { label: t`Unread`, value: 'unread' },
    { label: t`Read`, value: 'read' },
  ];
  // Each filter or page is a step of the history (Back returns to the one before).
  const list = useListState(NOTIFICATION_LIST, { history: 'push' });
  const { params } = list;
  const query = useNotificationsQuery(params);
  const markOne = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unreadCount = useUnreadNotificationsCount();
  const currentAccountRef = useCurrentAccountRef();
  const accounts = useOrganizationAccounts();
  const switchAccount = useSwitchAccount();
  const unread = formatNumber(unreadCount);

  // A fresh list also carries the unread count: it updates the one cached count (the frame's badge too).
  const freshUnread = query.isPlaceholderData ? undefined : query.data?.meta.unread_count;
  useEffect(() => {
    if (freshUnread === undefined || markOne.isPending || markAll.isPending) return;
    queryClient.setQueryData(notificationKeys.unreadCount(), freshUnread);
  }, [freshUnread, markOne.isPending, markAll.isPending, queryClient]);

  const openLink = (notification: Notification) => {
    const href = notificationHref(notification);
    if (!href || !notification.link) return;
    if (notification.read_at === null) markOne.mutate(notification.ref);
    // The payment or export may belong to the other organization account: switch to it first.
    const target = notification.link.account_ref;
    if (target !== currentAccountRef && accounts.some((account) => account.ref === target))
      switchAccount(target);
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
            <Trans>Notifications</Trans>
          </Heading>
          <Text color="fg.muted" role="status" data-testid="unread-summary">
            {unreadCount === 0
              ? t`You have no unread notifications.`
              : plural(unreadCount, { one: `${unread} unread`, other: `${unread} unread` })}
          </Text>
        </Stack>
        <Button
          variant="outline"
          loading={markAll.isPending}
          disabled={unreadCount === 0}
          onClick={() => markAll.mutate()}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </Flex>
      <ListScreen
        caption={t`Notifications`}
        columns={columns}
        query={query}
        failureTitle={t`The notifications could not be loaded.`}
        paging={list.paging}
        loading={query.isFetching && !markOne.isPending && !markAll.isPending}
        emptyText={params.status === 'unread' ? t`No unread notifications` : t`No notifications yet`}
        getRowId={(n) => n.ref}
        openRow={(n) => (notificationHref(n) ? { onOpen: () => openLink(n) } : undefined)}
        filters={
          <RadioGroup
            label={t`Show`}
            orientation="horizontal"
            options={statusOptions}
            value={params.status}
            onChange={(status: NotificationStatusFilter) =>
              list.update({ status: status === 'all' ? null : status })
            }
          />
        }
      />
    </Stack>
  );
}
