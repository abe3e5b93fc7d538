import type { AuditEventFilters, AuditEventListParams } from '../../domains/audit/audit-events';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../domains/audit/audit-labels';
import { readDateRange, readPageParams } from '../../lib/list-params';

const USER_REF = /^usr_[A-Za-z0-9_]{1,64}$/;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The log's filters and page from the URL (rule AUD-13): a value the contract would refuse (a hand-edited or
 * stale link) is dropped rather than sent, and a reversed range is put in order.
 */
export function readAuditLogParams(search: URLSearchParams): AuditEventListParams {
  const actor = search.get('actor') ?? '';
  return {
    ...readPageParams(search),
    actor: USER_REF.test(actor) ? actor : undefined,
    action: pick(search.get('action'), AUDIT_ACTIONS),
    target_type: pick(search.get('target_type'), AUDIT_TARGET_TYPES),
    ...readDateRange(search),
  };
}

/** The filters only, without the page (the export's and the empty state's view of them). */
export function auditLogFiltersOf(params: AuditEventListParams): AuditEventFilters {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as AuditEventFilters;
}

/** How many filters narrow the log (the date range counts once). */
export function activeAuditFilters(f: AuditEventFilters): number {
  return [f.actor, f.action, f.target_type, f.from || f.to].filter(Boolean).length;
}

/** Every filter of the screen, empty (what "Clear filters" writes). */
export const NO_AUDIT_FILTERS = { actor: null, action: null, target_type: null, from: null, to: null };
