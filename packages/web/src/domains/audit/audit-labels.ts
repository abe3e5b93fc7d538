import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { auditActionValues, auditTargetTypeValues } from '@portal/api-types/schema';

export type AuditAction = components['schemas']['AuditAction'];
export type AuditTargetType = components['schemas']['AuditTargetType'];

/** Every action the log records, in the contract's order (the filter offers them all). */
export const AUDIT_ACTIONS: readonly AuditAction[] = auditActionValues;
export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = auditTargetTypeValues;

/** What each recorded action means, as a person reads it (rule AUD-11): the log, its filter, its CSV and a payment's trail. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'auth.sign_in': msg`Signed in`,
  'auth.sign_in_failed': msg`Failed sign-in`,
  'two_factor.enabled': msg`Turned on 2FA`,
  'two_factor.disabled': msg`Turned off 2FA`,
  'password.changed': msg`Changed password`,
  'password.reset': msg({ message: 'Reset password', context: 'audit event' }),
  'invitation.sent': msg`Sent an invitation`,
  'invitation.resent': msg`Resent an invitation`,
  'invitation.revoked': msg`Revoked an invitation`,
  'invitation.accepted': msg`Accepted an invitation`,
  'member.role_changed': msg`Changed a role`,
  'member.removed': msg`Removed a member`,
  'ownership.transferred': msg`Transferred ownership`,
  'recipient.created': msg`Added a recipient`,
  'recipient.updated': msg`Edited a recipient`,
  'recipient.deleted': msg`Deleted a recipient`,
  'payment.created': msg`Created a payment`,
  'payment.cancelled': msg`Cancelled a payment`,
  'fx.executed': msg`Made an FX trade`,
  'export.created': msg`Exported data`,
  'approval_rule.created': msg`Added an approval rule`,
  'approval_rule.updated': msg`Changed an approval rule`,
  'approval_rule.deleted': msg`Deleted an approval rule`,
  'payment.approved': msg`Approved a payment`,
  'payment.rejected': msg`Rejected a payment`,
  'payment.recalled': msg`Recalled a payment`,
  'standing_order.created': msg({ message: 'Set up a standing order', context: 'audit event' }),
  'standing_order.updated': msg`Changed a standing order`,
  'standing_order.skipped': msg`Skipped a standing order payment`,
  'standing_order.paused': msg`Paused a standing order`,
  'standing_order.resumed': msg`Resumed a standing order`,
  'standing_order.cancelled': msg`Cancelled a standing order`,
  'payment_batch.created': msg`Submitted a bulk payment`,
  'payment_batch.approved': msg`Approved a bulk payment`,
  'payment_batch.rejected': msg`Rejected a bulk payment`,
  'security_policy.updated': msg`Changed the payment security policy`,
  'api_key.created': msg`Created an API key`,
  'api_key.revoked': msg`Revoked an API key`,
  'webhook_endpoint.created': msg`Added a webhook endpoint`,
  'webhook_endpoint.updated': msg`Changed a webhook endpoint`,
  'webhook_endpoint.deleted': msg`Deleted a webhook endpoint`,
  'webhook_endpoint.secret_rotated': msg`Rotated a webhook signing secret`,
};

/** The kinds of thing an event acts on, as the target column and filter name them. */
export const AUDIT_TARGET_LABELS: Record<AuditTargetType, MessageDescriptor> = {
  user: msg`User`,
  organization: msg`Organization`,
  recipient: msg`Recipient`,
  payment: msg`Payment`,
  fx_trade: msg`FX trade`,
  invitation: msg`Invitation`,
  export: msg`Export`,
  approval_rule: msg`Approval rule`,
  standing_order: msg`Standing order`,
  payment_batch: msg`Bulk payment`,
  api_key: msg`API key`,
  webhook_endpoint: msg`Webhook endpoint`,
};

/** An action in the active language (the action's own name for one the portal does not know yet). */
export const auditActionLabel = (action: string): string => {
  const label = AUDIT_ACTION_LABELS[action as AuditAction];
  return label ? i18n._(label) : action;
};

/** A kind of target in the active language (the kind's own name for one the portal does not know yet). */
export const auditTargetLabel = (type: string): string => {
  const label = AUDIT_TARGET_LABELS[type as AuditTargetType];
  return label ? i18n._(label) : type;
};
