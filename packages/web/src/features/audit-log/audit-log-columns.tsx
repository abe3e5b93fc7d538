import { Button, HStack, Text } from '@chakra-ui/react';
import { AlteredBadge } from '../../components/altered-badge';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import {
  auditActionText,
  auditActorText,
  auditChangeLine,
  auditChanges,
  auditDeviceText,
  auditTargetText,
} from '../../lib/audit-event-text';
import type { CheckedAuditEvent } from '../../lib/audit-integrity';
import { formatDateTime } from '../../lib/format-date';

/** The change in one line ('Status: scheduled → cancelled; …'), or a dash for an action without one. */
export const changeSummary = (row: CheckedAuditEvent) =>
  auditChanges(row.event).map(auditChangeLine).join('; ') || '—';

const targetLine = (row: CheckedAuditEvent) => {
  const target = auditTargetText(row.event);
  return `${target.type} · ${target.name}`;
};

const originLine = (row: CheckedAuditEvent) => `${row.event.ip} · ${auditDeviceText(row.event.user_agent)}`;

/**
 * The log's columns (rule AUD-12). At 1440 beside the sidebar the table has about 1,135px: time, action and
 * the IP / device fixed, actor, target and change sharing the rest; every cell one line, cut with its full text
 * on hover, and the change opens the entry in full. A narrower window leaves out the IP / device first, then
 * the target (the entry's panel shows them). Everything is text: user input never becomes markup.
 */
export function auditLogColumns(
  onOpen: (row: CheckedAuditEvent) => void,
): DataTableColumn<CheckedAuditEvent>[] {
  return [
    {
      id: 'time',
      header: 'Time',
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      cell: (row) => formatDateTime(row.event.at),
    },
    {
      id: 'actor',
      header: 'Actor',
      mobile: 'secondary',
      cell: (row) => auditActorText(row.event),
    },
    {
      id: 'action',
      header: 'Action',
      width: 230,
      mobile: 'primary',
      text: (row) => auditActionText(row.event),
      cell: (row) => (
        <HStack gap="2" minW="0">
          {row.intact ? null : <AlteredBadge />}
          <Text as="span" truncate>
            {auditActionText(row.event)}
          </Text>
        </HStack>
      ),
    },
    { id: 'target', header: 'Target', priority: 2, mobile: 'secondary', text: targetLine, cell: targetLine },
    {
      id: 'origin',
      header: 'IP / device',
      priority: 1,
      width: 190,
      text: (row) => `${originLine(row)} (${row.event.user_agent ?? 'no user agent'})`,
      cell: originLine,
    },
    {
      id: 'change',
      header: 'Change',
      grow: true,
      text: changeSummary,
      cell: (row) => (
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          minW="0"
          maxW="full"
          color="brand.600"
          fontWeight="normal"
          justifyContent="flex-start"
          onClick={() => onOpen(row)}
        >
          <Text as="span" truncate>
            {auditChanges(row.event).length > 0 ? changeSummary(row) : 'Details'}
          </Text>
        </Button>
      ),
    },
  ];
}
