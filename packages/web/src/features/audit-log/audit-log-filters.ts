import type { AuditEventFilters } from '../../domains/audit/audit-events';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../domains/audit/audit-labels';
import { readDateRange } from '../../lib/list-params';
import type { ListModel } from '../../lib/use-list-state';

const USER_REF = /^usr_[A-Za-z0-9_]{1,64}$/;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The log's filters in the URL (rule AUD-13): a value the contract would refuse (a hand-edited or stale link)
 * is dropped rather than sent, and a reversed range is put in order.
 */
export const AUDIT_LOG_LIST: ListModel<AuditEventFilters> = {
  keys: ['actor', 'action', 'target_type', 'from', 'to'],
  read: (search) => {
    const actor = search.get('actor') ?? '';
    return {
      actor: USER_REF.test(actor) ? actor : undefined,
      action: pick(search.get('action'), AUDIT_ACTIONS),
      target_type: pick(search.get('target_type'), AUDIT_TARGET_TYPES),
      ...readDateRange(search),
    };
  },
};
