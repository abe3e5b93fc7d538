import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { paths } from '../../config/paths';
import { toastSuccess } from '../../lib/toast';
import { UNFILTERED, useListState } from '../../lib/use-list-state';
import { useWebhookEndpointsQuery } from './api/webhooks';
import { webhookEndpointColumns } from './webhook-endpoint-columns';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog';

/** The organization's webhook endpoints, oldest first; adding one opens it, to read its signing secret. */
export function WebhooksSection({ account }: { account: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const list = useListState(UNFILTERED, { store: 'memory' });
  const endpoints = useWebhookEndpointsQuery(account, list.params);
  const [adding, setAdding] = useState(false);

  return (
    <Stack as="section" aria-labelledby="webhooks-heading" gap="3">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="webhooks-heading">
            <Trans>Webhooks</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>
              The bank posts the events you choose to your endpoints as they happen, signed so your systems
              can check they came from us.
            </Trans>
          </Text>
        </Stack>
        <Button onClick={() => setAdding(true)}>
          <Trans>Add endpoint</Trans>
        </Button>
      </HStack>
      <ListScreen
        caption={t`Webhook endpoints`}
        columns={webhookEndpointColumns()}
        query={endpoints}
        failureTitle={t`The webhook endpoints could not be loaded.`}
        paging={list.paging}
        getRowId={(endpoint) => endpoint.ref}
        emptyText={t`No webhook endpoints yet.`}
        openRow={(endpoint) => ({ href: paths.app.webhookEndpoint.getHref(endpoint.ref) })}
      />
      <WebhookEndpointDialog
        account={account}
        endpoint={null}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(endpoint) => {
          setAdding(false);
          toastSuccess(t`Webhook endpoint added.`);
          navigate(paths.app.webhookEndpoint.getHref(endpoint.ref));
        }}
      />
    </Stack>
  );
}
