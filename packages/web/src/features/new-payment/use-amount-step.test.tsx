import { unwrap } from '@portal/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { fromMinorUnits, toMinorUnits } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';
import { createTestQueryClient, serveMockBank } from '../../testing/mock-bank-session';
import { useNewPaymentStore } from './model/new-payment-store';
import { startSwiftYenDraft } from './testing/swift-payee-draft';
import { useAmountStep } from './use-amount-step';

const { server } = serveMockBank();
const SLOW = { timeout: 10_000 };

async function availableJpy(): Promise<string> {
  const balances = await unwrap(
    apiClient.GET('/accounts/{account}/bank-accounts/{bankAccount}/balances', {
      params: { path: { account: 'org_northwind', bankAccount: 'ba_northwind_treasury' } },
    }),
  );
  const jpy = balances.data.find((b) => b.currency === 'JPY');
  if (!jpy) throw new Error('the treasury account holds no JPY');
  return jpy.available;
}

function renderAmountStep() {
  const onSaved = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(() => useAmountStep(onSaved), { wrapper });
  return { ...rendered, onSaved };
}

type Step = ReturnType<typeof renderAmountStep>['result'];

/** Types an amount and presses Continue. */
async function submitAmount(result: Step, amount: string) {
  act(() => result.current.form.setValue('amount', amount));
  await act(() => result.current.submit());
}

// Read from the form's state directly: the hook alone does not subscribe to formState (the screen does).
const amountError = (result: Step) => result.current.form.getFieldState('amount').error?.message;

describe('useAmountStep: the fee counts against the balance', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    // A SWIFT payee in yen: the bank's tariff charges 1500 JPY (getPaymentFee tells the step).
    await startSwiftYenDraft('FEE-TEST');
  });

  it('pays from the treasury account (the one holding yen), refuses the whole balance and saves it less the fee', async () => {
    const available = await availableJpy();
    const { result, onSaved } = renderAmountStep();
    expect(result.current.bankAccounts.map((b) => b.ref)).toEqual(['ba_northwind_treasury']);
    await waitFor(() => expect(result.current.balance?.available).toBe(available), SLOW);
    await waitFor(() => expect(result.current.fee).toBe('1500'), SLOW);

    await submitAmount(result, available);
    expect(amountError(result)).toMatch(
      /^With the fee of 1,500 JPY, the total of .* exceeds the available balance of/,
    );
    expect(useNewPaymentStore.getState().draft.amount).toBe('');
    expect(onSaved).not.toHaveBeenCalled();

    const fits = fromMinorUnits(toMinorUnits(available, 'JPY') - 1500n, 'JPY');
    await submitAmount(result, fits);
    expect(useNewPaymentStore.getState().draft).toMatchObject({
      bankAccountRef: 'ba_northwind_treasury',
      currency: 'JPY',
      amount: fits,
      executionDate: null,
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('with a tariff that depends on the amount, asks the bank for the typed amount’s fee before going on', async () => {
    // A bank charging 1 % (rounded up to the yen): without an amount it cannot name the fee.
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/payments/fee', ({ request }) => {
        const amount = new URL(request.url).searchParams.get('amount');
        asked.push(amount);
        const fee = amount ? String((BigInt(amount) + 99n) / 100n) : '0';
        const total = amount ? String(BigInt(amount) + BigInt(fee)) : null;
        return HttpResponse.json({
          data: { scheme: 'swift', fee, fee_currency: 'JPY', depends_on_amount: true, amount, total },
        });
      }),
    );
    const available = await availableJpy();
    const { result, onSaved } = renderAmountStep();
    await waitFor(() => expect(result.current.balance).toBeDefined(), SLOW);
    await waitFor(() => expect(result.current.fee).toBe('0'), SLOW);
    // 100 yen below the balance: fits with the fee known so far (0), not with 1 % of it.
    const amount = fromMinorUnits(toMinorUnits(available, 'JPY') - 100n, 'JPY');
    await submitAmount(result, amount);
    const fee = String((BigInt(amount) + 99n) / 100n);
    const money = (value: string) => formatAmount(value, 'JPY', { withCode: true });
    const total = String(BigInt(amount) + BigInt(fee));
    await waitFor(() =>
      expect(amountError(result)).toBe(
        `With the fee of ${money(fee)}, the total of ${money(total)} exceeds the available balance of ${money(available)}.`,
      ),
    );
    expect(asked).toContain(amount);
    expect(useNewPaymentStore.getState().draft.amount).toBe('');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
