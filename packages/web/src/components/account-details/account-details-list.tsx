import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { components } from '@portal/api-types';
import { accountDetailsGroups } from '../../lib/account-details';
import { CopyToClipboard } from '../ui/copy-to-clipboard';

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
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {group.title}
          </Text>
          <Box as="dl">
            {group.fields.map((field) => (
              <HStack key={field.label} gap="2" align="center" wrap="wrap" minH="7">
                <Text as="dt" fontSize="sm" color="fg.muted" minW="10.5rem">
                  {field.label}
                </Text>
                <HStack as="dd" gap="1" align="center">
                  <Text as="span" fontFamily="mono" fontSize="sm" data-identifier={field.copy}>
                    {field.shown}
                  </Text>
                  <CopyToClipboard
                    text={field.copy}
                    label={`${bankAccount.name} ${group.currency} ${field.label}`}
                    size="xs"
                  />
                </HStack>
              </HStack>
            ))}
          </Box>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
