import { unwrap } from '@portal/api-types';
import { expect } from 'vitest';
import { apiClient } from '../../../domains/session/api-client';
import { wednesdayMorningAfter } from '../../../testing/business-morning';
import { signInToMockBank, signInWithSecondFactor } from '../../../testing/mock-bank-session';

export const HELD_BATCH_ACCOUNT = { account: 'org_northwind', bankAccount: 'ba_northwind_ops' };

/**
 * Ada's bulk payment 'Quarterly rents' of 2 × 12,000.00 GBP to the first two GBP payees: held by the seed's
 * rule (20,000.00 GBP or more, 1 approval). Grace (2FA) is signed in afterwards; her view of it is returned.
 */
export async function heldBatch(bank: { clock: { set: (ms: number) => void } }) {
  const OPS = HELD_BATCH_ACCOUNT;
  bank.clock.set(wednesdayMorningAfter(Date.now()));
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
  return { summary, payees: payees.data.slice(0, 2) };
}
