import { msg, plural } from '@lingui/core/macro';
import { auditEventIntact } from '@portal/api-types/audit-chain';
import type { AuditEvent } from './audit-events';

/** An entry of the log with the browser's own check of its hash. */
export interface CheckedAuditEvent {
  event: AuditEvent;
  /** False: the entry no longer matches the hash the bank wrote with it (it was edited afterwards). */
  intact: boolean;
}

/**
 * Each entry checked in the browser against its own hash (rule AUD-14), with the same canonical JSON and SHA-256
 * the bank writes with (@portal/api-types/audit-chain), so an entry edited in storage cannot pass unnoticed.
 */
export function checkAuditEvents(events: readonly AuditEvent[]): CheckedAuditEvent[] {
  return events.map((event) => ({ event, intact: auditEventIntact(event) }));
}

/** The word an altered entry is flagged with, everywhere it is shown. */
export const ALTERED_LABEL = msg`Altered`;

/** The notice above a page holding altered entries; null when every entry matches its hash. */
export function alteredNotice(checked: readonly CheckedAuditEvent[]): string | null {
  const count = checked.filter((c) => !c.intact).length;
  if (count === 0) return null;
  return plural(count, {
    one: '# entry on this page does not match its hash: it was changed after it was recorded, so what the flagged rows show cannot be trusted. Tell your security contact.',
    other:
      '# entries on this page do not match their hashes: they were changed after they were recorded, so what the flagged rows show cannot be trusted. Tell your security contact.',
  });
}
