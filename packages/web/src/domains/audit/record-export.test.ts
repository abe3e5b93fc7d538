import { ApiError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { exportFilters, recordExport } from './record-export';

describe('exportFilters', () => {
  it('keeps the filters that narrow the list, as text', () => {
    expect(
      exportFilters({ status: 'completed', from: '2026-01-01', to: undefined, page: 2, type: '' }),
    ).toEqual({
      status: 'completed',
      from: '2026-01-01',
      page: '2',
    });
  });
});

describe('recordExport against the mock bank (rule ROLE-09)', () => {
  serveMockBank({ signIn: false });

  it('records a viewer’s export of transactions', async () => {
    const user = await signInToMockBank('lin@northwind.test');
    const account = user.organization_accounts[0]?.ref ?? '';
    const recorded = await recordExport(account, {
      dataset: 'transactions',
      format: 'csv',
      row_count: 12,
      filters: { status: 'completed', currency: undefined },
    });
    expect(recorded).toMatchObject({ dataset: 'transactions', format: 'csv', row_count: 12 });
  });

  it('is refused the audit log without audit.view, with the bank’s message', async () => {
    const user = await signInToMockBank('lin@northwind.test');
    const account = user.organization_accounts[0]?.ref ?? '';
    const refused = recordExport(account, {
      dataset: 'audit_events',
      format: 'csv',
      row_count: 1,
      filters: {},
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, body: { code: 'forbidden' } });
  });
});
