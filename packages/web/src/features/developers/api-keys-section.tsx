import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { UNFILTERED, useListState } from '../../lib/use-list-state';
import { useApiKeysQuery, useRevokeApiKeyMutation } from './api/api-keys';
import { apiKeyColumns } from './api-key-columns';
import { confirmRevokeApiKey } from './confirm-developer-actions';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** The organization's API keys, newest first, with Create and Revoke. */
export function ApiKeysSection({ account }: { account: string }) {
  const { t } = useLingui();
  // In memory: the screen's two lists would fight over one page in the URL.
  const list = useListState(UNFILTERED, { store: 'memory' });
  const keys = useApiKeysQuery(account, list.params);
  const revoke = useRevokeApiKeyMutation(account);
  const [creating, setCreating] = useState(false);
  const columns = apiKeyColumns({ onRevoke: (key) => confirmRevokeApiKey(key, revoke.mutateAsync) });

  return (
    <Stack as="section" aria-labelledby="api-keys-heading" gap="3">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="api-keys-heading">
            <Trans>API keys</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>
              Your own systems use a key instead of a person's sign-in. A key never does more than the role of
              the person who created it.
            </Trans>
          </Text>
        </Stack>
        <Button onClick={() => setCreating(true)}>
          <Trans>Create API key</Trans>
        </Button>
      </HStack>
      <ListScreen
        caption={t`API keys`}
        columns={columns}
        query={keys}
        failureTitle={t`The API keys could not be loaded.`}
        paging={list.paging}
        getRowId={(key) => key.ref}
        emptyText={t`No API keys yet.`}
      />
      <CreateApiKeyDialog account={account} open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
