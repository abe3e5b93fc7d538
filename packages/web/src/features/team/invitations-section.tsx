import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { toastError, toastSuccess } from '../../lib/toast';
import { UNFILTERED, useListState } from '../../lib/use-list-state';
import {
  useInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from './api/invitations';
import { confirmRevokeInvitation } from './confirm-team-actions';
import { invitationColumns } from './invitation-columns';

/** The invitations not yet accepted (rule TEAM-26): when each expires, resend and revoke. */
export function InvitationsSection({ account }: { account: string }) {
  const { t } = useLingui();
  const list = useListState(UNFILTERED, { store: 'memory' });
  const invitations = useInvitationsQuery(account, list.params);
  const resend = useResendInvitationMutation(account);
  const revoke = useRevokeInvitationMutation(account);

  const columns = invitationColumns({
    resending: resend.isPending ? resend.variables : null,
    onResend: (invitation) =>
      resend.mutate(invitation.ref, {
        onSuccess: (sent) => {
          const email = sent.email;
          toastSuccess(t`Invitation sent again to ${email}. The new link is valid for 7 days.`);
        },
        onError: (error) => toastError(getErrorText(error)),
      }),
    onRevoke: (invitation) => confirmRevokeInvitation(invitation, revoke.mutateAsync),
  });
  const total = invitations.data?.meta.total;
  const none = invitations.isSuccess && total === 0;

  return (
    <Stack as="section" aria-labelledby="team-invitations-heading" gap="3">
      <HStack gap="2" align="baseline">
        <Heading as="h2" size="lg" id="team-invitations-heading">
          <Trans>Pending invitations</Trans>
        </Heading>
        {total ? <Text color="fg.muted">{total}</Text> : null}
      </HStack>
      {none ? (
        <Box borderWidth="1px" borderRadius="md" px="4" py="5" data-testid="no-invitations">
          <Text color="fg.muted">
            <Trans>No pending invitations. People you invite show here until they accept.</Trans>
          </Text>
        </Box>
      ) : (
        <ListScreen
          caption={t`Pending invitations`}
          emptyText={t`No open invitations`}
          columns={columns}
          query={invitations}
          failureTitle={t`The invitations could not be loaded.`}
          paging={list.paging}
          getRowId={(i) => i.ref}
        />
      )}
    </Stack>
  );
}
