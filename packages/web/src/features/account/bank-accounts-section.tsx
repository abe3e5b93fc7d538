import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountHolderLines } from '../../domains/accounts/account-details';
import { AccountDetailsList } from '../../domains/accounts/account-details/account-details-list';
import { DetailGrid, DetailItem } from '../../domains/accounts/account-details/detail-grid';
import { ShareAccountDetails } from '../../domains/accounts/account-details/share-account-details';
import { useOrganizationAccounts } from '../../domains/session/current-account';
import type { BankAccount } from '../../domains/session/session-types';
import { AccountSection } from './account-section';
import { Identifier } from './identifier';

/** One bank account: holder and bank, every currency's details to pay in, then the portal's internal ID. */
function BankAccountCard({
  bankAccount,
  organizationName,
}: {
  bankAccount: BankAccount;
  organizationName: string;
}) {
  const { t } = useLingui();
  const headingId = `account-details-${bankAccount.ref}`;
  const name = bankAccount.name;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="bank-account-details"
    >
      <Flex justify="space-between" align="start" gap="3" mb="3" wrap="wrap">
        <Stack gap="0">
          <Heading as="h3" size="md" id={headingId}>
            {bankAccount.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {organizationName}
          </Text>
        </Stack>
        <ShareAccountDetails bankAccount={bankAccount} />
      </Flex>
      <Stack gap="4">
        <DetailGrid>
          {accountHolderLines(bankAccount).map(([label, value]) => (
            <DetailItem key={label} label={label}>
              {value}
            </DetailItem>
          ))}
        </DetailGrid>
        <AccountDetailsList bankAccount={bankAccount} />
        <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
          <Text>
            <Trans>Account ID</Trans>
          </Text>
          <Identifier value={bankAccount.ref} label={t`${name} ID`} />
        </HStack>
      </Stack>
    </Box>
  );
}

/** The bank accounts of every organization the user belongs to, with the details payers need. */
export function BankAccountsSection() {
  const organizations = useOrganizationAccounts();
  const accounts = organizations.flatMap((organization) =>
    organization.bank_accounts.map((bankAccount) => ({ bankAccount, organizationName: organization.name })),
  );
  const { t } = useLingui();
  if (accounts.length === 0) return null;
  return (
    <AccountSection id="bank-accounts-heading" title={t`Bank accounts`}>
      <Stack gap="4">
        {accounts.map(({ bankAccount, organizationName }) => (
          <BankAccountCard
            key={bankAccount.ref}
            bankAccount={bankAccount}
            organizationName={organizationName}
          />
        ))}
      </Stack>
    </AccountSection>
  );
}
