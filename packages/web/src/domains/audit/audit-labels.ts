import type { components } from '@portal/api-types';
import { auditActionValues, auditTargetTypeValues } from '@portal/api-types/schema';

export type AuditAction = components['schemas']['AuditAction'];
export type AuditTargetType = components['schemas']['AuditTargetType'];

/** Every action the log records, in the contract's order (the filter offers them all). */
export const AUDIT_ACTIONS: readonly AuditAction[] = auditActionValues;
export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = auditTargetTypeValues;

/** What each recorded action means, as a person reads it (rule AUD-11): the log, its filter, its CSV and a payment's trail. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'two_factor.enabled': 'Turned on 2FA',
  'two_factor.disabled': 'Turned off 2FA',
  'password.changed': 'Changed password',
  'password.reset': 'Reset password',
  'invitation.sent': 'Sent an invitation',
  'invitation.resent': 'Resent an invitation',
  'invitation.revoked': 'Revoked an invitation',
  'invitation.accepted': 'Accepted an invitation',
  'member.role_changed': 'Changed a role',
  'member.removed': 'Removed a member',
  'ownership.transferred': 'Transferred ownership',
  'recipient.created': 'Added a recipient',
  'recipient.updated': 'Edited a recipient',
  'recipient.deleted': 'Deleted a recipient',
  'payment.created': 'Created a payment',
  'payment.cancelled': 'Cancelled a payment',
  'fx.executed': 'Made an FX trade',
  'export.created': 'Exported data',
  'approval_rule.created': 'Added an approval rule',
  'approval_rule.updated': 'Changed an approval rule',
  'approval_rule.deleted': 'Deleted an approval rule',
  'payment.approved': 'Approved a payment',
  'payment.rejected': 'Rejected a payment',
  'payment.recalled': 'Recalled a payment',
  'standing_order.created': 'Set up a standing order',
  'standing_order.updated': 'Changed a standing order',
  'standing_order.skipped': 'Skipped a standing order payment',
  'standing_order.paused': 'Paused a standing order',
  'standing_order.resumed': 'Resumed a standing order',
  'standing_order.cancelled': 'Cancelled a standing order',
  'payment_batch.created': 'Submitted a bulk payment',
  'payment_batch.approved': 'Approved a bulk payment',
  'payment_batch.rejected': 'Rejected a bulk payment',
  'security_policy.updated': 'Changed the payment security policy',
};

/** The kinds of thing an event acts on, as the target column and filter name them. */
export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'User',
  organization: 'Organization',
  recipient: 'Recipient',
  payment: 'Payment',
  fx_trade: 'FX trade',
  invitation: 'Invitation',
  export: 'Export',
  approval_rule: 'Approval rule',
  standing_order: 'Standing order',
  payment_batch: 'Bulk payment',
};
