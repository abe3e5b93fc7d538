import { t } from '@lingui/core/macro';
import {
  auditActionText,
  auditActorName,
  auditChangeLine,
  auditChanges,
  auditDeviceText,
  auditTargetText,
} from '../../domains/audit/audit-event-text';
import type { CheckedAuditEvent } from '../../domains/audit/audit-integrity';
import { roleLabel } from '../../domains/session/role-words';
import { toCsv } from '../../lib/csv';

/**
 * The filtered log as CSV (rule AUD-16), one row an entry, newest first, with the browser's hash check; cells a
 * spreadsheet would run as formulas (a recipient named '=HYPERLINK(…)') are neutralised by toCsv. People read
 * it: headers and words in the active language.
 */
export function auditEventsToCsv(rows: readonly CheckedAuditEvent[]): string {
  const yes = t`Yes`;
  const altered = t`No (altered)`;
  return toCsv(rows, [
    { header: t`Time`, value: ({ event }) => event.at },
    { header: t`Actor`, value: ({ event }) => auditActorName(event) },
    { header: t`Role`, value: ({ event }) => (event.actor_role ? roleLabel(event.actor_role) : '') },
    { header: t`Action`, value: ({ event }) => auditActionText(event) },
    { header: t`Target type`, value: ({ event }) => auditTargetText(event).type },
    { header: t`Target`, value: ({ event }) => auditTargetText(event).name },
    { header: t`Target ref`, value: ({ event }) => event.target.ref },
    { header: t`IP address`, value: ({ event }) => event.ip },
    { header: t`Device`, value: ({ event }) => auditDeviceText(event.user_agent) },
    { header: t`User agent`, value: ({ event }) => event.user_agent },
    {
      header: t({ message: 'Change', context: 'what an audit event changed' }),
      value: ({ event }) => auditChanges(event).map(auditChangeLine).join('; '),
    },
    { header: t`Matches its hash`, value: ({ intact }) => (intact ? yes : altered) },
    { header: t`Entry`, value: ({ event }) => event.ref },
    { header: t`Hash`, value: ({ event }) => event.hash },
  ]);
}

/** 'audit-log-org_northwind-2026-11-26.csv' */
export const auditLogCsvFileName = (account: string, today: string) => `audit-log-${account}-${today}.csv`;
