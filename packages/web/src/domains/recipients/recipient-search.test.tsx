import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { useRecipientSearch } from './recipient-search';

const { server, bank } = serveMockBank();
const SLOW = { timeout: 5_000 };

/** A recipient with a name no seeded one shares. */
function addZuluFreight() {
  const [template] = [...bank.store.recipients.values()].filter((r) => r.orgRef === 'org_northwind');
  if (!template) throw new Error('no Northwind recipient in the seed');
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
  beforeEach(() => {
    addZuluFreight();
  });

  it('lists the first page of recipients, then the bank matches for the typed text once typing pauses', async () => {
    const searches: Array<string | null> = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/accounts/org_northwind/recipients'))
        searches.push(url.searchParams.get('search'));
    };
    server.events.on('request:start', listen);
    try {
      const { result } = renderSearch();
      await waitFor(() => expect(result.current.recipients.data?.data.length).toBeGreaterThan(1), SLOW);
      expect(result.current.recipients.data?.meta.per_page).toBe(100);
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
