import type { components } from '@portal/api-types';
import { approvalsNeededText, namesOrList } from '../../../lib/approval-text';

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
