import { t } from '@lingui/core/macro';
import { type components, unwrap } from '@portal/api-types';
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { teamKeys } from '../query-keys';
import { apiClient } from '../session/api-client';
import { roleLabel } from '../session/role-words';

export type Member = components['schemas']['Member'];

/** A member as a select option: 'Grace Hopper (Approver)' for their user ref. */
export const memberOption = (m: Member) => {
  const name = `${m.first_name} ${m.last_name}`.trim();
  const role = roleLabel(m.role);
  return { value: m.user_ref, label: t`${name} (${role})` };
};

/**
 * Every member of the organization account (all pages, owner first), for pickers such as the audit log's actor
 * filter. Under the team's keys, so a role change or removal on the Team screen refreshes it too.
 */
export const allMembersQueryOptions = (account: string, enabled = true) =>
  queryOptions({
    queryKey: teamKeys.members(account, { all: true }),
    queryFn: async () =>
      (
        await fetchAllPages((page, per_page) =>
          unwrap(
            apiClient.GET('/accounts/{account}/members', {
              params: { path: { account }, query: { page, per_page } },
            }),
          ),
        )
      ).rows,
    enabled: enabled && account !== '',
  });
