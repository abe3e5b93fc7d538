import type { Bank } from '../domain/bank/index.js';
import type { JournalFilter } from '../domain/network/index.js';
import { CONTRACT_ROUTES } from '../generated/contract-routes.js';
import { viewJournalRecord } from '../operations/journal-entry.js';
import type { ControlResult } from './control-result.js';

const OPERATIONS = new Set<string>(CONTRACT_ROUTES.map((r) => r.operationId));
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const FILTERS = ['operation', 'method', 'status', 'since', 'limit'];

/** The query's filters, or what is wrong with each (a typo is named, not ignored). */
function filterOf(query: Record<string, string | undefined>): {
  filter: JournalFilter;
  errors: Record<string, string[]>;
} {
  const filter: JournalFilter = {};
  const errors: Record<string, string[]> = {};
  for (const name of Object.keys(query))
    if (!FILTERS.includes(name)) errors[name] = [`Not a filter; the filters are ${FILTERS.join(', ')}.`];
  const { operation, method, status, since, limit } = query;
  if (operation) {
    if (OPERATIONS.has(operation)) filter.operation = operation;
    else
      errors.operation = ['Not an operation of the contract: give its operationId, such as createPayment.'];
  }
  if (method) {
    if (METHODS.includes(method.toUpperCase())) filter.method = method.toUpperCase();
    else errors.method = [`One of ${METHODS.join(', ')}.`];
  }
  if (status) {
    const n = Number(status);
    if (/^\d{3}$/.test(status) && n >= 100 && n <= 599) filter.status = n;
    else errors.status = ['An HTTP status from 100 to 599.'];
  }
  if (since) {
    const at = /^\d{4}-\d{2}-\d{2}T/.test(since) ? Date.parse(since) : Number.NaN;
    if (Number.isFinite(at)) filter.since = at;
    else errors.since = ['An ISO 8601 date-time, such as 2026-03-10T09:00:00Z.'];
  }
  if (limit) {
    const n = Number(limit);
    if (/^\d+$/.test(limit) && n >= 1 && n <= 10_000) filter.limit = n;
    else errors.limit = ['A whole number from 1 to 10000.'];
  }
  return { filter, errors };
}

/** GET /__mock/requests: the journal, newest first, each entry redacted (rules MJR-01 and MJR-03). */
export function listRequests(bank: Bank, query: Record<string, string | undefined>): ControlResult {
  const { filter, errors } = filterOf(query);
  if (Object.keys(errors).length > 0)
    return { status: 400, body: { message: 'Invalid filter.', code: 'validation_failed', errors } };
  return { status: 200, body: { data: bank.journal.list(filter).map(viewJournalRecord) } };
}

/** DELETE /__mock/requests: forgets every entry. */
export function clearRequests(bank: Bank): ControlResult {
  bank.journal.clear();
  return { status: 200, body: { data: [] } };
}
