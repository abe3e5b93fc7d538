import { Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { summarizeApprovalRule } from '../../domains/payments/approval-rule-summary';
import { PayeeVerificationNote } from '../../domains/recipients/payee-verification/payee-verification-note';
import { formatAmount } from '../../lib/format-amount';
import type { ApprovalRequest } from './api/approval-requests';
import { ApprovalProgressLines, ApprovalProgressPill, DecisionButtons } from './approval-card-parts';
import { waitingText } from './model/approval-request-text';

export interface ApprovalRequestCardProps {
  request: ApprovalRequest;
  bankAccountName?: string;
  selected: boolean;
  /** A challenge is being asked for this payment. */
  preparing: boolean;
  disabled: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
}

/** One payment awaiting approval: who pays whom how much, since when, under which rule, and what is left. */
export function ApprovalRequestCard(props: ApprovalRequestCardProps) {
  const { request, bankAccountName, selected, preparing, disabled, onSelect, onApprove, onReject } = props;
  const { payment, maker, rule } = request;
  const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
  const approval = payment.approval;
  const { t } = useLingui();
  const reason = request.can_approve ? null : (request.reason ?? t`You cannot approve this payment.`);
  const name = payment.recipient_name;
  const title = t`${amount} to ${name}`;
  const reference = payment.reference;
  const ref = payment.ref;
  const makerName = maker.name;
  const waiting = waitingText(payment.created_at);
  return (
    <Card.Root as="li" variant="outline" data-testid="approval-request" data-payment={payment.ref}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack align="flex-start" gap="3">
          {request.can_approve ? (
            <Checkbox.Root
              checked={selected}
              onCheckedChange={(d) => onSelect(d.checked === true)}
              colorPalette="brand"
              mt="1"
            >
              <Checkbox.HiddenInput aria-label={t`Select ${title}`} />
              <Checkbox.Control />
            </Checkbox.Root>
          ) : null}
          <Stack gap="1" minW="0" flex="1">
            <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word">
              {title}
            </Text>
            <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
              {bankAccountName
                ? t`Ref ${reference} · ${ref} · from ${bankAccountName}`
                : t`Ref ${reference} · ${ref}`}
            </Text>
          </Stack>
          {approval ? <ApprovalProgressPill approval={approval} /> : null}
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>{t`Made by ${makerName}, ${waiting}`}</Text>
          <Text color="fg.muted">{`${summarizeApprovalRule(rule, () => bankAccountName)}.`}</Text>
          {approval ? <ApprovalProgressLines approval={approval} /> : null}
          {payment.payee_verification ? (
            <PayeeVerificationNote verification={payment.payee_verification} compact />
          ) : null}
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
