import { Box, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { formatDateTime } from '../../lib/format-date';
import type { Notification } from './api/list-notifications';
import { notificationHref } from './notification-link';

export interface NotificationColumnsOptions {
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  /** The notification being marked read (its button spins). */
  markingRef?: string;
}

/** Room for "View payment" in every row, so the buttons after it never move between read and unread rows. */
const VIEW_SLOT_WIDTH = '132px';

const isUnread = (n: Notification) => n.read_at === null;

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
 * full text on hover, the time, and the actions in fixed places ("View payment" always first, its room kept when
 * a notification has no payment).
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
              {notificationHref(n) ? (
                <Button size="small" variant="outline" onClick={() => onOpen(n)}>
                  <Trans>
                    View payment<VisuallyHidden>: {title}</VisuallyHidden>
                  </Trans>
                </Button>
              ) : null}
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
