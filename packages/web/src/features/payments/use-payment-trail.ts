import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { auditEventsQueryOptions } from '../../lib/api/audit-events';
import { checkAuditEvents } from '../../lib/audit-integrity';
import { usePermission } from '../../lib/session/use-permission';

/** A payment has a handful of entries (created, cancelled; approvals later): one page holds its trail. */
export const TRAIL_PAGE_SIZE = 50;

/**
 * A payment's own audit trail (rule AUD-17): the log's entries whose target is the payment, oldest first, each
 * checked against its hash. Without audit.view nothing is asked of the bank and the reason is given instead.
 */
export function usePaymentTrail(account: string, paymentRef: string) {
  const permission = usePermission('audit.view');
  const query = useQuery(
    auditEventsQueryOptions(
      account,
      { page: 1, per_page: TRAIL_PAGE_SIZE, target_type: 'payment', target_ref: paymentRef },
      permission.allowed && paymentRef !== '',
    ),
  );
  // The bank lists newest first; a trail reads from the start.
  const entries = useMemo(() => checkAuditEvents([...(query.data?.data ?? [])].reverse()), [query.data]);
  return { permission, query, entries };
}
