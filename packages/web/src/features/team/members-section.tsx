import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DataTable } from '../../components/ui/data-table/data-table';
import { pagedQueryTable } from '../../components/ui/data-table/table-states';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../lib/list-params';
import { type Member, type PageParams, useMembersQuery, useRemoveMemberMutation } from './api/members';
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
  const [params, setParams] = useState<PageParams>({ page: 1, per_page: DEFAULT_PAGE_SIZE });
  const members = useMembersQuery(account, params);
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
          Members
        </Heading>
        {total !== undefined ? <Text color="fg.muted">{total}</Text> : null}
      </HStack>
      <DataTable
        caption="Members"
        columns={columns}
        {...pagedQueryTable(members, 'The members could not be loaded.')}
        page={params.page}
        pageSize={params.per_page}
        getRowId={(m) => m.user_ref}
        emptyText="No members yet."
        onPageChange={(per_page, page) => setParams({ page, per_page: per_page as PageSize })}
      />
      <ChangeRoleDialog account={account} member={changing} onClose={() => setChanging(null)} />
    </Stack>
  );
}
