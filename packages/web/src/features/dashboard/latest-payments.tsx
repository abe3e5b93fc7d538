import { Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { EmptyState } from '../../components/ui/empty-state';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import type { OrganizationAccount } from '../../stores/session-types';
import { useLatestPaymentsQuery } from './api/list-payments';

/** The newest payments across the organization account's bank accounts, with their status. */
export function LatestPayments({ account }: { account: OrganizationAccount }) {
  const query = useLatestPaymentsQuery(
    account.ref,
    account.bank_accounts.map((b) => b.ref),
  );
  return (
    <Box as="section" aria-labelledby="latest-payments-heading" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="center" mb="3" gap="2">
        <Heading as="h2" size="md" id="latest-payments-heading">
          Latest payments
        </Heading>
        <Link asChild color="brand.700" fontWeight="medium" fontSize="sm">
          <RouterLink to={paths.app.payments.getHref()}>View all payments</RouterLink>
        </Link>
      </Flex>
      {query.isPending ? (
        <Stack gap="2">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : query.error ? (
        <AlertBanner type="error" title="The payments could not be loaded.">
          {getErrorText(query.error)}
        </AlertBanner>
      ) : query.data.length === 0 ? (
        <EmptyState text="No payments yet" minH="120px" />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Latest payments">
          {query.data.map((payment) => (
            <Flex
              as="li"
              key={payment.ref}
              justify="space-between"
              align="center"
              gap="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Stack gap="0" minW="0">
                <Link asChild fontWeight="medium" color="fg" truncate>
                  <RouterLink to={paths.app.paymentDetail.getHref(payment.ref, payment.bank_account_ref)}>
                    {payment.recipient_name}
                  </RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {payment.reference} · {formatDateTime(payment.created_at)}
                </Text>
              </Stack>
              <Stack gap="1" align="end" flexShrink={0}>
                <Text as="span" fontWeight="medium" whiteSpace="nowrap">
                  {formatAmount(payment.amount, payment.currency, { withCode: true })}
                </Text>
                <StatusBadge status={payment.status} />
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
