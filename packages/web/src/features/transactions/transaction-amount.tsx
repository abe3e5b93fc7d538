import { Text } from '@chakra-ui/react';
import { formatAmount } from '../../lib/format-amount';
import type { Transaction } from './transaction-filters';

/** '+1,250.00 GBP' in green for credits, '-1,250.00 GBP' for debits (the sign is text, not only colour). */
export function TransactionAmount({ transaction }: { transaction: Transaction }) {
  const credit = transaction.direction === 'credit';
  return (
    <Text as="span" fontWeight="medium" color={credit ? 'green.fg' : 'fg'} whiteSpace="nowrap">
      {credit ? '+' : '-'}
      {formatAmount(transaction.amount, transaction.currency, { withCode: true })}
    </Text>
  );
}
