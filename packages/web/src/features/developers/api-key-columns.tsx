import { Box, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/columns';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate } from '../../lib/format-date';
import type { ApiKey } from './api/api-keys';
import { apiKeyExpiryText, apiKeyLastUsedText, canRevokeApiKey, scopesText } from './developers-model';

/**
 * The API keys table: name and prefix, what the key may do in words, who created it and when, when it was last
 * used, when it expires, its status, and Revoke. On phones a card: name, status, last use, actions.
 */
export function apiKeyColumns({ onRevoke }: { onRevoke: (key: ApiKey) => void }): DataTableColumn<ApiKey>[] {
  return [
    {
      id: 'name',
      header: t`Name`,
      mobile: 'primary',
      text: (key) => key.name,
      cell: (key) => (
        <Box minW="0">
          <Text as="span" display="block" truncate>
            {key.name}
          </Text>
          <Text as="span" display="block" fontFamily="mono" fontSize="xs" color="fg.muted">
            {`${key.prefix}…`}
          </Text>
        </Box>
      ),
    },
    {
      id: 'scopes',
      header: t`May do`,
      mobile: 'secondary',
      wrap: true,
      cell: (key) => scopesText(key.scopes),
    },
    {
      id: 'created',
      priority: 2,
      header: t`Created`,
      width: 190,
      cell: (key) => {
        const by = key.created_by.name;
        const on = formatDate(key.created_at);
        return (
          <Box minW="0">
            <Text as="span" display="block" truncate>
              {by}
            </Text>
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {on}
            </Text>
          </Box>
        );
      },
      text: (key) => `${key.created_by.name}, ${formatDate(key.created_at)}`,
    },
    {
      id: 'last-used',
      priority: 1,
      header: t`Last used`,
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      // On a phone the date stands without its header: it says what it is.
      mobileCell: (key) => {
        if (key.last_used_at === null) return t`Never used`;
        const when = apiKeyLastUsedText(key);
        return t`Last used ${when}`;
      },
      cell: apiKeyLastUsedText,
    },
    { id: 'expires', priority: 3, header: t`Expires`, width: COLUMN_WIDTHS.date, cell: apiKeyExpiryText },
    {
      id: 'status',
      header: t`Status`,
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (key) => <StatusBadge status={key.status} />,
    },
    {
      id: 'actions',
      header: t`Actions`,
      width: 110,
      mobile: 'actions',
      omitWhenEmpty: true,
      cell: (key) => {
        if (!canRevokeApiKey(key)) return null;
        const name = key.name;
        return (
          <Button size="small" variant="text" aria-label={t`Revoke ${name}`} onClick={() => onRevoke(key)}>
            <Trans>Revoke</Trans>
          </Button>
        );
      },
    },
  ];
}
