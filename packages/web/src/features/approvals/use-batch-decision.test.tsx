import { i18n } from '@lingui/core';
import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { actionableApprovalsCountQueryOptions } from '../../domains/payments/approval-requests';
import { apiClient } from '../../domains/session/api-client';
import { createTestQueryClient, serveMockBank, totpCode } from '../../testing/mock-bank-session';
import { HELD_BATCH_ACCOUNT, heldBatch } from './testing/held-batch';
import { REASON_REQUIRED_TEXT } from './use-approval-decision';
import { useBatchDecision } from './use-batch-decision';

const { bank } = serveMockBank({ signIn: false });
const OPS = HELD_BATCH_ACCOUNT;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
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
    const { summary } = await heldBatch(bank);
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
    const { summary } = await heldBatch(bank);
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
    const { summary } = await heldBatch(bank);
    const { result } = renderHook(() => useBatchDecision(), { wrapper });
    await act(() => result.current.start('reject', summary));
    await waitFor(() => expect(result.current.form).toBeDefined());
    act(() => result.current.typeCode('123456'));
    await act(() => result.current.submit());
    expect(result.current.form?.reasonError).toBe(i18n._(REASON_REQUIRED_TEXT));
    act(() => result.current.typeReason('Not this quarter'));
    const code = await totpCode('grace@northwind.test', 1);
    act(() => result.current.typeCode(code));
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.form).toBeUndefined());
    expect(await batchStatus(summary.ref)).toBe('rejected');
  });
});
