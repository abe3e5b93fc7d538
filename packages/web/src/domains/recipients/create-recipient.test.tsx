import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { useCreateRecipientMutation } from './create-recipient';

serveMockBank();

describe('creating a recipient against the mock bank', () => {
  it('answers the new recipient and marks the account’s recipient lists stale, not other accounts’', async () => {
    const queryClient = createTestQueryClient();
    const listKey = ['recipients', 'list', 'org_northwind', { page: 1, per_page: 100, search: '' }];
    const otherKey = ['recipients', 'list', 'org_acme', { page: 1, per_page: 100, search: '' }];
    queryClient.setQueryData(listKey, { data: [] });
    queryClient.setQueryData(otherKey, { data: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateRecipientMutation('org_northwind'), { wrapper });
    let created: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined;
    await act(async () => {
      created = await result.current.mutateAsync({
        type: 'business',
        name: 'Wharf Stationers',
        country: 'GB',
        currency: 'GBP',
        bank_details: { scheme: 'sort_code', sort_code: '601613', account_number: '31926819' },
      });
    });
    expect(created).toMatchObject({ name: 'Wharf Stationers', currency: 'GBP' });
    expect(created?.ref).toMatch(/^rcp_/);
    await waitFor(() => expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
  });
});
