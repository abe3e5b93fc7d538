import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '../../lib/list-params';
import { auditEventKeys } from '../query-keys';
import { apiClient } from '../session/api-client';

export type AuditEvent = components['schemas']['AuditEvent'];

/** The audit log's filters (the contract's `listAuditEvents` query), as the screen and a payment's trail use them. */
export interface AuditEventFilters {
  actor?: string;
  action?: components['schemas']['AuditAction'];
  target_type?: components['schemas']['AuditTargetType'];
  target_ref?: string;
  from?: string;
  to?: string;
}

export interface AuditEventListParams extends AuditEventFilters {
  page: number;
  per_page: PageSize;
}

/** A page of the organization account's audit log, newest first. */
export function fetchAuditEvents(account: string, params: AuditEventListParams) {
  return unwrap(
    apiClient.GET('/accounts/{account}/audit-events', {
      params: {
        path: { account },
        query: {
          page: params.page,
          per_page: params.per_page,
          actor: params.actor || undefined,
          action: params.action || undefined,
          target_type: params.target_type || undefined,
          target_ref: params.target_ref || undefined,
          from: params.from || undefined,
          to: params.to || undefined,
        },
      },
    }),
  );
}

/**
 * The audit log's pages: the Audit log screen and a payment's trail (rule AUD-17). Off without `enabled` (a
 * role without audit.view is told why instead of being refused by the bank).
 */
export const auditEventsQueryOptions = (account: string, params: AuditEventListParams, enabled = true) =>
  queryOptions({
    queryKey: auditEventKeys.list(account, params),
    queryFn: () => fetchAuditEvents(account, params),
    enabled: enabled && account !== '',
  });

/** A page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditEventsQuery(account: string, params: AuditEventListParams, enabled = true) {
  return useQuery({
    ...auditEventsQueryOptions(account, params, enabled),
    placeholderData: keepPreviousData,
  });
}
