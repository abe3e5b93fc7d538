import type { components } from '@portal/api-types';
import { approvalsNeededText, namesOrList } from '../../../domains/payments/approval-text';

type ApprovalPreview = components['schemas']['ApprovalPreview'];

/** "This payment needs 1 approval from an Approver or Admin." before submission; null when none is needed. */
export function approvalNeededText(preview: ApprovalPreview | undefined): string | null {
  if (!preview?.required || !preview.rule) return null;
  return `This payment needs ${approvalsNeededText(preview.approvals_required, preview.rule.approver_roles)}.`;
}

/** Who can approve it, by name: "Grace Hopper or Lin Chen can approve it." */
export function approversText(names: readonly string[] | undefined): string {
  if (!names || names.length === 0) return 'An eligible member of your organization can approve it.';
  return `${namesOrList(names)} can approve it.`;
}

/**
 * What the review's confirm button and the code dialog's button say: a payment that will wait for approval is
 * submitted for it, never "sent" (rule APR-28); after a network failure, "Try again".
 */
export function confirmTexts(
  amountText: string,
  needsApproval: boolean,
  networkFailure: boolean,
): { confirm: string; authorize: string } {
  const authorize = needsApproval ? 'Authorize and submit' : 'Authorize and send';
  if (networkFailure) return { confirm: 'Try again', authorize };
  return {
    confirm: needsApproval ? `Submit ${amountText} for approval` : `Confirm and send ${amountText}`,
    authorize,
  };
}
