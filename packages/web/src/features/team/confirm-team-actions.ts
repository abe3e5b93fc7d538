import { t } from '@lingui/core/macro';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { toastSuccess } from '../../lib/toast';
import type { TeamInvitation } from './api/invitations';
import type { Member } from './api/members';
import { inviteeLabel } from './invitation-model';
import { memberName, removalMessage } from './member-model';

/**
 * Asks before removing a member, saying what follows (rule TEAM-24); on yes, removes them. A refusal of the
 * bank (409: the owner, oneself, the last admin) stays in the dialog with its reason.
 */
export function confirmRemoveMember(
  member: Member,
  organizationName: string,
  remove: (member: string) => Promise<unknown>,
): void {
  const name = memberName(member);
  openConfirmDialog({
    title: t`Remove ${name}`,
    message: removalMessage(member, organizationName),
    okText: t`Yes, remove`,
    cancelText: t`No, keep them`,
    action: async () => {
      await remove(member.user_ref);
      toastSuccess(t`${name} was removed from ${organizationName}.`);
    },
  });
}

/** Asks before revoking an invitation (rule TEAM-26): its link stops working at once. */
export function confirmRevokeInvitation(
  invitation: TeamInvitation,
  revoke: (invitation: string) => Promise<unknown>,
): void {
  const invitee = inviteeLabel(invitation);
  const email = invitation.email;
  openConfirmDialog({
    title: t`Revoke invitation`,
    message: t`Revoke the invitation to ${invitee}? Their link stops working at once; you can invite them again later.`,
    okText: t`Yes, revoke`,
    cancelText: t`No, keep it`,
    action: async () => {
      await revoke(invitation.ref);
      toastSuccess(t`Invitation to ${email} revoked.`);
    },
  });
}
