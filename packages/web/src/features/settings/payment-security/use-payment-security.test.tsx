import { i18n } from '@lingui/core';
import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_REQUIRED_TITLE, TwoFactorNudge } from '../../../domains/security/two-factor-nudge';
import { apiClient } from '../../../domains/session/api-client';
import * as toast from '../../../lib/toast';
import {
  createTestQueryClient,
  renderScreen,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
} from '../../../testing/mock-bank-session';
import { OWN_TWO_FACTOR_FIRST, REQUIRED_ON_TEXT, usePaymentSecurity } from './use-payment-security';

serveMockBank({ signIn: false });

function renderPaymentSecurity() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePaymentSecurity(), { wrapper });
}

describe('payment security against the mock bank (rule SEC-12)', () => {
  it('keeps an owner without 2FA of their own from requiring it, and a member from changing it', async () => {
    await signInToMockBank('ada@northwind.test');
    const owner = renderPaymentSecurity();
    await waitFor(() => expect(owner.result.current.policy.isSuccess).toBe(true));
    expect(owner.result.current.required).toBe(false);
    expect(owner.result.current.blocked).toBe(i18n._(OWN_TWO_FACTOR_FIRST));
    owner.unmount();

    await signInToMockBank('mo@northwind.test');
    const member = renderPaymentSecurity();
    await waitFor(() => expect(member.result.current.policy.isSuccess).toBe(true));
    expect(member.result.current.blocked).toMatch(/^Your role \(Member\)/);
  });

  it('an admin with 2FA requires it; a payer without it is then told so, with no way to dismiss it', async () => {
    await signInToMockBank('ada@northwind.test');
    await unwrap(
      apiClient.PATCH('/accounts/{account}/members/{member}', {
        params: { path: { account: 'org_northwind', member: 'usr_grace' } },
        body: { role: 'admin' },
      }),
    );
    await signInWithSecondFactor('grace@northwind.test');
    const success = vi.spyOn(toast, 'toastSuccess');
    const admin = renderPaymentSecurity();
    await waitFor(() => expect(admin.result.current.policy.isSuccess).toBe(true));
    expect(admin.result.current.blocked).toBeNull();
    act(() => admin.result.current.setRequired(true));
    await waitFor(() => expect(admin.result.current.required).toBe(true));
    expect(success).toHaveBeenCalledWith(i18n._(REQUIRED_ON_TEXT));
    expect(admin.result.current.policy.data?.updated_by?.name).toBe('Grace Hopper');
    admin.unmount();

    await signInToMockBank('ada@northwind.test');
    renderScreen(<TwoFactorNudge where="payment" />);
    expect(await screen.findByText(i18n._(TWO_FACTOR_REQUIRED_TITLE))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close alert' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Turn it on in Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );
  });
});
