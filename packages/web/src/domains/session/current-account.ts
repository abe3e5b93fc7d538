import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type SessionState, useSessionStore } from './session-store';
import type { BankAccount, OrganizationAccount } from './session-types';

// One empty list, so a selector answers the same value until an organization account is loaded.
const NO_ORGANIZATION_ACCOUNTS: OrganizationAccount[] = [];
const NO_BANK_ACCOUNTS: BankAccount[] = [];

/** The selected organization account in a session state (undefined before the user is loaded). */
export function selectCurrentOrganization(
  state: Pick<SessionState, 'userData' | 'currentAccountRef'>,
): OrganizationAccount | undefined {
  return state.userData.organization_accounts?.find((account) => account.ref === state.currentAccountRef);
}

/** The ref of the selected organization account ('' before the user is loaded). */
export function useCurrentAccountRef(): string {
  return useSessionStore((state) => state.currentAccountRef);
}

/** Every organization account of the signed-in user. */
export function useOrganizationAccounts(): OrganizationAccount[] {
  return useSessionStore((state) => state.userData.organization_accounts ?? NO_ORGANIZATION_ACCOUNTS);
}

/** The selected organization account (undefined before the user is loaded). */
export function useCurrentOrganization(): OrganizationAccount | undefined {
  return useSessionStore(selectCurrentOrganization);
}

/** The bank accounts of the selected organization account (none before the user is loaded). */
export function useCurrentBankAccounts(): BankAccount[] {
  return useSessionStore((state) => selectCurrentOrganization(state)?.bank_accounts ?? NO_BANK_ACCOUNTS);
}

/**
 * Switches the organization account: saved and published (currencies re-derived), and every query fetched
 * again, since what the screens show belongs to the account.
 */
export function useSwitchAccount(): (accountRef: string) => void {
  const queryClient = useQueryClient();
  const selectAccount = useSessionStore((state) => state.selectAccount);
  return useCallback(
    (accountRef: string) => {
      selectAccount(accountRef);
      void queryClient.invalidateQueries();
    },
    [selectAccount, queryClient],
  );
}
