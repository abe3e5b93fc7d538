import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { useSessionStore } from './session-store';
import { usePermission } from './use-permission';

describe('usePermission against the mock bank (rule ROLE-01)', () => {
  serveMockBank({ signIn: false });

  it('lets the owner make payments', async () => {
    await signInToMockBank('ada@northwind.test');
    const { result } = renderHook(() => usePermission('payments.create'));
    expect(result.current).toEqual({ allowed: true, reason: null });
  });

  it('refuses the viewer a payment, with the reason', async () => {
    await signInToMockBank('lin@northwind.test');
    const { result } = renderHook(() => usePermission('payments.create'));
    expect(result.current).toEqual({
      allowed: false,
      reason: "Your role (Viewer) can't make payments. Ask an owner or admin.",
    });
  });

  it('follows a new user load (a role change) at once', async () => {
    const user = await signInToMockBank('lin@northwind.test');
    const { result } = renderHook(() => usePermission('payments.create'));
    expect(result.current.allowed).toBe(false);
    const organizations = user.organization_accounts.map((organization) => ({
      ...organization,
      role: 'member' as const,
      permissions: [...organization.permissions, 'payments.create' as const],
    }));
    act(() => useSessionStore.getState().setUserData({ ...user, organization_accounts: organizations }));
    expect(result.current).toEqual({ allowed: true, reason: null });
  });
});
