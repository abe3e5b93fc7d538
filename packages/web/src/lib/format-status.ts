import { t } from '@lingui/core/macro';

/**
 * A status value as people read it, in the active language: the English names are the values with underscores
 * shown as spaces ('partially_failed' → 'partially failed'), lower case as the bank sends them. A value the
 * portal does not know yet is shown that same way, untranslated.
 */
export function formatStatus(status: string | null | undefined): string {
  switch (status) {
    case 'active':
      return t`active`;
    case 'inactive':
      return t`inactive`;
    case 'success':
      return t`success`;
    case 'settled':
      return t`settled`;
    case 'approved':
      return t`approved`;
    case 'verified':
      return t`verified`;
    case 'partially_verified':
      return t`partially verified`;
    case 'completed':
      return t`completed`;
    case 'failed':
      return t`failed`;
    case 'partially_failed':
      return t`partially failed`;
    case 'flagged':
      return t`flagged`;
    case 'flag':
      return t`flag`;
    case 'cancelled':
      return t`cancelled`;
    case 'rejected':
      return t`rejected`;
    case 'expired':
      return t`expired`;
    case 'pending':
      return t`pending`;
    case 'initiated':
      return t`initiated`;
    case 'processing':
      return t`processing`;
    case 'scheduled':
      return t`scheduled`;
    case 'awaiting_approval':
      return t`awaiting approval`;
    case 'recalled':
      return t`recalled`;
    case 'paused':
      return t`paused`;
    case 'returned':
      return t`returned`;
    case 'password_pending':
      return t`password pending`;
    case 'locked':
      return t`locked`;
    case 'revoked':
      return t`revoked`;
    case 'suspended':
      return t`suspended`;
    case 'enabled':
      return t`enabled`;
    case 'disabled':
      return t`disabled`;
    case 'failing':
      return t`failing`;
    case 'succeeded':
      return t`succeeded`;
    case 'final':
      return t`final`;
    case 'provisional':
      return t`provisional`;
    case 'requested':
      return t`requested`;
    case 'ready':
      return t`ready`;
    default:
      return (status ?? '').replace(/_/g, ' ');
  }
}
