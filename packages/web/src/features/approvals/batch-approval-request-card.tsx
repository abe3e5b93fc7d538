import { Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { components } from '@portal/api-types';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { summarizeApprovalRule } from '../../domains/payments/approval-rule-summary';
import type { ApprovalRule } from '../../domains/payments/approval-rules';
import { batchName } from '../../domains/payments/payment-batches';
import { formatAmount } from '../../lib/format-amount';
import { formatNumber } from '../../lib/format-number';
import { ApprovalProgressLines, ApprovalProgressPill, DecisionButtons } from './approval-card-parts';
import { waitingText } from './model/approval-request-text';

type PaymentBatchSummary = components['schemas']['PaymentBatchSummary'];

export interface BatchApprovalRequestCardProps {
  batch: PaymentBatchSummary;
  rule: ApprovalRule | undefined;
  bankAccountName?: string;
  preparing: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** A bulk payment awaiting approval, as one item: how many payments, totals, maker, rule, what is left. */
export function BatchApprovalRequestCard(props: BatchApprovalRequestCardProps) {
  const { batch, rule, bankAccountName, preparing, disabled, onApprove, onReject } = props;
  const totals = batch.totals.map((t) => formatAmount(t.amount, t.currency, { withCode: true })).join(' + ');
  const count = `${formatNumber(batch.row_count)} ${batch.row_count === 1 ? 'payment' : 'payments'}`;
  const title = `Bulk payment: ${count}, ${totals}`;
  const reason = batch.can_approve
    ? null
    : (batch.cannot_approve_reason ?? 'You cannot approve this bulk payment.');
  const approval = batch.approval;
  return (
    <Card.Root as="li" variant="outline" data-testid="batch-approval-request" data-batch={batch.ref}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack align="flex-start" gap="3">
          <Stack gap="1" minW="0" flex="1">
            <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word">
              {title}
            </Text>
            <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
              {`${batchName(batch)}${bankAccountName ? ` · from ${bankAccountName}` : ''}`}
            </Text>
          </Stack>
          {approval ? <ApprovalProgressPill approval={approval} /> : null}
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>{`Made by ${batch.created_by.name}, ${waitingText(batch.created_at)}`}</Text>
          {rule ? (
            <Text color="fg.muted">{`${summarizeApprovalRule(rule, () => bankAccountName)}; the batch counts as one payment of its total.`}</Text>
          ) : null}
          {approval ? <ApprovalProgressLines approval={approval} /> : null}
          <Link asChild color="brand.ink" fontWeight="medium" alignSelf="start">
            <RouterLink to={paths.app.bulkPaymentDetail.getHref(batch.ref)}>{`See the ${count}`}</RouterLink>
          </Link>
        </Stack>
        <DecisionButtons
          reason={reason}
          title={title}
          preparing={preparing}
          disabled={disabled}
          onApprove={onApprove}
          onReject={onReject}
        />
      </Card.Body>
    </Card.Root>
  );
}
