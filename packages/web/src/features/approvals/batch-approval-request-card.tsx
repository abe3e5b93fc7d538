import { Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const totals = batch.totals
    .map((total) => formatAmount(total.amount, total.currency, { withCode: true }))
    .join(' + ');
  const rowCount = batch.row_count;
  const payments = formatNumber(rowCount);
  const title = plural(rowCount, {
    one: `Bulk payment: ${payments} payment, ${totals}`,
    other: `Bulk payment: ${payments} payments, ${totals}`,
  });
  const seeAll = plural(rowCount, {
    one: `See the ${payments} payment`,
    other: `See the ${payments} payments`,
  });
  const name = batchName(batch);
  const makerName = batch.created_by.name;
  const waiting = waitingText(batch.created_at);
  const reason = batch.can_approve
    ? null
    : (batch.cannot_approve_reason ?? t`You cannot approve this bulk payment.`);
  const ruleText = (summary: string) => t`${summary}; the batch counts as one payment of its total.`;
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
              {bankAccountName ? t`${name} · from ${bankAccountName}` : name}
            </Text>
          </Stack>
          {approval ? <ApprovalProgressPill approval={approval} /> : null}
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>{t`Made by ${makerName}, ${waiting}`}</Text>
          {rule ? (
            <Text color="fg.muted">{ruleText(summarizeApprovalRule(rule, () => bankAccountName))}</Text>
          ) : null}
          {approval ? <ApprovalProgressLines approval={approval} /> : null}
          <Link asChild color="brand.ink" fontWeight="medium" alignSelf="start">
            <RouterLink to={paths.app.bulkPaymentDetail.getHref(batch.ref)}>{seeAll}</RouterLink>
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
