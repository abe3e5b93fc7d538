import { plural, t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { approverRolesText, namesOrList } from '../../../domains/payments/approval-text';

type ApprovalPreview = components['schemas']['ApprovalPreview'];

/** "This payment needs 1 approval from an Approver or Admin." before submission; null when none is needed. */
export function approvalNeededText(preview: ApprovalPreview | undefined): string | null {
  if (!preview?.required || !preview.rule) return null;
  const count = preview.approvals_required;
  const who = approverRolesText(preview.rule.approver_roles, count);
  return plural(count, {
    one: `This payment needs # approval from ${who}.`,
    other: `This payment needs # approvals from ${who}.`,
  });
}

/** Who can approve it, by name: "Grace Hopper or Lin Chen can approve it." */
export function approversText(names: readonly string[] | undefined): string {
  if (!names || names.length === 0) return t`An eligible member of your organization can approve it.`;
  const who = namesOrList(names);
  return t`${who} can approve it.`;
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
  const authorize = needsApproval ? t`Authorize and submit` : t`Authorize and send`;
  if (networkFailure) return { confirm: t`Try again`, authorize };
  return {
    confirm: needsApproval ? t`Submit ${amountText} for approval` : t`Confirm and send ${amountText}`,
    authorize,
  };
}
