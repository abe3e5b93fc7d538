import { balancesQueryOptions } from '../lib/api/balances';
import { selectCurrentOrganization } from '../lib/session/current-account';
import { useSessionStore } from '../lib/session/session-store';
import { queryClient } from './query-client';

/** Starts loading the balances of every bank account of the selected organization (the dashboard's first data). */
export function prefetchHomeBalances(): void {
  const state = useSessionStore.getState();
  const organization = selectCurrentOrganization(state);
  for (const bankAccount of organization?.bank_accounts ?? [])
    void queryClient.prefetchQuery(balancesQueryOptions(state.currentAccountRef, bankAccount.ref));
}
