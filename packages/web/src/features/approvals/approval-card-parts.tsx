import { Box, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const approvers = approval.approvals.map((a) => a.approver.name).join(', ');
  const expires = formatDateTime(approval.expires_at);
  return (
    <>
      {approval.approvals.length > 0 ? <Text color="fg.muted">{t`Approved by ${approvers}.`}</Text> : null}
      <Text color="fg.muted">{t`Expires ${expires}.`}</Text>
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
  const { t } = useLingui();
  return (
    <HStack gap="3" wrap="wrap" align="center">
      <ReasonedButton
        reason={reason}
        size="small"
        onClick={onApprove}
        loading={preparing}
        disabled={disabled}
        aria-label={t`Approve ${title}`}
      >
        <Trans>Approve</Trans>
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
          aria-label={t`Reject ${title}`}
        >
          <Trans>Reject</Trans>
        </ReasonedButton>
      )}
    </HStack>
  );
}
