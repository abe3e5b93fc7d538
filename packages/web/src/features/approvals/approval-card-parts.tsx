import { Box, HStack, Text } from '@chakra-ui/react';
import type { components } from '@portal/api-types';
import { ReasonedButton } from '../../components/reasoned-button';
import { formatDateTime } from '../../lib/format-date';
import { progressText } from './model/approval-request-text';

type PaymentApproval = components['schemas']['PaymentApproval'];

/** '1 of 2 approvals' in the card's corner. */
export function ApprovalProgressPill({ approval }: { approval: PaymentApproval }) {
  return (
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
  );
}

/** Who approved so far and when the wait ends. */
export function ApprovalProgressLines({ approval }: { approval: PaymentApproval }) {
  return (
    <>
      {approval.approvals.length > 0 ? (
        <Text color="fg.muted">{`Approved by ${approval.approvals.map((a) => a.approver.name).join(', ')}.`}</Text>
      ) : null}
      <Text color="fg.muted">{`Expires ${formatDateTime(approval.expires_at)}.`}</Text>
    </>
  );
}

export interface DecisionButtonsProps {
  /** Why the caller cannot approve (shown beside the disabled button), or null. */
  reason: string | null;
  /** What is decided on, for the buttons' accessible names. */
  title: string;
  preparing: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Approve and Reject, or the disabled Approve with the reason seen at once (not only on hover or tap). */
export function DecisionButtons({
  reason,
  title,
  preparing,
  disabled,
  onApprove,
  onReject,
}: DecisionButtonsProps) {
  return (
    <HStack gap="3" wrap="wrap" align="center">
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
      {reason ? (
        // The button already describes it to screen readers.
        <Text fontSize="sm" color="fg.muted" aria-hidden="true">
          {reason}
        </Text>
      ) : (
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
      )}
    </HStack>
  );
}
