import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AuditNames } from '../../domains/audit/audit-event-text';
import type { AuditEvent } from '../../domains/audit/audit-events';
import { recipientsQueryOptions } from '../../domains/recipients/recipients';
import { useCurrentBankAccounts } from '../../domains/session/current-account';

type Named = { ref: string; name: string };

/** The most recipients one request gives: the names the log's changes are most often about. */
const RECIPIENTS_FOR_NAMES = { page: 1, per_page: 100 } as const;

/**
 * The names the log writes refs as: the organization's bank accounts, its recipients, and anything an entry of
 * the page names itself (a recipient added, then deleted, is still known by the name its entries give it).
 */
export function auditNamesOf(
  bankAccounts: readonly Named[],
  recipients: readonly Named[],
  events: readonly Pick<AuditEvent, 'target' | 'before' | 'after'>[],
): AuditNames {
  const names = new Map<string, string>();
  for (const event of events) {
    const named = event.after?.name ?? event.before?.name;
    if (typeof named === 'string' && named !== '') names.set(event.target.ref, named);
  }
  for (const { ref, name } of [...recipients, ...bankAccounts]) names.set(ref, name);
  return names;
}

/** The audit log's names for the entries on screen; the recipients are asked for once and shared. */
export function useAuditNames(account: string, events: readonly AuditEvent[]): AuditNames {
  const bankAccounts = useCurrentBankAccounts();
  const recipients = useQuery(recipientsQueryOptions(account, RECIPIENTS_FOR_NAMES));
  return useMemo(
    () => auditNamesOf(bankAccounts, recipients.data?.data ?? [], events),
    [bankAccounts, recipients.data, events],
  );
}
