import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { DetailLoadFailure } from '../../components/ui/detail-load-failure';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { StatusBadge } from '../../components/ui/status-badge';
import { SupportReference } from '../../components/ui/support-reference';
import { paths } from '../../config/paths';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { formatDateTime } from '../../lib/format-date';
import { toastError, toastSuccess } from '../../lib/toast';
import { UNFILTERED, useListState } from '../../lib/use-list-state';
import {
  useDeleteWebhookEndpointMutation,
  useSendTestEventMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookDeliveriesQuery,
  useWebhookEndpointQuery,
  useWebhookSecretMutations,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './api/webhooks';
import { confirmDeleteEndpoint, confirmRotateSecret } from './confirm-developer-actions';
import { deliveryColumns } from './delivery-columns';
import { DeliveryPanel } from './delivery-panel';
import { endpointStatusNote, eventTypeLabel, orderedEvents } from './developers-model';
import { SecretValue } from './secret-value';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog';

const DETAIL_MAX_WIDTH = '960px';

/**
 * One webhook endpoint (`/app/settings/developers/webhooks/:webhookEndpoint`): what it gets, its status, its
 * signing secret on request, a test event, and its delivery log with each delivery's payload.
 */
export function WebhookEndpointScreen() {
  return (
    <PermissionNotice permission="developers.manage">
      <EndpointDetail />
    </PermissionNotice>
  );
}

function EndpointDetail() {
  const { t } = useLingui();
  const { webhookEndpoint: ref = '' } = useParams();
  const account = useCurrentAccountRef();
  const query = useWebhookEndpointQuery(account, ref);
  const back = (
    <Link asChild color="brand.ink" fontWeight="medium" alignSelf="flex-start">
      <RouterLink to={paths.app.developers.getHref()}>
        <Trans>Back to developers</Trans>
      </RouterLink>
    </Link>
  );
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <DetailLoadFailure title={t`Webhook endpoint`} error={query.error} back={back} />;
  return <EndpointView account={account} endpoint={query.data} back={back} />;
}

function EndpointView({
  account,
  endpoint,
  back,
}: {
  account: string;
  endpoint: WebhookEndpoint;
  back: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateWebhookEndpointMutation(account, endpoint.ref);
  const remove = useDeleteWebhookEndpointMutation(account, endpoint.ref);
  const test = useSendTestEventMutation(account, endpoint.ref);
  const [editing, setEditing] = useState(false);
  const enabled = endpoint.status !== 'disabled';
  const note = endpointStatusNote(endpoint);
  const description = endpoint.description;

  const setEnabled = (value: boolean) =>
    update.mutate(
      { enabled: value },
      {
        onSuccess: () => toastSuccess(value ? t`Endpoint enabled.` : t`Endpoint disabled.`),
        onError: (error) => toastError(getErrorText(error)),
      },
    );
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => toastSuccess(t`Test event sent. It is in the deliveries below.`),
      onError: (error) => toastError(getErrorText(error)),
    });

  return (
    <Stack gap="6" maxW={DETAIL_MAX_WIDTH}>
      {back}
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-all">
          {endpoint.url}
        </Heading>
        <HStack gap="2" wrap="wrap">
          {description === '' ? null : <Text color="fg.muted">{description}</Text>}
          <StatusBadge status={endpoint.status} />
        </HStack>
      </Stack>
      {note ? (
        <AlertBanner type={endpoint.status === 'failing' ? 'error' : 'info'}>{note}</AlertBanner>
      ) : null}
      <HStack gap="3" wrap="wrap" role="group" aria-label={t`Endpoint actions`}>
        <Button variant="outline" onClick={() => setEditing(true)}>
          <Trans>Edit</Trans>
        </Button>
        {endpoint.status === 'enabled' ? (
          <Button variant="outline" loading={update.isPending} onClick={() => setEnabled(false)}>
            <Trans>Disable</Trans>
          </Button>
        ) : (
          <Button variant="outline" loading={update.isPending} onClick={() => setEnabled(true)}>
            <Trans>Enable</Trans>
          </Button>
        )}
        <Button variant="outline" loading={test.isPending} disabled={!enabled} onClick={sendTest}>
          <Trans>Send test event</Trans>
        </Button>
        <Button
          variant="danger"
          onClick={() =>
            confirmDeleteEndpoint(endpoint, async () => {
              await remove.mutateAsync();
              navigate(paths.app.developers.getHref());
            })
          }
        >
          <Trans>Delete</Trans>
        </Button>
      </HStack>
      <DescriptionList>
        <DescriptionRow label={t`Events`}>
          {orderedEvents(endpoint.events).map((type) => (
            <Text key={type}>{eventTypeLabel(type)}</Text>
          ))}
        </DescriptionRow>
        <DescriptionRow label={t`Added`}>{formatDateTime(endpoint.created_at)}</DescriptionRow>
      </DescriptionList>
      <SigningSecret account={account} endpoint={endpoint.ref} />
      <Deliveries account={account} endpoint={endpoint.ref} endpointEnabled={enabled} />
      <SupportReference value={endpoint.ref} what={t`endpoint`} label={t`Endpoint reference`} />
      <WebhookEndpointDialog
        account={account}
        endpoint={endpoint}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          toastSuccess(t`Endpoint saved.`);
        }}
      />
    </Stack>
  );
}

