import { Box, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { formatDateTime } from '../../lib/format-date';
import type { Notification } from './api/list-notifications';
import { type NotificationTarget, notificationTarget } from './notification-link';

export interface NotificationColumnsOptions {
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  /** The notification being marked read (its button spins). */
  markingRef?: string;
}

/** Room for "View payment" (or "View export") in every row, so the buttons after it never move between rows. */
const VIEW_SLOT_WIDTH = '132px';

const isUnread = (n: Notification) => n.read_at === null;

/** The button to what the notification is about: its payment or its export (nothing for neither). */
function ViewButton({
  target,
  title,
  onClick,
}: {
  target: NotificationTarget | null;
  title: string;
  onClick: () => void;
}) {
  if (target === null) return null;
  return (
    <Button size="small" variant="outline" onClick={onClick}>
      {target === 'export' ? (
        <Trans>
          View export<VisuallyHidden>: {title}</VisuallyHidden>
        </Trans>
      ) : (
        <Trans>
          View payment<VisuallyHidden>: {title}</VisuallyHidden>
        </Trans>
      )}
    </Button>
  );
}

/** One marker for unread: the dot, named "Unread" for screen readers (no chip repeating it). */
function TitleWithMarker({ notification }: { notification: Notification }) {
  const unread = isUnread(notification);
  return (
    <Flex as="span" gap="2" align="center" minW="0" data-unread={unread || undefined}>
      <Box
        as="span"
        boxSize="2.5"
        flexShrink={0}
        borderRadius="full"
        bg={unread ? 'brand.500' : 'transparent'}
        aria-hidden="true"
        data-testid="unread-dot"
      />
      {unread ? (
        <VisuallyHidden>
          <Trans>Unread</Trans>
        </VisuallyHidden>
      ) : null}
      <Text as="span" truncate fontWeight={unread ? 'bold' : 'normal'}>
        {notification.title}
      </Text>
    </Flex>
  );
}

/**
 * The notifications list's columns: the title (with the unread dot) and the message, each on one line with the
 * full text on hover, the time, and the actions in fixed places ("View payment" or "View export" always first,
 * its room kept when a notification links to neither).
 */
export function notificationColumns({
  onOpen,
  onMarkRead,
  markingRef,
}: NotificationColumnsOptions): DataTableColumn<Notification>[] {
  const markRead = (n: Notification) => {
    if (!isUnread(n)) return null;
    const title = n.title;
    return (
      <Button size="small" variant="text" loading={markingRef === n.ref} onClick={() => onMarkRead(n)}>
        <Trans>
          Mark as read<VisuallyHidden>: {title}</VisuallyHidden>
        </Trans>
      </Button>
    );
  };
  return [
    {
      id: 'notification',
      header: t`Notification`,
      // Titles are short: a fixed column leaves the rest to the message.
      width: 220,
      mobile: 'primary',
      text: (n) => n.title,
      cell: (n) => <TitleWithMarker notification={n} />,
    },
    { id: 'message', header: t`Message`, grow: true, wrap: true, mobile: 'secondary', cell: (n) => n.body },
    {
      id: 'received',
      priority: 1,
      header: t`Received`,
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      cell: (n) => formatDateTime(n.created_at),
    },
    {
      id: 'actions',
      header: t`Actions`,
      // 'View payment' and 'Mark as read' side by side, neither cut (the layout journey checks).
      width: 290,
      mobile: 'actions',
      cell: (n) => {
        const title = n.title;
        return (
          <HStack gap="2">
            <Box w={VIEW_SLOT_WIDTH} flexShrink={0} data-testid="view-payment-slot">
              <ViewButton target={notificationTarget(n)} title={title} onClick={() => onOpen(n)} />
            </Box>
            {markRead(n)}
          </HStack>
        );
      },
      // On phones a tap on the card opens the payment.
      mobileCell: markRead,
    },
  ];
}
