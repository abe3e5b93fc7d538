import { createMockBankServer } from '@portal/mock-server/msw/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, signInToMockBank } from '../../testing/mock-bank-session';
import { countriesQuery, useCountriesQuery } from './countries';

const { server } = createMockBankServer({ cookieJar: true });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('countries against the mock bank', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    await fetch(`${location.origin}/__mock/reset`, { method: 'POST' });
    await signInToMockBank();
  });

  it('lists the countries with their codes and is never refetched as stale', async () => {
    expect(countriesQuery().staleTime).toBe(Number.POSITIVE_INFINITY);
    const { result } = renderHook(() => useCountriesQuery(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const codes = result.current.data?.map((c) => c.code) ?? [];
    expect(codes).toEqual(expect.arrayContaining(['GB', 'DE', 'US']));
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
