import { ROLE_LABELS } from '@portal/api-types/role-labels';
import {
  auditActionText,
  auditChangeLine,
  auditChanges,
  auditDeviceText,
  auditTargetText,
} from '../../domains/audit/audit-event-text';
import type { CheckedAuditEvent } from '../../domains/audit/audit-integrity';
import { toCsv } from '../../lib/csv';

/**
 * The filtered log as CSV (rule AUD-16), one row an entry, newest first, with the browser's hash check; cells a
 * spreadsheet would run as formulas (a recipient named '=HYPERLINK(…)') are neutralised by toCsv.
 */
export function auditEventsToCsv(rows: readonly CheckedAuditEvent[]): string {
  return toCsv(rows, [
    { header: 'Time', value: ({ event }) => event.at },
    { header: 'Actor', value: ({ event }) => event.actor.name },
    { header: 'Role', value: ({ event }) => (event.actor_role ? ROLE_LABELS[event.actor_role] : '') },
    { header: 'Action', value: ({ event }) => auditActionText(event) },
    { header: 'Target type', value: ({ event }) => auditTargetText(event).type },
    { header: 'Target', value: ({ event }) => auditTargetText(event).name },
    { header: 'Target ref', value: ({ event }) => event.target.ref },
    { header: 'IP address', value: ({ event }) => event.ip },
    { header: 'Device', value: ({ event }) => auditDeviceText(event.user_agent) },
    { header: 'User agent', value: ({ event }) => event.user_agent },
    { header: 'Change', value: ({ event }) => auditChanges(event).map(auditChangeLine).join('; ') },
    { header: 'Matches its hash', value: ({ intact }) => (intact ? 'Yes' : 'No (altered)') },
    { header: 'Entry', value: ({ event }) => event.ref },
    { header: 'Hash', value: ({ event }) => event.hash },
  ]);
}

/** 'audit-log-org_northwind-2026-11-26.csv' */
export const auditLogCsvFileName = (account: string, today: string) => `audit-log-${account}-${today}.csv`;
