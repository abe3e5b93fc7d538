import { unwrap } from '@portal/api-types';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { mockControl, serveMockBank } from '../../testing/mock-bank-session';
import { usePaymentsExport } from './use-payments-export';

serveMockBank();

/** The bank's newest recorded export of Northwind (its audit log, as the owner reads it). */
async function lastRecordedExport() {
  const events = await unwrap(
    apiClient.GET('/accounts/{account}/audit-events', {
      params: { path: { account: 'org_northwind' }, query: { action: 'export.created' } },
    }),
  );
  return events.data[0];
}

function exportPayments() {
  const downloads: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    downloads.push(blob as Blob);
    return 'blob:payments';
  });
  const filters = { status: 'completed' as const, page: 2, per_page: 20 as const };
  const { result } = renderHook(() => usePaymentsExport('org_northwind', filters, (ref) => ref));
  return { downloads, run: () => act(() => result.current.exportCsv()) };
}

describe('the payments CSV export (rule ROLE-09)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is recorded with the bank, with its filters and row count, before the download', async () => {
    const { downloads, run } = exportPayments();
    await run();
    expect(downloads).toHaveLength(1);
    const rows = (await (downloads[0] as Blob).text()).trim().split('\n').length - 1;
    expect(rows).toBeGreaterThan(0);
    const recorded = await lastRecordedExport();
    expect(recorded?.after).toEqual({
      dataset: 'payments',
      format: 'csv',
      // Every page of the list, not the one on screen.
      filters: { status: 'completed' },
      row_count: rows,
    });
  });

  it('stops, with no file, when the bank refuses to record it', async () => {
    await mockControl('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/accounts/org_northwind/exports', method: 'POST', status: 403 }),
    });
    const { downloads, run } = exportPayments();
    await run();
    expect(downloads).toHaveLength(0);
  });
});
