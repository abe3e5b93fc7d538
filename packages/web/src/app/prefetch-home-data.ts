import { balancesQueryOptions } from '../domains/accounts/balances';
import type { OrganizationAccount } from '../domains/session/session-types';
import { indicativeFxRatesQueryOptions } from '../features/dashboard/api/get-indicative-fx-rates';
import { initialBaseCurrency } from '../features/dashboard/base-currency';
import { queryClient } from './query-client';
import { restoreRememberedData } from './remembered-data';

/**
 * Starts loading the dashboard's first data for `organization`: the balances of every bank account and the
 * indicative rates of the total's base currency (the total's note is the phone's largest paint). The requests
 * leave first; then the user's remembered copy of the same data goes into the cache, so a returning user's
 * dashboard shows the last known figures at once while the answers are on their way.
 */
export async function prefetchHomeData(organization: OrganizationAccount, userRef: string): Promise<void> {
  for (const bankAccount of organization.bank_accounts)
    void queryClient.prefetchQuery(balancesQueryOptions(organization.ref, bankAccount.ref));
  void queryClient.prefetchQuery(indicativeFxRatesQueryOptions(initialBaseCurrency(organization)));
  await restoreRememberedData(userRef);
}
