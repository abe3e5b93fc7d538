import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { UNFILTERED, useListState } from '../../lib/use-list-state';
import { type Member, useMembersQuery, useRemoveMemberMutation } from './api/members';
import { ChangeRoleDialog } from './change-role-dialog';
import { confirmRemoveMember } from './confirm-team-actions';
import { memberColumns } from './member-columns';

/** The members of the organization account, the owner first, with their role changes and removal. */
export function MembersSection({
  account,
  organizationName,
  currentUserRef,
}: {
  account: string;
  organizationName: string;
  currentUserRef: string;
}) {
  const { t } = useLingui();
  // In memory: the screen's two lists would fight over one page in the URL.
  const list = useListState(UNFILTERED, { store: 'memory' });
  const members = useMembersQuery(account, list.params);
  const remove = useRemoveMemberMutation(account);
  const [changing, setChanging] = useState<Member | null>(null);

  const columns = memberColumns({
    currentUserRef,
    onChangeRole: setChanging,
    onRemove: (member) => confirmRemoveMember(member, organizationName, remove.mutateAsync),
  });
  const total = members.data?.meta.total;

  return (
    <Stack as="section" aria-labelledby="team-members-heading" gap="3">
      <HStack gap="2" align="baseline">
        <Heading as="h2" size="lg" id="team-members-heading">
          <Trans>Members</Trans>
        </Heading>
        {total !== undefined ? <Text color="fg.muted">{total}</Text> : null}
      </HStack>
      <ListScreen
        caption={t`Members`}
        columns={columns}
        query={members}
        failureTitle={t`The members could not be loaded.`}
        paging={list.paging}
        getRowId={(m) => m.user_ref}
        emptyText={t`No members yet.`}
      />
      <ChangeRoleDialog account={account} member={changing} onClose={() => setChanging(null)} />
    </Stack>
  );
}
