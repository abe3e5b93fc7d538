import type { components } from '@portal/api-types';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { auditChangeLine, auditChanges } from '../../domains/audit/audit-event-text';
import { auditEventsQueryOptions } from '../../domains/audit/audit-events';
import { checkAuditEvents } from '../../domains/audit/audit-integrity';
import { useCurrentBankAccounts } from '../../domains/session/current-account';
import { usePermission } from '../../domains/session/use-permission';

type Payment = components['schemas']['Payment'];

/** A payment has a handful of entries (created, cancelled; approvals later): one page holds its trail. */
export const TRAIL_PAGE_SIZE = 50;

/**
 * A payment's own audit trail (rule AUD-17): the log's entries whose target is the payment, oldest first, each
 * checked against its hash, each change in words (the payee and the bank account by name, the amount with its
 * currency). Without audit.view nothing is asked of the bank and the reason is given instead.
 */
export function usePaymentTrail(
  account: string,
  payment: Pick<Payment, 'ref' | 'recipient_ref' | 'recipient_name'>,
) {
  const permission = usePermission('audit.view');
  const bankAccounts = useCurrentBankAccounts();
  const query = useQuery(
    auditEventsQueryOptions(
      account,
      { page: 1, per_page: TRAIL_PAGE_SIZE, target_type: 'payment', target_ref: payment.ref },
      permission.allowed && payment.ref !== '',
    ),
  );
  const names = useMemo(
    () =>
      new Map([
        [payment.recipient_ref, payment.recipient_name],
        ...bankAccounts.map((b): [string, string] => [b.ref, b.name]),
      ]),
    [payment.recipient_ref, payment.recipient_name, bankAccounts],
  );
  // The bank lists newest first; a trail reads from the start.
  const entries = useMemo(
    () =>
      checkAuditEvents([...(query.data?.data ?? [])].reverse()).map((entry) => ({
        ...entry,
        changes: auditChanges(entry.event, names).map(auditChangeLine),
      })),
    [query.data, names],
  );
  return { permission, query, entries };
}
