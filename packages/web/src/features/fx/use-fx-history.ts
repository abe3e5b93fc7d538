import { useQuery } from '@tanstack/react-query';
import type { OptionItem } from '../../components/ui/option-item';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { usePermission } from '../../domains/session/use-permission';
import { allMembersQueryOptions, type Member, memberOption } from '../../domains/team/organization-members';
import { useListState } from '../../lib/use-list-state';
import { type FxTrade, useFxTradesQuery } from './api/fx-trades';
import { FX_HISTORY_LIST } from './fx-history-filters';
import { traderText } from './fx-trade-details';

/**
 * The "Traded by" choices: the organization's members when the user may list them (team.manage), and anyone
 * who traded on the page shown or is chosen in the link (a former member's trades stay in the history).
 */
export function traderOptionsOf(
  members: readonly Member[],
  trades: readonly FxTrade[],
  chosen: string | undefined,
): OptionItem[] {
  const options = new Map<string, string>();
  for (const { value, label } of members.map(memberOption)) options.set(value, label);
  for (const trade of trades)
    if (!options.has(trade.traded_by.user_ref)) options.set(trade.traded_by.user_ref, traderText(trade));
  if (chosen && !options.has(chosen)) options.set(chosen, chosen);
  return [...options].map(([value, label]) => ({ value, label }));
}

/**
 * The FX history screen's state (rules FX-10 and FX-11): filters and page in the URL, the bank's page of trades
 * newest first, and the choices of each filter (the organization's bank accounts and their currencies, the
 * members who may have traded).
 */
export function useFxHistory() {
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const list = useListState(FX_HISTORY_LIST, {
    // A bank account of another organization (an old link) means all of this one's.
    resolve: (read) => ({
      ...read,
      bank_account: bankAccounts.find((b) => b.ref === read.bank_account)?.ref,
    }),
  });
  const { params, filters } = list;
  const bankAccount = bankAccounts.find((b) => b.ref === filters.bank_account);
  const query = useFxTradesQuery(account, params);
  const mayListMembers = usePermission('team.manage').allowed;
  const members = useQuery(allMembersQueryOptions(account, mayListMembers));
  const trades = query.data?.data ?? [];

  const currencies = [
    ...new Set((bankAccount ? [bankAccount] : bankAccounts).flatMap((b) => b.currencies.map((c) => c.code))),
  ];

  return {
    account,
    params,
    filters,
    activeFilterCount: list.activeCount,
    paging: list.paging,
    query,
    trades,
    total: query.data?.meta.total ?? 0,
    bankAccounts,
    bankAccountName: (ref: string) => bankAccounts.find((b) => b.ref === ref)?.name ?? ref,
    currencyOptions: currencies.map((c) => ({ label: c, value: c })),
    traderOptions: traderOptionsOf(members.data ?? [], trades, filters.traded_by),
    membersLoading: members.isFetching,
    update: list.update,
    clearFilters: list.clear,
  };
}
