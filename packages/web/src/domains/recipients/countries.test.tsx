import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { countriesQueryOptions, useCountriesQuery } from './countries';

serveMockBank();

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('countries against the mock bank', () => {
  it('lists the countries with their codes and is never refetched as stale', async () => {
    expect(countriesQueryOptions().staleTime).toBe(Number.POSITIVE_INFINITY);
    const { result } = renderHook(() => useCountriesQuery(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const codes = result.current.data?.map((c) => c.code) ?? [];
    expect(codes).toEqual(expect.arrayContaining(['GB', 'DE', 'US']));
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
