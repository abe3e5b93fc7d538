import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../stores/session-store';
import {
  fxCutoffWindowQuery,
  indicativeRatesQuery,
  latestNotificationsQuery,
  paymentTimeWindowQuery,
  recentTransactionsQuery,
  recipientsCountQuery,
} from './api/dashboard-queries';
import { BankAccountCard } from './bank-account-card';
import { SummaryTile } from './summary-tile';

/** Placeholder overview until the dashboard issue lands: a little of every area of the selected account. */
export function DashboardScreen() {
  const userData = useSessionStore((state) => state.userData);
  const accountRef = useSessionStore((state) => state.currentAccountRef);
  const account = userData.organization_accounts?.find((candidate) => candidate.ref === accountRef);
  const enabled = accountRef !== '';
  const transactions = useQuery({ ...recentTransactionsQuery(accountRef), enabled });
  const recipients = useQuery({ ...recipientsCountQuery(accountRef), enabled });
  const notifications = useQuery(latestNotificationsQuery());
  const paymentWindow = useQuery(paymentTimeWindowQuery());
  const fxWindow = useQuery(fxCutoffWindowQuery());
  const rates = useQuery(indicativeRatesQuery('GBP'));

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">{account ? account.name : 'No organization account selected.'}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {account?.bank_accounts.map((bankAccount) => (
          <BankAccountCard key={bankAccount.ref} accountRef={accountRef} bankAccount={bankAccount} />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="dl">
        <SummaryTile
          label="Transactions"
          value={transactions.data?.meta.total}
          loading={transactions.isPending}
        />
        <SummaryTile label="Recipients" value={recipients.data?.meta.total} loading={recipients.isPending} />
        <SummaryTile
          label="Notifications"
          value={notifications.data?.meta.total}
          loading={notifications.isPending}
        />
        <SummaryTile
          label="Payment window"
          value={paymentWindow.data?.timezone}
          loading={paymentWindow.isPending}
        />
        <SummaryTile label="FX cut-off" value={fxWindow.data?.timezone} loading={fxWindow.isPending} />
        <SummaryTile label="Rates as of" value={rates.data?.as_of} loading={rates.isPending} />
      </SimpleGrid>
    </Stack>
  );
}
