import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../domains/session/session-store';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { useNewPaymentStore } from './model/new-payment-store';
import { NOTHING_TO_REPEAT_TEXT, useRepeatPayment } from './use-repeat-payment';

const { bank } = serveMockBank();

function renderRepeat(url: string) {
  const landed: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={paths.app.newPayment.repeat.path} element={children} />
          <Route path={paths.app.newPayment.amount.path} element={<Landed into={landed} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { landed, ...renderHook(() => useRepeatPayment(), { wrapper }) };
}

function Landed({ into }: { into: string[] }) {
  into.push('amount');
  return null;
}

describe('repeating a payment, against the mock bank (rule PAY-17)', () => {
  beforeEach(() => {
    const session = useSessionStore.getState();
    useNewPaymentStore.getState().claim(`${session.userRef}|${session.currentAccountRef}`);
    useNewPaymentStore.getState().setReason({ reasonCode: 'OLD', reference: 'left over' });
  });

  it('fills a new draft with its recipient, reason, reference, account, currency and amount, then opens the amount step', async () => {
    const done = [...bank.store.payments.values()].find(
      (p) => p.orgRef === 'org_northwind' && p.status === 'completed' && p.currency === 'GBP',
    );
    if (!done) throw new Error('no completed GBP payment in the seed');
    const { landed } = renderRepeat(paths.app.newPayment.repeat.getHref(done.ref, done.bankAccountRef));
    await waitFor(() => expect(landed).toContain('amount'), { timeout: 10_000 });
    expect(useNewPaymentStore.getState().draft).toMatchObject({
      recipientRef: done.recipientRef,
      reasonCode: done.reasonCode,
      reference: done.reference,
      bankAccountRef: done.bankAccountRef,
      currency: 'GBP',
      executionDate: null,
    });
    expect(useNewPaymentStore.getState().draft.amount).toMatch(/^\d+\.\d{2}$/);
    expect(useNewPaymentStore.getState().submitted).toBeNull();
  });

  it('says why when there is nothing to repeat, or the bank does not know the payment', async () => {
    expect(renderRepeat(paths.app.newPayment.repeat.path).result.current.error).toBe(
      i18n._(NOTHING_TO_REPEAT_TEXT),
    );
    const { result } = renderRepeat(paths.app.newPayment.repeat.getHref('pay_unknown', 'ba_northwind_ops'));
    await waitFor(() => expect(result.current.error).toBeTruthy(), { timeout: 10_000 });
    expect(useNewPaymentStore.getState().draft.reference).toBe('left over');
  });
});
