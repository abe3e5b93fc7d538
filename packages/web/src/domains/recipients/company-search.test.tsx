import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { companiesQueryOptions, useSearchCompanies } from './company-search';

serveMockBank();

describe('company search against the mock bank', () => {
  it('finds companies by name and keeps each answer cached under its search term', async () => {
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSearchCompanies(), { wrapper });
    const found = await result.current('kestrel');
    expect(found.map((c) => c.name)).toEqual(['Kestrel IT Consulting Ltd']);
    expect(queryClient.getQueryData(companiesQueryOptions('kestrel').queryKey)).toEqual(found);
  });
});
