import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import type { Permission } from '@portal/api-types/schema';

type Role = components['schemas']['Role'];

// The words for roles and permissions, which every area that names a person's access shares (the session's
// permission notices, the team, the audit log).

/** A role as people read it, in the active language ('approver' → 'Approver'). */
export function roleLabel(role: Role): string {
  switch (role) {
    case 'owner':
      return t`Owner`;
    case 'admin':
      return t`Admin`;
    case 'approver':
      return t`Approver`;
    case 'member':
      return t`Member`;
    case 'viewer':
      return t`Viewer`;
  }
}

/** The people holding a role, as a choice names them ('Approvers'). */
export function roleLabelPlural(role: Role): string {
  switch (role) {
    case 'owner':
      return t`Owners`;
    case 'admin':
      return t`Admins`;
    case 'approver':
      return t`Approvers`;
    case 'member':
      return t`Members`;
    case 'viewer':
      return t`Viewers`;
  }
}

/** What a permission lets a person do, worded to follow "Can" in a list ('make payments'). */
export function permissionAction(permission: Permission): string {
  switch (permission) {
    case 'accounts.view':
      return t`view balances and transactions`;
    case 'exports.create':
      return t`export statements`;
    case 'recipients.manage':
      return t`manage recipients`;
    case 'payments.create':
      return t`make payments`;
    case 'payments.cancel':
      return t`cancel payments`;
    case 'payments.approve':
      return t`approve payments`;
    case 'fx.trade':
      return t`trade foreign exchange`;
    case 'team.manage':
      return t`manage the team`;
    case 'policies.manage':
      return t`manage approval policies`;
    case 'audit.view':
      return t`view the audit log`;
    case 'ownership.transfer':
      return t`transfer ownership`;
    case 'developers.manage':
      return t`manage API keys and webhooks`;
  }
}
