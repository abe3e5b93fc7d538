import { Button, HStack, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { AlteredBadge } from '../../domains/audit/altered-badge';
import {
  type AuditNames,
  auditActionText,
  auditActorText,
  auditChangeLine,
  auditChanges,
  auditDeviceText,
  auditTargetText,
} from '../../domains/audit/audit-event-text';
import type { CheckedAuditEvent } from '../../domains/audit/audit-integrity';
import { formatDateTime } from '../../lib/format-date';

/**
 * The change in one line ('Status: scheduled → cancelled; …'), refs by the names the viewer knows, or a dash for
 * an action without one.
 */
export const changeSummary = (row: CheckedAuditEvent, names?: AuditNames) =>
  auditChanges(row.event, names).map(auditChangeLine).join('; ') || '—';

const targetLine = (row: CheckedAuditEvent) => {
  const target = auditTargetText(row.event);
  return `${target.type} · ${target.name}`;
};

const originLine = (row: CheckedAuditEvent) => `${row.event.ip} · ${auditDeviceText(row.event.user_agent)}`;

/**
 * The log's columns (rule AUD-12). At 1440 beside the sidebar the table has about 1,110px: time (205), action
 * (205), target (170) and IP / device (160) fixed, actor and change (180 each, the change taking what is left),
 * 1,100px in all; every cell one line, cut with its full text
 * on hover, and the change opens the entry in full. A narrower window leaves out the IP / device first, then
 * the target (the entry's panel shows them). Everything is text: user input never becomes markup.
 */
export function auditLogColumns(
  onOpen: (row: CheckedAuditEvent) => void,
  names?: AuditNames,
): DataTableColumn<CheckedAuditEvent>[] {
  return [
    {
      id: 'time',
      header: t`Time`,
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      cell: (row) => formatDateTime(row.event.at),
    },
    {
      id: 'actor',
      header: t`Actor`,
      mobile: 'secondary',
      cell: (row) => auditActorText(row.event),
    },
    {
      id: 'action',
      header: t`Action`,
      width: 205,
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
    {
      id: 'target',
      header: t`Target`,
      priority: 2,
      width: 170,
      mobile: 'secondary',
      text: targetLine,
      // The action names the kind already ('Added a recipient'): the cell names which one.
      cell: (row) => auditTargetText(row.event).name,
      mobileCell: targetLine,
    },
    {
      id: 'origin',
      header: t`IP / device`,
      priority: 1,
      width: 160,
      text: (row) => {
        const origin = originLine(row);
        const userAgent = row.event.user_agent;
        return userAgent ? `${origin} (${userAgent})` : t`${origin} (no user agent)`;
      },
      cell: originLine,
    },
    {
      id: 'change',
      header: t({ message: 'Change', context: 'what an audit event changed' }),
      grow: true,
      text: (row) => changeSummary(row, names),
      cell: (row) => (
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          minW="0"
          maxW="full"
          color="brand.ink"
          fontWeight="normal"
          justifyContent="flex-start"
          onClick={() => onOpen(row)}
        >
          <Text as="span" truncate>
            {auditChanges(row.event).length > 0 ? changeSummary(row, names) : t`Details`}
          </Text>
        </Button>
      ),
    },
  ];
}
