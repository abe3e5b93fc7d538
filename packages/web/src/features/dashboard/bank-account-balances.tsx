import { Box, Collapsible, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useNarrowScreen } from '../../components/ui/data-table/use-narrow-screen';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { RefreshFailedNote } from '../../components/ui/refresh-failed-note';
import { SupportReference } from '../../components/ui/support-reference';
import { ShareAccountDetails } from '../../domains/accounts/account-details/share-account-details';
import { useBalancesQuery } from '../../domains/accounts/balances';
import type { BankAccount } from '../../domains/session/session-types';
import { toastDeferredLoadFailure } from '../../lib/deferred-load-failure';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { formatNumber } from '../../lib/format-number';
import { useBankAccountPaymentCountQuery } from './api/list-payments';
import { BalancesTable } from './balances-table';

export interface BankAccountBalancesProps {
  accountRef: string;
  bankAccount: BankAccount;
}

export interface BankAccountCardProps extends BankAccountBalancesProps {
  /**
   * Whether the card shows its foot (the details disclosure and the payment count) yet: a screen drawing many cards
   * adds it in a task of its own, after the balances. Shown by default.
   */
  withFoot?: boolean;
}

/** The details list (with the IBAN tools that format it) comes when the browser is idle, or when opened. */
const accountDetailsListModule = deferredModule(
  () => import('../../domains/accounts/account-details/account-details-list'),
);

/**
 * The account's details (what payers use, each copyable) and the portal's reference, one click away: the card
 * leads with money.
 */
function AccountDetailsDisclosure({ bankAccount }: { bankAccount: BankAccount }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const details = useDeferredModule(accountDetailsListModule, open, toastDeferredLoadFailure);
  return (
    // Mounted only while open: closed, the details (about 60 elements per card, with their copy buttons) would
    // be more than half of the card's first render.
    <Collapsible.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      mt="3"
      lazyMount
      unmountOnExit
    >
      <Collapsible.Trigger asChild>
        <Button variant="text" size="small">
          {open ? t`Hide account details` : t`Account details`}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="2" pt="2">
          {details ? (
            <details.AccountDetailsList bankAccount={bankAccount} primary />
          ) : (
            <Skeleton height="16" />
          )}
          <SupportReference value={bankAccount.ref} what={bankAccount.name} />
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The account's balances per currency: loading, failed, empty, or the table (with a note when a refresh failed). */
const BalancesBlock = memo(function BalancesBlock({ accountRef, bankAccount }: BankAccountBalancesProps) {
  const query = useBalancesQuery(accountRef, bankAccount.ref);
  const narrow = useNarrowScreen();
  const { t } = useLingui();
  const name = bankAccount.name;
  if (query.isPending) {
    return (
      <Stack gap="2">
        <Skeleton height="8" />
        <Skeleton height="8" />
        <Skeleton height="8" />
      </Stack>
    );
  }
  if (query.data === undefined) {
    return (
      <LoadErrorBanner
        title={t`The balances could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState text={t`No balances in this account`} minH="120px" />;
  return (
    <Box borderRadius="md" overflow="hidden">
      {query.isError && !query.isFetching ? (
        <RefreshFailedNote error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      <BalancesTable balances={query.data} label={t`Balances of ${name}`} narrow={narrow} />
    </Box>
  );
});

/** How many payments the account has made (the count comes on its own, after the balances). */
function PaymentCountLine({ accountRef, bankAccount }: BankAccountBalancesProps) {
  const paymentCount = useBankAccountPaymentCountQuery(accountRef, bankAccount.ref);
  const { t } = useLingui();
  const paymentTotal = paymentCount.data ?? 0;
  const shownTotal = formatNumber(paymentTotal);
  return (
    <Text color="fg.muted" fontSize="sm" mt="3">
      {paymentCount.data !== undefined
        ? plural(paymentTotal, { one: `${shownTotal} payment`, other: `${shownTotal} payments` })
        : paymentCount.isError
          ? t`Payments unavailable`
          : t`Loading payments...`}
    </Text>
  );
}

/**
 * One bank account: available, current and pending per currency, with the currency's flag, then its details
 * (one click away) and "Share details". Each answer the card waits for is read by the part that shows it, so an
 * answer draws that part again, not the card.
 */
export function BankAccountBalances({ accountRef, bankAccount, withFoot = true }: BankAccountCardProps) {
  const headingId = `bank-account-${bankAccount.ref}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="bank-account-balances"
    >
      <Flex justify="space-between" align="start" gap="2" mb="3" wrap="wrap">
        {/* The holder is the organization named above the cards; the account screen and "Share details" name it. */}
        <Heading as="h3" size="md" id={headingId}>
          {bankAccount.name}
        </Heading>
        <ShareAccountDetails bankAccount={bankAccount} />
      </Flex>
      <BalancesBlock accountRef={accountRef} bankAccount={bankAccount} />
      {withFoot ? (
        <>
          <AccountDetailsDisclosure bankAccount={bankAccount} />
          <PaymentCountLine accountRef={accountRef} bankAccount={bankAccount} />
        </>
      ) : null}
    </Box>
  );
}
