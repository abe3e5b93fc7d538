import { Box, Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { PayeeVerificationNote } from '../../components/payee-verification/payee-verification-note';
import { ReasonedButton } from '../../components/reasoned-button';
import { summarizeApprovalRule } from '../../lib/approval-rule-summary';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import type { ApprovalRequest } from './api/approval-requests';
import { progressText, waitingText } from './model/approval-request-text';

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
  const reason = request.can_approve ? null : (request.reason ?? 'You cannot approve this payment.');
  const title = `${amount} to ${payment.recipient_name}`;
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
              <Checkbox.HiddenInput aria-label={`Select ${title}`} />
              <Checkbox.Control />
            </Checkbox.Root>
          ) : null}
          <Stack gap="1" minW="0" flex="1">
            <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word">
              {title}
            </Text>
            <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
              {`Ref ${payment.reference} · ${payment.ref}${bankAccountName ? ` · from ${bankAccountName}` : ''}`}
            </Text>
          </Stack>
          {approval ? (
            <Box
              flexShrink={0}
              fontSize="sm"
              fontWeight="medium"
              px="2"
              py="0.5"
              borderRadius="full"
              bg="orange.subtle"
              color="orange.fg"
            >
              {progressText(approval)}
            </Box>
          ) : null}
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>{`Made by ${maker.name}, ${waitingText(payment.created_at)}`}</Text>
          <Text color="fg.muted">{`${summarizeApprovalRule(rule, () => bankAccountName)}.`}</Text>
          {approval && approval.approvals.length > 0 ? (
            <Text color="fg.muted">
              {`Approved by ${approval.approvals.map((a) => a.approver.name).join(', ')}.`}
            </Text>
          ) : null}
          {approval ? (
            <Text color="fg.muted">{`Expires ${formatDateTime(approval.expires_at)}.`}</Text>
          ) : null}
          {payment.payee_verification ? (
            <PayeeVerificationNote verification={payment.payee_verification} compact />
          ) : null}
        </Stack>
        <HStack gap="3" wrap="wrap" align="center">
          <Stack gap="1">
            <ReasonedButton
              reason={reason}
              size="small"
              onClick={onApprove}
              loading={preparing}
              disabled={disabled}
              aria-label={`Approve ${title}`}
            >
              Approve
            </ReasonedButton>
          </Stack>
          {reason ? (
            // Seen at once, not only on hover or tap (the button already describes it to screen readers).
            <Text fontSize="sm" color="fg.muted" aria-hidden="true">
              {reason}
            </Text>
          ) : null}
          {request.can_approve ? (
            <ReasonedButton
              reason={null}
              size="small"
              variant="outline"
              onClick={onReject}
              disabled={disabled}
              aria-label={`Reject ${title}`}
            >
              Reject
            </ReasonedButton>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
