import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/columns';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDateTime } from '../../lib/format-date';
import type { WebhookDelivery } from './api/webhooks';
import { eventTypeLabel, responseCodeText } from './developers-model';

/** An endpoint's deliveries: the event in words, its status, attempts, the last answer's code and when. */
export function deliveryColumns({
  onOpen,
}: {
  onOpen: (delivery: WebhookDelivery) => void;
}): DataTableColumn<WebhookDelivery>[] {
  return [
    {
      id: 'event',
      header: t`Event`,
      mobile: 'primary',
      cell: (delivery) => eventTypeLabel(delivery.event_type),
    },
    {
      id: 'status',
      header: t`Status`,
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (delivery) => <StatusBadge status={delivery.status} />,
    },
    { id: 'attempts', header: t`Attempts`, width: 100, align: 'end', cell: (d) => String(d.attempts) },
    {
      id: 'response',
      header: t`Last response`,
      width: 130,
      align: 'end',
      cell: (delivery) => responseCodeText(delivery.last_response_code),
    },
    {
      id: 'time',
      header: t`Time`,
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      cell: (delivery) => formatDateTime(delivery.created_at),
    },
    {
      id: 'actions',
      header: t`Actions`,
      width: 110,
      cell: (delivery) => {
        const event = eventTypeLabel(delivery.event_type);
        return (
          <Button
            size="small"
            variant="text"
            aria-label={t`Details of ${event}`}
            onClick={() => onOpen(delivery)}
          >
            <Trans>Details</Trans>
          </Button>
        );
      },
    },
  ];
}
