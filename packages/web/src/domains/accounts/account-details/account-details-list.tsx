import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { components } from '@portal/api-types';
import { CopyToClipboard } from '../../../components/ui/copy-to-clipboard';
import { accountDetailsGroups } from '../account-details';
import { DetailGrid, DetailItem } from './detail-grid';

type BankAccount = components['schemas']['BankAccount'];

export interface AccountDetailsListProps {
  bankAccount: BankAccount;
  /** One set of details per currency (the local one), for a compact card; else every set. */
  primary?: boolean;
}

/**
 * How to pay into the account, per currency: each identifier as people read it, with a copy button that
 * copies it as a payment form wants it (no spaces or dashes).
 */
export function AccountDetailsList({ bankAccount, primary = false }: AccountDetailsListProps) {
  const groups = accountDetailsGroups(bankAccount, primary);
  return (
    <SimpleGrid columns={{ base: 1, md: primary ? 1 : 2 }} gap="3" data-testid="account-details">
      {groups.map((group) => (
        <Stack key={group.key} gap="1" role="group" aria-label={`${bankAccount.name}: ${group.title}`}>
          <Text fontSize="sm" fontWeight="semibold">
            {group.title}
          </Text>
          <DetailGrid>
            {group.fields.map((field) => (
              <DetailItem key={field.label} label={field.label}>
                <Text as="span" fontFamily="mono" data-identifier={field.copy}>
                  {field.shown}
                </Text>
                <CopyToClipboard
                  text={field.copy}
                  label={`${bankAccount.name} ${group.currency} ${field.label}`}
                  size="xs"
                />
              </DetailItem>
            ))}
          </DetailGrid>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
