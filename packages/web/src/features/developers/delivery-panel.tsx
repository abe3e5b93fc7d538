import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { toastSuccess } from '../../lib/toast';
import { useRedeliverMutation, useWebhookDeliveryQuery, type WebhookDelivery } from './api/webhooks';
import {
  attemptText,
  canRedeliver,
  eventTypeLabel,
  prettyPayload,
  responseCodeText,
} from './developers-model';

/**
 * One delivery in a side panel: the event, its status, every attempt with the answer it got, the payload exactly
 * as posted (indented JSON as text, never markup), and Deliver again.
 */
export function DeliveryPanel({
  account,
  endpoint,
  delivery,
  endpointEnabled,
  onClose,
}: {
  account: string;
  endpoint: string;
  delivery: WebhookDelivery | null;
  endpointEnabled: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const detail = useWebhookDeliveryQuery(account, endpoint, delivery?.ref ?? null);
  const redeliver = useRedeliverMutation(account, endpoint);
  const shown = detail.data?.delivery ?? delivery;
  const again = () => {
    if (!shown) return;
    redeliver.mutate(shown.ref, {
      onSuccess: () => {
        void detail.refetch();
        toastSuccess(t`Delivered again.`);
      },
    });
  };

  return (
    <Modal
      open={delivery !== null}
      onClose={() => {
        redeliver.reset();
        onClose();
      }}
      title={t`Delivery`}
      hideCancel
      okText={t`Close`}
    >
      {shown ? (
        <Stack gap="5">
          <DescriptionList>
            <DescriptionRow label={t`Event`}>{eventTypeLabel(shown.event_type)}</DescriptionRow>
            <DescriptionRow label={t`Status`}>
              <StatusBadge status={shown.status} />
            </DescriptionRow>
            <DescriptionRow label={t`Created`}>{formatDateTime(shown.created_at)}</DescriptionRow>
            <DescriptionRow label={t`Attempts`}>{String(shown.attempts)}</DescriptionRow>
            <DescriptionRow label={t`Last response`}>
              {responseCodeText(shown.last_response_code)}
            </DescriptionRow>
            {shown.next_attempt_at ? (
              <DescriptionRow label={t`Next attempt`}>{formatDateTime(shown.next_attempt_at)}</DescriptionRow>
            ) : null}
          </DescriptionList>
          {redeliver.error ? <AlertBanner type="error">{getErrorText(redeliver.error)}</AlertBanner> : null}
          <Box>
            <Button
              variant="outline"
              loading={redeliver.isPending}
              disabled={!endpointEnabled || !canRedeliver(shown)}
              onClick={again}
            >
              <Trans>Deliver again</Trans>
            </Button>
            {endpointEnabled ? null : (
              <Text color="fg.muted" fontSize="sm" mt="1">
                <Trans>Enable the endpoint to deliver again.</Trans>
              </Text>
            )}
          </Box>
          {detail.isPending ? (
            <Spinner />
          ) : detail.isError ? (
            <AlertBanner type="error" title={t`The delivery could not be loaded.`}>
              {getErrorText(detail.error)}
            </AlertBanner>
          ) : (
            <>
              <Stack gap="2" as="section" aria-labelledby="delivery-attempts">
                <Heading as="h3" size="sm" id="delivery-attempts">
                  <Trans>Attempts</Trans>
                </Heading>
                {detail.data.attempts.length === 0 ? (
                  <Text color="fg.muted">
                    <Trans>Not attempted yet.</Trans>
                  </Text>
                ) : (
                  <List.Root gap="1" ps="5">
                    {detail.data.attempts.map((attempt) => (
                      <List.Item key={`${attempt.at}/${attempt.duration_ms}`}>
                        {attemptText(attempt)}
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </Stack>
              <Stack gap="2" as="section" aria-labelledby="delivery-payload">
                <Heading as="h3" size="sm" id="delivery-payload">
                  <Trans>Payload</Trans>
                </Heading>
                {/* The event exactly as posted: its ids are the content a developer reads here. */}
                <Box
                  as="pre"
                  data-reference=""
                  data-testid="delivery-payload"
                  // It scrolls: focusable, so a keyboard can scroll it too.
                  tabIndex={0}
                  aria-labelledby="delivery-payload"
                  fontFamily="mono"
                  fontSize="xs"
                  bg="bg.subtle"
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  overflow="auto"
                  maxH="420px"
                  whiteSpace="pre"
                >
                  {prettyPayload(detail.data.payload)}
                </Box>
              </Stack>
            </>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