/** The signing secret, hidden until asked for; rotating it shows the new one. */
function SigningSecret({ account, endpoint }: { account: string; endpoint: string }) {
  const { t } = useLingui();
  const { reveal, rotate } = useWebhookSecretMutations(account, endpoint);
  const [secret, setSecret] = useState<string | null>(null);
  const failure = reveal.error ?? rotate.error;
  return (
    <Stack as="section" aria-labelledby="signing-secret-heading" gap="3">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="signing-secret-heading">
          <Trans>Signing secret</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Every delivery is signed with this secret (Standard Webhooks). Your receiver uses it to check that
            an event came from the bank.
          </Trans>
        </Text>
      </Stack>
      {secret ? <SecretValue value={secret} label={t`signing secret`} /> : null}
      {failure ? <AlertBanner type="error">{getErrorText(failure)}</AlertBanner> : null}
      <HStack gap="3" wrap="wrap">
        {secret ? (
          <Button variant="outline" onClick={() => setSecret(null)}>
            <Trans>Hide secret</Trans>
          </Button>
        ) : (
          <Button
            variant="outline"
            loading={reveal.isPending}
            onClick={() => reveal.mutate(undefined, { onSuccess: setSecret })}
          >
            <Trans>Reveal secret</Trans>
          </Button>
        )}
        <Button
          variant="outline"
          loading={rotate.isPending}
          onClick={() =>
            confirmRotateSecret(async () => {
              setSecret(await rotate.mutateAsync());
            })
          }
        >
          <Trans>Rotate secret</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/** The endpoint's delivery log, newest first; a delivery opens in a side panel. */
function Deliveries({
  account,
  endpoint,
  endpointEnabled,
}: {
  account: string;
  endpoint: string;
  endpointEnabled: boolean;
}) {
  const { t } = useLingui();
  const list = useListState(UNFILTERED, { store: 'memory' });
  const deliveries = useWebhookDeliveriesQuery(account, endpoint, list.params);
  const [open, setOpen] = useState<WebhookDelivery | null>(null);
  return (
    <Stack as="section" aria-labelledby="deliveries-heading" gap="3">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="deliveries-heading">
            <Trans>Deliveries</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Each event sent to this endpoint in the last 30 days, newest first.</Trans>
          </Text>
        </Stack>
        <Button
          variant="text"
          size="small"
          loading={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          <Trans>Refresh</Trans>
        </Button>
      </HStack>
      <ListScreen
        caption={t`Deliveries`}
        columns={deliveryColumns({ onOpen: setOpen })}
        query={deliveries}
        failureTitle={t`The deliveries could not be loaded.`}
        paging={list.paging}
        getRowId={(delivery) => delivery.ref}
        emptyText={t`No deliveries yet. Send a test event to see one.`}
        openRow={(delivery) => ({ onOpen: () => setOpen(delivery) })}
      />
      <DeliveryPanel
        account={account}
        endpoint={endpoint}
        delivery={open}
        endpointEnabled={endpointEnabled}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
