import { Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/ui/empty-state';
import { TabBar } from '../../components/ui/tab-bar';
import { paths } from '../../config/paths';
import { useBalancesPending } from '../../domains/accounts/balances';
import { TwoFactorNudge } from '../../domains/security/two-factor-nudge';
import { useCurrentOrganization } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { usePartsAfterFirstRender } from '../../lib/use-after-first-render';
import { useUrlTab } from '../../lib/use-url-tab';
import { BankAccountBalances } from './bank-account-balances';
import { HistoryCard, PaymentsCard } from './below-the-fold-cards';
import { TotalBalanceCard } from './total-balance-card';

export type DashboardTab = 'overview' | 'transactions';

// The screen renders again as each of its parts appears (below); the parts already shown keep their render.
const TotalCard = memo(TotalBalanceCard);
const BankAccountCard = memo(BankAccountBalances);
const SecurityNudge = memo(TwoFactorNudge);

/** The link to the dashboard's transactions view (filters are added by that view). */
export const TRANSACTIONS_TAB_HREF = `${paths.app.dashboard.getHref()}?tab=transactions`;

export interface DashboardScreenProps {
  /** The latest transactions block of the overview (composed by the app from the transactions feature). */
  latestTransactions?: ReactNode;
  /** The full transactions view, shown in its own tab. */
  transactions?: ReactNode;
  /** Actions on the accounts' balances (the balance confirmation letter, composed in by the app). */
  balanceActions?: ReactNode;
}

function QuickActions() {
  const { t } = useLingui();
  return (
    <HStack gap="2" wrap="wrap" aria-label={t`Quick actions`} role="group">
      <PermissionButton permission="payments.create" to={paths.app.newPayment.root.getHref()}>
        <Trans>New payment</Trans>
      </PermissionButton>
      <PermissionButton permission="fx.trade" variant="outline" to={paths.app.newFxTrade.getHref()}>
        <Trans>New FX trade</Trans>
      </PermissionButton>
    </HStack>
  );
}

/**
 * The dashboard of the selected organization account: balances per bank account, a total in a chosen
 * base currency, the balance history, the latest transactions and the payments in progress; and the transactions view
 * in a second tab (kept in the URL: `?tab=transactions` plus its filters).
 */
export function DashboardScreen({ latestTransactions, transactions, balanceActions }: DashboardScreenProps) {
  const { t } = useLingui();
  const account = useCurrentOrganization();
  const [search, setSearch] = useSearchParams();
  const tab: DashboardTab =
    transactions && search.get('tab') === 'transactions' ? 'transactions' : 'overview';

  const { mountKey, chosen } = useUrlTab(tab);

  // The total first (the phone's largest paint) with the frame; then, one part per task, each bank account's card
  // (its balances, then its foot: about 25 elements each), the history with the security nudge, and the latest
  // lists. Each part goes below the ones shown, so nothing on screen moves. They start once the balances are in
  // (remembered or answered), so they mount with their figures instead of all rendering again in the one task that
  // brings the figures.
  const bankAccounts = account?.bank_accounts ?? [];
  const balancesPending = useBalancesPending(
    account?.ref ?? '',
    bankAccounts.map((bankAccount) => bankAccount.ref),
  );
  const cardParts = bankAccounts.length * 2;
  const shownParts = usePartsAfterFirstRender(cardParts + 2, !balancesPending);
  const historyShown = shownParts > cardParts;
  const latestShown = shownParts > cardParts + 1;
  const overview = account ? (
    <Stack gap="4" pt="4">
      <TotalCard account={account} />
      {balanceActions ? (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" pt="2">
          <Heading as="h2" size="md">
            <Trans>Accounts</Trans>
          </Heading>
          <HStack gap="3" wrap="wrap">
            <Link asChild color="brand.ink" fontWeight="medium" fontSize="sm">
              <RouterLink to={paths.app.statements.getHref()}>
                <Trans>Statements</Trans>
              </RouterLink>
            </Link>
            {balanceActions}
          </HStack>
        </Flex>
      ) : null}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        {bankAccounts.slice(0, Math.ceil(shownParts / 2)).map((bankAccount, index) => (
          <BankAccountCard
            key={bankAccount.ref}
            accountRef={account.ref}
            bankAccount={bankAccount}
            withFoot={shownParts > index * 2 + 1}
          />
        ))}
      </SimpleGrid>
      {historyShown ? (
        <>
          <SecurityNudge where="account" />
          <HistoryCard account={account} />
        </>
      ) : null}
      {latestShown ? (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {latestTransactions}
          <PaymentsCard account={account} />
        </SimpleGrid>
      ) : null}
    </Stack>
  ) : (
    <EmptyState
      text={t`No organization account`}
      description={t`Your user is not a member of any organization account yet.`}
    />
  );

  return (
    <Stack gap="4">
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>Dashboard</Trans>
          </Heading>
          <Text color="fg.muted" data-testid="dashboard-account-name">
            {account ? account.name : t`No organization account selected.`}
          </Text>
        </Stack>
        <QuickActions />
      </Flex>
      {transactions && account ? (
        <TabBar
          key={mountKey}
          aria-label={t`Dashboard views`}
          initialKey={tab}
          onChange={(key) => {
            chosen(key as DashboardTab);
            setSearch(key === 'transactions' ? { tab: 'transactions' } : {});
          }}
          tabs={[
            { key: 'overview', label: t`Overview`, content: overview },
            { key: 'transactions', label: t`Transactions`, content: <Stack pt="4">{transactions}</Stack> },
          ]}
        />
      ) : (
        overview
      )}
    </Stack>
  );
}
