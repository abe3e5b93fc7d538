import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../domains/session/api-client';
import { createTestQueryClient, serveMockBank } from '../../../testing/mock-bank-session';
import { approvalNeededText } from '../model/approval-note';
import { useApprovalPreviewQuery } from './approval-preview';

serveMockBank();
const OPS = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

async function preview(amount: string) {
  const recipients = await unwrap(
    apiClient.GET('/accounts/{account}/recipients', {
      params: { path: { account: OPS.account }, query: { currency: 'GBP', status: 'active', per_page: 10 } },
    }),
  );
  const { result } = renderHook(
    () =>
      useApprovalPreviewQuery({
        ...OPS,
        recipientRef: recipients.data[0]?.ref ?? '',
        amount,
        currency: 'GBP',
      }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return result.current.data;
}

describe('the approval preview against the mock bank', () => {
  it('rule APR-28: names the approval a draft over the threshold needs and who can give it, never the maker', async () => {
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
    const held = await preview('25000.00');
    expect(approvalNeededText(held)).toBe('This payment needs 1 approval from an Approver, Admin or Owner.');
    const names = held?.eligible_approvers.map((a) => a.name) ?? [];
    expect(names.some((name) => name.includes('Grace'))).toBe(true);
    expect(names.some((name) => name.includes('Ada'))).toBe(false);
    expect(approvalNeededText(await preview('25.00'))).toBeNull();
  });
});
