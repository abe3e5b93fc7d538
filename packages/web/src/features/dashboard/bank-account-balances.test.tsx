import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../domains/session/session-store';
import { mockControl, renderScreen, serveMockBank } from '../../testing/mock-bank-session';
import { BankAccountBalances } from './bank-account-balances';

serveMockBank();

function operatingAccount() {
  const account = useSessionStore
    .getState()
    .userData.organization_accounts?.find((candidate) => candidate.ref === 'org_northwind');
  const bankAccount = account?.bank_accounts.find((b) => b.ref === 'ba_northwind_ops');
  if (!bankAccount) throw new Error('Ada has no Northwind operating account');
  return bankAccount;
}

describe('BankAccountBalances against the mock bank', () => {
  it("says when the balances could not be loaded, and 'Try again' loads them", async () => {
    await mockControl('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'GET',
        path: '/accounts/org_northwind/bank-accounts/ba_northwind_ops/balances',
        status: 500,
        count: 1,
      }),
    });
    const { user } = renderScreen(
      <BankAccountBalances accountRef="org_northwind" bankAccount={operatingAccount()} />,
    );
    expect(await screen.findByText('The balances could not be loaded.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Balances of /)).toBeInTheDocument();
    expect(screen.queryByText('The balances could not be loaded.')).not.toBeInTheDocument();
  });
});
