import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { LockIcon } from '../../components/ui/icons';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { Spinner } from '../../components/ui/spinner';
import { AlteredBadge } from '../../domains/audit/altered-badge';
import { auditActionText, auditActorText, auditDeviceText } from '../../domains/audit/audit-event-text';
import { formatDateTime } from '../../lib/format-date';
import { usePaymentTrail } from './use-payment-trail';

/**
 * The payment's activity from the audit log (rule AUD-17): who created or cancelled it, when and from where.
 * A role without audit.view sees the section with the reason, not an empty space.
 */
export function PaymentTrail({
  account,
  payment,
}: {
  account: string;
  payment: components['schemas']['Payment'];
}) {
  const { t } = useLingui();
  const { permission, query, entries } = usePaymentTrail(account, payment);
  const reason = permission.reason ?? '';
  return (
    <Stack gap="3" as="section" aria-labelledby="trail-heading">
      <Heading as="h2" size="lg" id="trail-heading">
        <Trans>Activity</Trans>
      </Heading>
      {!permission.allowed ? (
        <HStack
          gap="3"
          align="flex-start"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.subtle"
          p="4"
          color="fg.muted"
          data-testid="trail-disabled"
        >
          <Box aria-hidden="true" mt="0.5">
            <LockIcon />
          </Box>
          <Text>{t`Who created or changed this payment is shown to roles that can view the audit log. ${reason}`}</Text>
        </HStack>
      ) : query.isPending ? (
        <Spinner label={t`Loading the activity`} />
      ) : query.isError ? (
        <LoadErrorBanner
          title={t`The activity could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : entries.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No recorded activity for this payment.</Trans>
        </Text>
      ) : (
        <List.Root as="ol" listStyleType="none" gap="3" aria-label={t`Activity`}>
          {entries.map(({ event, intact, changes }) => {
            const actor = auditActorText(event);
            return (
              <List.Item
                key={event.ref}
                borderWidth="1px"
                borderRadius="md"
                px="4"
                py="3"
                data-intact={intact}
              >
                <Stack gap="1">
                  <HStack gap="2" wrap="wrap">
                    {intact ? null : <AlteredBadge />}
                    <Text fontWeight="medium">{auditActionText(event)}</Text>
                  </HStack>
                  <Text fontSize="sm">{t`By ${actor}`}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {`${formatDateTime(event.at)} · ${event.ip} · ${auditDeviceText(event.user_agent)}`}
                  </Text>
                  {changes.map((line) => (
                    <Text key={line} fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {line}
                    </Text>
                  ))}
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
