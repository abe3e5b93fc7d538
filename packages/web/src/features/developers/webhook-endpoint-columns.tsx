import { Box, Link, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/columns';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import type { WebhookEndpoint } from './api/webhooks';
import { eventsCountText } from './developers-model';

/** The webhook endpoints table: where events go (a link to the endpoint), its note, how many events, status. */
export function webhookEndpointColumns(): DataTableColumn<WebhookEndpoint>[] {
  return [
    {
      id: 'url',
      header: t`URL`,
      mobile: 'primary',
      grow: true,
      text: (endpoint) => endpoint.url,
      cell: (endpoint) => (
        <Link asChild color="brand.ink" fontWeight="medium" minW="0" maxW="100%">
          <RouterLink to={paths.app.webhookEndpoint.getHref(endpoint.ref)}>
            <Text as="span" truncate>
              {endpoint.url}
            </Text>
          </RouterLink>
        </Link>
      ),
    },
    {
      id: 'description',
      header: t`Description`,
      mobile: 'secondary',
      cell: (endpoint) =>
        endpoint.description === '' ? (
          <Text as="span" color="fg.muted">
            <Trans>No description</Trans>
          </Text>
        ) : (
          endpoint.description
        ),
      text: (endpoint) => endpoint.description,
    },
    {
      id: 'events',
      header: t`Events`,
      width: 110,
      mobile: 'date',
      cell: (endpoint) => <Box as="span">{eventsCountText(endpoint.events)}</Box>,
    },
    {
      id: 'status',
      header: t`Status`,
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (endpoint) => <StatusBadge status={endpoint.status} />,
    },
  ];
}
