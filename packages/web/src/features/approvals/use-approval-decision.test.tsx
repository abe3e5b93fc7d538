import { ApiError, unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { wednesdayMorningAfter } from '../../testing/business-morning';
import {
  createTestQueryClient,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { type ApprovalRequest, useApprovalRequestsQuery } from './api/approval-requests';
import { useApprovalDecision } from './use-approval-decision';

const { server, bank } = serveMockBank({ signIn: false });
const OPS = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };
const SLOW = { timeout: 5_000 };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

/** Ada's rule: payments over 10,000.00 GBP need one approval from an Approver, Admin or Owner. */
async function holdLargePayments() {
  bank.clock.set(wednesdayMorningAfter(Date.now()));
  await signInToMockBank();
  await unwrap(
    apiClient.POST('/accounts/{account}/approval-rules', {
      params: { path: { account: OPS.account } },
      body: {
        threshold: '10000.00',
        threshold_currency: 'GBP',
        bank_account_ref: null,
        currency: null,
        first_payment_to_recipient: false,
        approvals_required: 1,
        approver_roles: ['approver', 'admin', 'owner'],
      },
    }),
  );
}

/** A 25,000.00 GBP payment by the signed-in user (no 2FA), held for approval. */
async function largePayment(reference: string) {
  const recipients = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: { path: { account: OPS.account }, query: { currency: 'GBP', status: 'active', per_page: 10 } },
    }),
  );
  const payment = await unwrap(
    apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payments', {
      params: { path: OPS, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        recipient_ref: recipients.data[0]?.ref ?? '',
        amount: '25000.00',
        currency: 'GBP',
        reason_code: 'SUPP',
        reference,
      },
    }),
  );
  expect(payment.data.status).toBe('awaiting_approval');
  return payment.data;
}

async function waitingList(): Promise<ApprovalRequest[]> {
  const { result } = renderHook(() => useApprovalRequestsQuery(OPS.account, 1), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true), SLOW);
  return result.current.data?.data ?? [];
}

describe('approving and rejecting against the mock bank', () => {
  it('rules APR-22 and APR-24: Grace approves with her code; a second click sends the same decision once', async () => {
    await holdLargePayments();
    const payment = await largePayment('APPROVE-ME');
    await signInWithSecondFactor('grace@northwind.test');
    const [request] = await waitingList();
    expect(request).toMatchObject({ can_approve: true, maker: { name: expect.stringContaining('Ada') } });

    const sent: (string | null)[] = [];
    server.events.on('request:start', ({ request: r }) => {
      if (r.method === 'POST' && r.url.endsWith('/approval-decisions'))
        sent.push(r.headers.get('Idempotency-Key'));
    });
    const { result } = renderHook(() => useApprovalDecision(), { wrapper });
    await act(() => result.current.start('approve', [request as ApprovalRequest]));
    expect(result.current.form?.requests.map((r) => r.payment.ref)).toEqual([payment.ref]);
    // The sign-in spent this period's code (a code is accepted once): the next period's.
    const code = await totpCode('grace@northwind.test', 1);
    act(() => result.current.typeCode(code));
    await act(() => Promise.all([result.current.submit(), result.current.submit()]));
    expect(result.current.step.name).toBe('idle');
    expect(sent).toHaveLength(1);

    const after = await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/{payment}', {
        params: { path: { ...OPS, payment: payment.ref } },
      }),
    );
    expect(after.data.status).not.toBe('awaiting_approval');
    expect(after.data.approval?.approvals.map((a) => a.approver.name)).toEqual([
      expect.stringContaining('Grace'),
    ]);
  });

  it('rule APR-25: a rejection needs a reason (under the field) and reaches the bank with it', async () => {
    await holdLargePayments();
    const payment = await largePayment('REJECT-ME');
    await signInWithSecondFactor('grace@northwind.test');
    const [request] = await waitingList();
    const { result } = renderHook(() => useApprovalDecision(), { wrapper });
    await act(() => result.current.start('reject', [request as ApprovalRequest]));
    act(() => result.current.typeCode('12'));
    await act(() => result.current.submit());
    expect(result.current.form).toMatchObject({
      codeError: 'Enter the 6-digit code from your authenticator app.',
      reasonError: 'Say why the payment is rejected.',
    });
    // The sign-in spent this period's code (a code is accepted once): the next period's.
    const code = await totpCode('grace@northwind.test', 1);
    act(() => {
      result.current.typeCode(code);
      result.current.typeReason('  Wrong supplier account  ');
    });
    await act(() => result.current.submit());
    expect(result.current.step.name).toBe('idle');
    const after = await unwrap(
      apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/payments/{payment}', {
        params: { path: { ...OPS, payment: payment.ref } },
      }),
    );
    expect(after.data.status).toBe('rejected');
    expect(after.data.approval?.rejection?.reason).toBe('Wrong supplier account');
  });

  it('rules APR-26 and APR-27: the maker is told why they cannot approve; a caller without 2FA is refused with the bank’s reason', async () => {
    await holdLargePayments();
    await signInToMockBank('mo@northwind.test');
    await largePayment('MO-PAYS');
    const [own] = await waitingList();
    expect(own?.can_approve).toBe(false);
    expect(own?.reason).toBeTruthy();

    // Ada may approve Mo's payment, but has no second factor: the bank says so before any code is asked.
    await signInToMockBank();
    const [request] = await waitingList();
    const { result } = renderHook(() => useApprovalDecision(), { wrapper });
    await act(() => result.current.start('approve', [request as ApprovalRequest]));
    expect(result.current.step.name).toBe('blocked');
    const error = result.current.blockedError;
    expect(error instanceof ApiError && error.status).toBe(409);
    expect(error instanceof ApiError && error.body?.code).toBe('two_factor_required');
  });
});
