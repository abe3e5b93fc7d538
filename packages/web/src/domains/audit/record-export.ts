import { unwrap } from '@portal/api-types';
import type { ExportRecord, ExportRecordRequest } from '@portal/api-types/schema';
import { apiClient } from '../session/api-client';

/** What an export is: its dataset, format and row count, and the list filters (empty ones are dropped). */
export type ExportToRecord = Omit<ExportRecordRequest, 'filters'> & { filters: object };

/**
 * The filters a file was made with, as the bank records them (query parameter → value): empty values
 * dropped, the rest as text, so the audit log says exactly which rows left the portal.
 */
export function exportFilters(filters: object): Record<string, string> {
  const recorded: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    recorded[name] = String(value);
  }
  return recorded;
}

/**
 * Records an export with the bank (POST /accounts/{account}/exports) before its download starts (rule
 * ROLE-09): a refusal (403 for a role without `exports.create`) rejects with an ApiError, and the caller
 * stops the export with its message, so no file leaves without its audit entry.
 */
export async function recordExport(account: string, request: ExportToRecord): Promise<ExportRecord> {
  const body = await unwrap(
    apiClient.POST('/accounts/{account}/exports', {
      params: { path: { account } },
      body: { ...request, filters: exportFilters(request.filters) },
    }),
  );
  return body.data;
}
