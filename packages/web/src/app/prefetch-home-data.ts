import { balancesQueryOptions } from '../domains/accounts/balances';
import type { OrganizationAccount } from '../domains/session/session-types';
import { indicativeFxRatesQueryOptions } from '../features/dashboard/api/get-indicative-fx-rates';
import { initialBaseCurrency } from '../features/dashboard/base-currency';
import { queryClient } from './query-client';

/**
 * Starts loading the dashboard's first data for `organization`: the balances of every bank account and the
 * indicative rates of the total's base currency (the total's note is the phone's largest paint).
 */
export function prefetchHomeData(organization: OrganizationAccount): void {
  for (const bankAccount of organization.bank_accounts)
    void queryClient.prefetchQuery(balancesQueryOptions(organization.ref, bankAccount.ref));
  void queryClient.prefetchQuery(indicativeFxRatesQueryOptions(initialBaseCurrency(organization)));
}
