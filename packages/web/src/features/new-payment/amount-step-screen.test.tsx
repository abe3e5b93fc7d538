import { unwrap } from '@portal/api-types';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../config/api-client';
import { fromMinorUnits, toMinorUnits } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { AmountStepScreen } from './amount-step-screen';
import { useNewPaymentStore } from './model/new-payment-store';
import { startSwiftYenDraft } from './testing/swift-payee-draft';

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

describe('amount step: the fee counts against the balance', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    // A SWIFT payee in yen: the bank's tariff charges 1500 JPY (getPaymentFee tells the screen).
    await startSwiftYenDraft('FEE-TEST');
  });

  it('refuses the whole available balance (no room for the fee) and accepts it less the fee', async () => {
    const available = await availableJpy();
    const { user } = renderScreen(<AmountStepScreen />);
    await screen.findByText(/^Available balance: /, {}, SLOW);
    // The fee is the bank's answer, shown before an amount is typed.
    await screen.findByText('Up to the available balance less the fee of 1,500 JPY.', {}, SLOW);
    const amount = screen.getByRole('textbox', { name: /^Amount/ });

    await user.type(amount, available);
    // Grouped as typed, the currency once (the field's suffix), no decimals for yen.
    expect(amount).toHaveValue(formatAmount(available, 'JPY'));
    expect(screen.getAllByText('JPY', { exact: true })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/^With the fee of 1,500 JPY, the total of .* exceeds the available balance of/),
    ).toBeInTheDocument();
    expect(useNewPaymentStore.getState().draft.amount).toBe('');

    const fits = fromMinorUnits(toMinorUnits(available, 'JPY') - 1500n, 'JPY');
    await user.clear(amount);
    await user.type(amount, fits);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The store keeps the plain decimal string, without the commas shown.
    await waitFor(() => expect(useNewPaymentStore.getState().draft.amount).toBe(fits));
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
    const { user } = renderScreen(<AmountStepScreen />);
    await screen.findByText(/^Available balance: /, {}, SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled(), SLOW);
    // 100 yen below the balance: fits with the fee known so far (0), not with 1 % of it.
    const amount = fromMinorUnits(toMinorUnits(available, 'JPY') - 100n, 'JPY');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), amount);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const fee = String((BigInt(amount) + 99n) / 100n);
    const money = (value: string) => formatAmount(value, 'JPY', { withCode: true });
    const total = String(BigInt(amount) + BigInt(fee));
    expect(
      await screen.findByText(
        `With the fee of ${money(fee)}, the total of ${money(total)} exceeds the available balance of ${money(available)}.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(asked).toContain(amount);
    expect(useNewPaymentStore.getState().draft.amount).toBe('');
  });
});
