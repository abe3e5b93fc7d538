import { type components, unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fetchPayments } from '../../domains/payments/payments';
import { apiClient } from '../../domains/session/api-client';
import { createTestQueryClient, serveMockBank, signInToMockBank } from '../../testing/mock-bank-session';
import { usePaymentTrail } from './use-payment-trail';

serveMockBank();

const ACCOUNT = 'org_northwind';

type Payment = components['schemas']['Payment'];

function renderTrail(payment: Pick<Payment, 'ref' | 'recipient_ref' | 'recipient_name'>) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePaymentTrail(ACCOUNT, payment), { wrapper });
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
    const { result } = renderTrail(payment);
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

  it('says what a new payment was in words: the payee and the account by name, the amount with its currency', async () => {
    const recipients = await unwrap(
      apiClient.GET('/accounts/{account}/recipients', {
        params: {
          path: { account: ACCOUNT },
          query: { page: 1, per_page: 10, currency: 'GBP', status: 'active' },
        },
      }),
    );
    const recipient = recipients.data[0];
    if (!recipient) throw new Error('no active GBP recipient in the seed');
    const created = await unwrap(
      apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
        params: {
          path: { account: ACCOUNT, bankAccount: 'ba_northwind_ops' },
          header: { 'Idempotency-Key': crypto.randomUUID() },
        },
        body: {
          recipient_ref: recipient.ref,
          amount: '1250.50',
          currency: 'GBP',
          reason_code: 'SUPP',
          reference: 'INV-1',
        },
      }),
    );
    const { result } = renderTrail(created.data);
    await waitFor(() => expect(result.current.entries).toHaveLength(1));
    const lines = result.current.entries[0]?.changes ?? [];
    expect(lines).toContain(`Recipient: ${recipient.name}`);
    expect(lines).toContain('Bank account: Operating account');
    expect(lines).toContain('Amount: 1,250.50 GBP');
    expect(lines.join(' ')).not.toMatch(/\b(rcp|ba|pay)_|Currency:|_/);
  });

  it('has nothing for a payment nobody acted on since it was recorded', async () => {
    const payment = await scheduledPayment();
    const { result } = renderTrail(payment);
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.entries).toEqual([]);
  });

  // rule AUD-18
  it('asks the bank nothing for a role without audit.view and gives the reason', async () => {
    const payment = await scheduledPayment();
    await signInToMockBank('mo@northwind.test');
    const { result } = renderTrail(payment);
    expect(result.current.permission).toEqual({
      allowed: false,
      reason: "Your role (Member) can't view the audit log. Ask an owner or admin.",
    });
    expect(result.current.query.fetchStatus).toBe('idle');
  });
});
