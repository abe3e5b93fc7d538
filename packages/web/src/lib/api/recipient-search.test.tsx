import { createMockBankServer } from '@portal/mock-server/msw/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, signInToMockBank } from '../../testing/mock-bank-session';
import { useRecipientSearch } from './recipient-search';

const { server, bank } = createMockBankServer({ cookieJar: true });
const SLOW = { timeout: 5_000 };

/** 150 more recipients for Northwind, and one whose name sorts after all of them (beyond the first 100). */
function manyRecipients() {
  const [template] = [...bank.store.recipients.values()].filter((r) => r.orgRef === 'org_northwind');
  if (!template) throw new Error('no Northwind recipient in the seed');
  for (let i = 1; i <= 150; i++) {
    const ref = `rcp_bulk${String(i).padStart(3, '0')}`;
    bank.store.recipients.set(ref, { ...template, ref, name: `Bulk Supplier ${String(i).padStart(3, '0')}` });
  }
  bank.store.recipients.set('rcp_zulu', { ...template, ref: 'rcp_zulu', name: 'Zulu Freight' });
}

function renderSearch() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRecipientSearch('org_northwind'), { wrapper });
}

describe('recipient search against the mock bank', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    await fetch(`${location.origin}/__mock/reset`, { method: 'POST' });
    await signInToMockBank();
    manyRecipients();
  });

  it('lists the first 100 recipients, then the bank matches for the typed text once typing pauses', async () => {
    const searches: Array<string | null> = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/accounts/org_northwind/recipients'))
        searches.push(url.searchParams.get('search'));
    };
    server.events.on('request:start', listen);
    try {
      const { result } = renderSearch();
      await waitFor(() => expect(result.current.recipients.data?.data).toHaveLength(100), SLOW);
      expect(result.current.recipients.data?.data.map((r) => r.name)).not.toContain('Zulu Freight');
      act(() => {
        for (const text of ['z', 'zu', 'zul', ' zulu ']) result.current.setSearch(text);
      });
      await waitFor(
        () => expect(result.current.recipients.data?.data.map((r) => r.name)).toEqual(['Zulu Freight']),
        SLOW,
      );
      expect(searches).toEqual([null, 'zulu']);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
