import { type components, unwrap } from '@portal/api-types';
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '../fetch-all-pages';
import { apiClient } from '../session/api-client';
import { teamKeys } from './query-keys';

export type Member = components['schemas']['Member'];

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
