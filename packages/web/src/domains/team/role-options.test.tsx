import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { useRoleDescriptions } from './role-options';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('useRoleDescriptions against the mock bank (rule ROLE-06)', () => {
  // Public: nobody signed in.
  serveMockBank({ signIn: false });

  it('words each role from the bank’s matrix', async () => {
    const { result } = renderHook(() => useRoleDescriptions(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.viewer).toBe('Can view balances and transactions and export statements.');
    expect(result.current.data?.member).toBe(
      'Can view balances and transactions, export statements, manage recipients, make payments, cancel payments and trade foreign exchange.',
    );
    expect(result.current.data?.owner).toContain('transfer ownership');
  });
});
