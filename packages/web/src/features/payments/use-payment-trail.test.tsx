import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fetchPayments } from '../../lib/api/payments';
import { apiClient } from '../../lib/session/api-client';
import { createTestQueryClient, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { usePaymentTrail } from './use-payment-trail';

serveMockBank();

const ACCOUNT = 'org_northwind';

function renderTrail(paymentRef: string) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePaymentTrail(ACCOUNT, paymentRef), { wrapper });
}

async function scheduledPayment() {
  const page = await fetchPayments(ACCOUNT, { page: 1, per_page: 10, status: 'scheduled' });
  const payment = page.data[0];
  if (!payment) throw new Error('the seed has no scheduled payment');
  return payment;
}

describe('usePaymentTrail against the mock bank', () => {
  // rule AUD-17
  it('lists who acted on the payment, oldest first, each entry checked against its hash', async () => {
    const payment = await scheduledPayment();
    await apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments/{payment}/cancel', {
      params: { path: { account: ACCOUNT, bankAccount: payment.bank_account_ref, payment: payment.ref } },
    });
    const { result } = renderTrail(payment.ref);
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.permission.allowed).toBe(true);
    expect(result.current.entries).toHaveLength(1);
    const [cancelled] = result.current.entries;
    expect(cancelled?.intact).toBe(true);
    expect(cancelled?.event).toMatchObject({
      action: 'payment.cancelled',
      actor: { ref: 'usr_ada', name: 'Ada Lovelace' },
      actor_role: 'owner',
      target: { type: 'payment', ref: payment.ref },
      before: { status: 'scheduled' },
      after: { status: 'cancelled' },
    });
  });

  it('has nothing for a payment nobody acted on since it was recorded', async () => {
    const payment = await scheduledPayment();
    const { result } = renderTrail(payment.ref);
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.entries).toEqual([]);
  });

  // rule AUD-18
  it('asks the bank nothing for a role without audit.view and gives the reason', async () => {
    const payment = await scheduledPayment();
    await signInToMockBank('mo@northwind.test');
    const { result } = renderTrail(payment.ref);
    expect(result.current.permission).toEqual({
      allowed: false,
      reason: "Your role (Member) can't view the audit log. Ask an owner or admin.",
    });
    expect(result.current.query.fetchStatus).toBe('idle');
  });
});
