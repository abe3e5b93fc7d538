import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fetchAuditEvents } from '../../domains/audit/audit-events';
import { apiClient } from '../../domains/session/api-client';
import {
  createTestQueryClient,
  mockControl,
  serveMockBank,
  signInToMockBank,
} from '../../testing/mock-bank-session';
import { changeSummary } from './audit-log-columns';
import { actorOptionsOf, useAuditLog } from './use-audit-log';

serveMockBank();

const ACCOUNT = 'org_northwind';

function renderLog(path = '/app/audit-log') {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ log: useAuditLog(), location: useLocation() }), { wrapper });
}

async function addRecipient(name: string) {
  const { data, error } = await apiClient.POST('/accounts/{account}/recipients', {
    params: { path: { account: ACCOUNT } },
    body: {
      type: 'business',
      name,
      country: 'GB',
      currency: 'GBP',
      bank_details: { scheme: 'sort_code', sort_code: '601613', account_number: '31926819' },
    },
  });
  if (!data) throw new Error(JSON.stringify(error));
  return data.data.ref;
}

describe('useAuditLog against the mock bank', () => {
  // rules AUD-12 and AUD-13
  it('lists the newest entries first with each one checked, and a filter in the URL narrows the bank’s answer', async () => {
    const recipient = await addRecipient('Harbour Freight Services Ltd');
    const { result } = renderLog();
    await waitFor(() => expect(result.current.log.query.isSuccess).toBe(true));
    const [newest] = result.current.log.rows;
    expect(newest?.event.action).toBe('recipient.created');
    expect(newest?.event.target.ref).toBe(recipient);
    expect(newest?.event.actor.name).toBe('Ada Lovelace');
    expect(result.current.log.rows.every((r) => r.intact)).toBe(true);
    expect(result.current.log.alteredNotice).toBeNull();

    act(() => result.current.log.update({ action: 'auth.sign_in' }));
    expect(result.current.location.search).toBe('?action=auth.sign_in');
    await waitFor(() => expect(result.current.log.filters).toEqual({ action: 'auth.sign_in' }));
    await waitFor(() =>
      expect(result.current.log.rows.map((r) => r.event.action)).toEqual(
        expect.arrayContaining(['auth.sign_in']),
      ),
    );
    expect(result.current.log.rows.every((r) => r.event.action === 'auth.sign_in')).toBe(true);
    expect(result.current.log.activeFilterCount).toBe(1);
    act(() => result.current.log.clearFilters());
    expect(result.current.location.search).toBe('');
  });

  // rule AUD-12
  it('writes the refs of a change by the names the viewer knows: the payee and the bank account', async () => {
    const recipient = await addRecipient('Harbour Freight Services Ltd');
    await unwrap(
      apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
        params: {
          path: { account: ACCOUNT, bankAccount: 'ba_northwind_ops' },
          header: { 'Idempotency-Key': crypto.randomUUID() },
        },
        body: {
          recipient_ref: recipient,
          amount: '25.00',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'NAMES',
        },
      }),
    );
    const { result } = renderLog('/app/audit-log?action=payment.created');
    await waitFor(() => expect(result.current.log.rows[0]?.event.after?.recipient_ref).toBe(recipient));
    const entry = result.current.log.rows[0];
    if (!entry) throw new Error('no entry');
    await waitFor(() => expect(result.current.log.names.get(recipient)).toBe('Harbour Freight Services Ltd'));
    const change = changeSummary(entry, result.current.log.names);
    expect(change).toContain('Recipient: Harbour Freight Services Ltd');
    expect(change).toContain('Bank account: Operating account');
    expect(change).toContain('25.00 GBP');
    expect(change).not.toMatch(/\b(rcp|ba|pay)_/);
  });

  it('drops a filter the contract would refuse, from a hand-edited link', () => {
    const { result } = renderLog(
      '/app/audit-log?actor=robert&action=payment.exploded&target_type=payment&page=0',
    );
    expect(result.current.log.params).toEqual({ page: 1, per_page: 10, target_type: 'payment' });
  });

  // rule AUD-13
  it('offers the organization’s members as actors, and keeps a chosen actor who is no longer one', async () => {
    const { result } = renderLog('/app/audit-log?actor=usr_ada');
    await waitFor(() => expect(result.current.log.membersLoading).toBe(false));
    await waitFor(() => expect(result.current.log.query.isSuccess).toBe(true));
    expect(result.current.log.actorOptions).toContainEqual({
      label: 'Ada Lovelace (Owner)',
      value: 'usr_ada',
    });
    expect(result.current.log.rows.every((r) => r.event.actor.ref === 'usr_ada')).toBe(true);
    const events = result.current.log.rows.map((r) => r.event);
    expect(actorOptionsOf([], 'usr_ada', events)).toEqual([{ label: 'Ada Lovelace', value: 'usr_ada' }]);
    expect(actorOptionsOf([], 'usr_gone', [])).toEqual([{ label: 'usr_gone', value: 'usr_gone' }]);
  });

  // rule AUD-14
  it('flags an entry edited after it was written, and says so above the page', async () => {
    await addRecipient('Harbour Freight Services Ltd');
    const { data } = await fetchAuditEvents(ACCOUNT, { page: 1, per_page: 10 });
    // The older of two: the sign-in (the recipient's entry stays intact).
    const victim = data[1]?.ref ?? '';
    expect(data[1]?.action).toBe('auth.sign_in');
    await mockControl('/__mock/audit/tamper', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ref: victim }),
    });
    const { result } = renderLog();
    await waitFor(() => expect(result.current.log.query.isSuccess).toBe(true));
    expect(result.current.log.rows.filter((r) => !r.intact).map((r) => r.event.ref)).toEqual([victim]);
    expect(result.current.log.alteredNotice).toMatch(/^1 entry on this page does not match its hash/);
  });

  // rule AUD-16
  it('exports every filtered entry as CSV, recorded with the bank before the download', async () => {
    await addRecipient('=HYPERLINK("http://evil.example")');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:audit';
    });
    const { result } = renderLog('/app/audit-log?target_type=recipient');
    await waitFor(() => expect(result.current.log.total).toBe(1));
    await act(() => result.current.log.exportCsv());
    expect(blobs).toHaveLength(1);
    const csv = await (blobs[0] as Blob).text();
    const [header, row, ...rest] = csv.split('\r\n');
    expect(header).toMatch(/^Time,Actor,Role,Action,Target type,Target,/);
    expect(row).toContain('Ada Lovelace,Owner,Added a recipient,Recipient,');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rest).toEqual([]);
    const recorded = await fetchAuditEvents(ACCOUNT, { page: 1, per_page: 10, action: 'export.created' });
    expect(recorded.data[0]?.after).toMatchObject({
      dataset: 'audit_events',
      format: 'csv',
      row_count: 1,
      filters: { target_type: 'recipient' },
    });
  });

  // rule AUD-10
  it('asks the bank nothing for a role without audit.view, and says why', async () => {
    await signInToMockBank('lin@northwind.test');
    const { result } = renderLog();
    expect(result.current.log.permission).toEqual({
      allowed: false,
      reason: "Your role (Viewer) can't view the audit log. Ask an owner or admin.",
    });
    expect(result.current.log.query.fetchStatus).toBe('idle');
  });
});
