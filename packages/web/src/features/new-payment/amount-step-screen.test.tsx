import { unwrap } from '@portal/api-types';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../domains/session/api-client';
import { fromMinorUnits, toMinorUnits } from '../../lib/decimal';
import { formatAmount } from '../../lib/format-amount';
import { renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { AmountStepScreen } from './amount-step-screen';
import { useNewPaymentStore } from './model/new-payment-store';
import { startSwiftYenDraft } from './testing/swift-payee-draft';

serveMockBank();
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

describe('amount step screen: the fee counts against the balance (the rules: use-amount-step.test)', {
  timeout: 60_000,
}, () => {
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
});
