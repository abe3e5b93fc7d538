import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceKeys, resourceKeys } from '../domains/query-keys';
import { selectCurrentOrganization } from '../domains/session/current-account';
import { useSessionStore } from '../domains/session/session-store';
import { signIn } from '../features/auth/sign-in';
import { SEED_PASSWORD, serveMockBank } from '../testing/mock-bank-session';
import { queryClient } from './query-client';
import { signedInHomePreload } from './signed-in-home-preload';

describe('the signed-in home preload', () => {
  serveMockBank({ signIn: false });
  afterEach(() => queryClient.clear());

  it('fetches the balances of every bank account of the selected organization as the session starts', async () => {
    await signIn(
      { email: 'ada@northwind.test', password: SEED_PASSWORD, keepSignedIn: false },
      signedInHomePreload.data,
    );
    const state = useSessionStore.getState();
    const bankAccounts = selectCurrentOrganization(state)?.bank_accounts ?? [];
    expect(bankAccounts.length).toBeGreaterThan(0);
    // Nothing renders the dashboard here: the cache fills from the sign-in alone.
    for (const bankAccount of bankAccounts)
      await waitFor(() =>
        expect(
          queryClient.getQueryState(balanceKeys.list(state.currentAccountRef, bankAccount.ref))?.status,
        ).toBe('success'),
      );
    // And the rates of the total's base currency (the account's first currency: nothing stored).
    await waitFor(() =>
      expect(queryClient.getQueryState(resourceKeys.fxRates('GBP'))?.status).toBe('success'),
    );
  });
});
