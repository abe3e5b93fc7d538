import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { actionableApprovalsCountQueryOptions } from '../../lib/api/approval-requests';
import { apiClient } from '../../lib/session/api-client';
import {
  createTestQueryClient,
  serveMockBank,
  signInToMockBank,
  signInWithSecondFactor,
  totpCode,
} from '../../testing/mock-bank-session';
import { REASON_REQUIRED_TEXT } from './use-approval-decision';
import { useBatchDecision } from './use-batch-decision';

const { bank } = serveMockBank({ signIn: false });
/** A Wednesday at 10:00 in London: inside the payment window, whatever day the tests run. */
const BUSINESS_MORNING = Date.parse('2026-11-25T10:00:00Z');
const OPS = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

/** Ada's bulk payment of 24,000.00 GBP: held by the seed's rule (20,000.00 GBP or more, 1 approval). */
async function heldBatch() {
  bank.clock.set(BUSINESS_MORNING);
  await signInToMockBank();
  const payees = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: { path: { account: OPS.account }, query: { currency: 'GBP', status: 'active' } },
    }),
  );
  const rows = payees.data.slice(0, 2).map((p, i) => ({
    recipient_ref: p.ref,
    amount: '12000.00',
    currency: 'GBP',
    reason_code: 'RENT',
    reference: `Q1 RENT ${i + 1}`,
  }));
  const batch = (
    await unwrap(
      apiClient.POST('/accounts/{account}/bank-accounts/{bankAccount}/payment-batches', {
        params: { path: OPS, header: { 'Idempotency-Key': crypto.randomUUID() } },
        body: { name: 'Quarterly rents', rows },
      }),
    )
  ).data;
  expect(batch.status).toBe('awaiting_approval');
  await signInWithSecondFactor();
  const listed = await unwrap(
    apiClient.GET('/accounts/{account}/payment-batches', {
      params: { path: { account: OPS.account }, query: { status: 'awaiting_approval' } },
    }),
  );
  const summary = listed.data.find((b) => b.ref === batch.ref);
  if (!summary) throw new Error('the held batch is not listed');
  return summary;
}

const batchStatus = async (ref: string) =>
  (
    await unwrap(
      apiClient.GET('/accounts/{account}/payment-batches/{paymentBatch}', {
        params: { path: { account: OPS.account, paymentBatch: ref } },
      }),
    )
  ).data.status;

describe('deciding on a bulk payment as one item (rule BULK-15)', () => {
  it('Grace approves the whole batch with one code: its payments are made', async () => {
    const summary = await heldBatch();
    expect(summary.can_approve).toBe(true);
    const { result } = renderHook(() => useBatchDecision(), { wrapper });
    await act(() => result.current.start('approve', summary));
    await waitFor(() => expect(result.current.form?.batch.ref).toBe(summary.ref));
    const code = await totpCode('grace@northwind.test', 1);
    act(() => result.current.typeCode(code));
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.form).toBeUndefined());
    expect(await batchStatus(summary.ref)).toBe('processing');
  });

  it('rule APR-20: the Approvals badge counts the held batch as one item until it is decided', async () => {
    const summary = await heldBatch();
    const count = () => createTestQueryClient().fetchQuery(actionableApprovalsCountQueryOptions(OPS.account));
    const before = await count();
    const { result } = renderHook(() => useBatchDecision(), { wrapper });
    await act(() => result.current.start('approve', summary));
    await waitFor(() => expect(result.current.form).toBeDefined());
    const code = await totpCode('grace@northwind.test', 1);
    act(() => result.current.typeCode(code));
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.form).toBeUndefined());
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(before - 1);
  });

  it('a rejection needs a reason, then rejects every row', async () => {
    const summary = await heldBatch();
    const { result } = renderHook(() => useBatchDecision(), { wrapper });
    await act(() => result.current.start('reject', summary));
    await waitFor(() => expect(result.current.form).toBeDefined());
    act(() => result.current.typeCode('123456'));
    await act(() => result.current.submit());
    expect(result.current.form?.reasonError).toBe(REASON_REQUIRED_TEXT);
    act(() => result.current.typeReason('Not this quarter'));
    const code = await totpCode('grace@northwind.test', 1);
    act(() => result.current.typeCode(code));
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.form).toBeUndefined());
    expect(await batchStatus(summary.ref)).toBe('rejected');
  });
});
