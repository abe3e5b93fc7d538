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
  openConfirmDialog({
    title: `Remove ${memberName(member)}`,
    message: removalMessage(member, organizationName),
    okText: 'Yes, remove',
    cancelText: 'No, keep them',
    action: async () => {
      await remove(member.user_ref);
      toastSuccess(`${memberName(member)} was removed from ${organizationName}.`);
    },
  });
}

/** Asks before revoking an invitation (rule TEAM-26): its link stops working at once. */
export function confirmRevokeInvitation(
  invitation: TeamInvitation,
  revoke: (invitation: string) => Promise<unknown>,
): void {
  openConfirmDialog({
    title: 'Revoke invitation',
    message: `Revoke the invitation to ${inviteeLabel(invitation)}? Their link stops working at once; you can invite them again later.`,
    okText: 'Yes, revoke',
    cancelText: 'No, keep it',
    action: async () => {
      await revoke(invitation.ref);
      toastSuccess(`Invitation to ${invitation.email} revoked.`);
    },
  });
}
