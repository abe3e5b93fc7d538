import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { usePaymentBatchQuery } from '../../domains/payments/payment-batches';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { formatAmount } from '../../lib/format-amount';

/** Tall enough for about six payees; the rest scroll inside the dialog. */
const LIST_MAX_HEIGHT = '240px';

/**
 * Who a bulk payment pays, row by row (payee and amount), so an approver sees what the code signs, not only
 * its count and total. The list scrolls; placeholder rows while it loads, the error with Try again.
 */
export function BatchPayeeList({ batchRef }: { batchRef: string }) {
  const { t } = useLingui();
  const account = useCurrentAccountRef();
  const query = usePaymentBatchQuery(account, batchRef);
  if (query.isError)
    return (
      <LoadErrorBanner
        title={t`The payees could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const rows = query.data?.rows;
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      maxH={LIST_MAX_HEIGHT}
      overflowY="auto"
      tabIndex={0}
      aria-label={t`Payees of this bulk payment`}
      aria-busy={rows === undefined}
    >
      <chakra.ul listStyleType="none" m="0" p="0">
        {rows === undefined
          ? [0, 1, 2].map((i) => (
              <chakra.li key={i} px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Box h="4" w={`${60 - i * 10}%`} bg="bg.muted" borderRadius="sm" />
              </chakra.li>
            ))
          : rows.map((row) => (
              <chakra.li
                key={row.index}
                px="3"
                py="2"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <HStack justify="space-between" gap="3" align="baseline">
                  <Text minW="0" wordBreak="break-word">
                    {row.recipient_name}
                  </Text>
                  <Text fontWeight="medium" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {formatAmount(row.amount, row.currency, { withCode: true })}
                  </Text>
                </HStack>
              </chakra.li>
            ))}
      </chakra.ul>
    </Box>
  );
}
