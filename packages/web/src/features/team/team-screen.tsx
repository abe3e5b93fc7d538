import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCurrentOrganization } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { useSessionStore } from '../../domains/session/session-store';
import { usePermission } from '../../domains/session/use-permission';
import { InvitationsSection } from './invitations-section';
import { InviteDialog } from './invite-dialog';
import { MembersSection } from './members-section';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

type TeamDialog = 'invite' | 'transfer' | null;

/**
 * The Team screen (rule TEAM-20): for those who manage the team, its members and open invitations; for anyone
 * else, what their role cannot do and why, in place of the lists.
 */
export function TeamScreen() {
  const { t } = useLingui();
  const organization = useCurrentOrganization();
  const currentUserRef = useSessionStore((s) => s.userRef);
  // Without team.manage the notice below says why; the team's actions are not offered at all then.
  const manageTeam = usePermission('team.manage');
  const [dialog, setDialog] = useState<TeamDialog>(null);
  const account = organization?.ref ?? '';
  const organizationName = organization?.name ?? t`the organization`;

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>Team</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Who can use {organizationName}, and what each person may do.</Trans>
          </Text>
        </Stack>
        {manageTeam.allowed ? (
          <HStack gap="3" wrap="wrap">
            <PermissionButton
              permission="ownership.transfer"
              variant="outline"
              onClick={() => setDialog('transfer')}
            >
              <Trans>Transfer ownership</Trans>
            </PermissionButton>
            <PermissionButton permission="team.manage" onClick={() => setDialog('invite')}>
              <Trans>Invite member</Trans>
            </PermissionButton>
          </HStack>
        ) : null}
      </HStack>
      <PermissionNotice permission="team.manage">
        <MembersSection
          account={account}
          organizationName={organizationName}
          currentUserRef={currentUserRef}
        />
        <InvitationsSection account={account} />
        <InviteDialog
          account={account}
          organizationName={organizationName}
          open={dialog === 'invite'}
          onClose={() => setDialog(null)}
        />
        <TransferOwnershipDialog
          account={account}
          organizationName={organizationName}
          currentUserRef={currentUserRef}
          open={dialog === 'transfer'}
          onClose={() => setDialog(null)}
        />
      </PermissionNotice>
    </Stack>
  );
}
