import { Box, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { CurrencyFlag } from '../../components/ui/currency-flag/currency-flag';
import { SelectField } from '../../components/ui/select-field';
import { useBalancesQueries } from '../../domains/accounts/balances';
import type { OrganizationAccount } from '../../domains/session/session-types';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import { useIndicativeFxRatesQuery } from './api/get-indicative-fx-rates';
import { accountCurrencies, baseCurrencyOptions, useBaseCurrency } from './base-currency';
import { totalInBase } from './total-in-base';

export interface TotalBalanceCardProps {
  account: OrganizationAccount;
}

/** The available balances of every bank account, converted to one base currency at indicative rates. */
export function TotalBalanceCard({ account }: TotalBalanceCardProps) {
  const { t } = useLingui();
  const currencies = accountCurrencies(account);
  const [base, setBase] = useBaseCurrency(currencies[0] ?? 'GBP');
  const balances = useBalancesQueries(
    account.ref,
    account.bank_accounts.map((b) => b.ref),
  );
  const rates = useIndicativeFxRatesQuery(base);
  const error = balances.error ?? rates.error;
  const result =
    !balances.isPending && rates.data
      ? totalInBase(
          balances.balances.map((b) => ({ amount: b.available, currency: b.currency })),
          base,
          rates.data.rates,
        )
      : null;

  // While the rates load, the note says now: its placeholder then wraps like the real one (below).
  const asOf = formatDateTime(rates.data?.as_of ?? new Date());
  const note = t`Indicative: converted at mid-market rates as of ${asOf}. Not a quote; actual FX trades use live rates.`;
  const missing = result?.missing.join(', ') ?? '';
  return (
    <Box as="section" aria-labelledby="total-heading" borderWidth="1px" borderRadius="md" p="4">
      <Flex gap="4" wrap="wrap" justify="space-between" align="start">
        <Stack gap="1" flex="1" minW="240px">
          <Heading as="h2" size="md" id="total-heading">
            <Trans>Total available</Trans>
          </Heading>
          {error ? (
            <Text color="danger.ink" role="alert">
              {t`The total could not be computed.`} {getErrorText(error)}
            </Text>
          ) : result ? (
            <>
              <Text fontSize="2xl" fontWeight="bold" data-testid="total-in-base" aria-live="polite">
                ≈ {formatAmount(result.total, base, { withCode: true })}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {note}
              </Text>
              {result.missing.length > 0 ? (
                <Text fontSize="xs" color="fg.muted">
                  {t`No rate for ${missing}; left out of the total.`}
                </Text>
              ) : null}
            </>
          ) : (
            // The same two lines, hidden under the skeleton: they hold the total's place, so the cards below do not
            // move when it arrives (a first visit's layout shift).
            <Skeleton>
              <Stack gap="1">
                <Text fontSize="2xl" fontWeight="bold">
                  ≈ {formatAmount('0', base, { withCode: true })}
                </Text>
                <Text fontSize="xs">{note}</Text>
              </Stack>
            </Skeleton>
          )}
        </Stack>
        <Box w={{ base: 'full', sm: '200px' }}>
          <SelectField
            label={t`Base currency`}
            size="small"
            options={baseCurrencyOptions(currencies).map((code) => ({ label: code, value: code }))}
            value={base}
            onChange={(code) => code && setBase(code)}
            formatOptionLabel={(option) => (
              <HStack gap="2">
                <CurrencyFlag currency={option.value} size={18} decorative />
                <span>{option.label}</span>
              </HStack>
            )}
          />
        </Box>
      </Flex>
    </Box>
  );
}
