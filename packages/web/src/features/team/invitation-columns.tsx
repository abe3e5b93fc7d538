import { Badge, HStack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table/data-table';
import { ROLE_LABELS } from '../../domains/team/roles';
import type { TeamInvitation } from './api/invitations';
import { expiryText, inviteeLabel, inviteeName } from './invitation-model';

export interface InvitationColumnsOptions {
  onResend: (invitation: TeamInvitation) => void;
  onRevoke: (invitation: TeamInvitation) => void;
  /** The invitation whose resend is running (its button spins). */
  resending?: string | null;
  now?: number;
}

/**
 * The open invitations (rule TEAM-26): address, name, role, who invited, when it expires (or that it has), and
 * resend / revoke. On phones: address, then name, role and inviter, then the expiry, then the actions.
 */
export function invitationColumns({
  onResend,
  onRevoke,
  resending,
  now,
}: InvitationColumnsOptions): DataTableColumn<TeamInvitation>[] {
  return [
    { id: 'email', header: 'Email', mobile: 'primary', cell: (i) => i.email },
    {
      id: 'name',
      header: 'Name',
      mobile: 'secondary',
      cell: (i) =>
        inviteeName(i) ?? (
          <Text as="span" color="fg.muted">
            No name given
          </Text>
        ),
    },
    {
      id: 'role',
      header: 'Role',
      width: 100,
      mobile: 'secondary',
      cell: (i) => ROLE_LABELS[i.role],
    },
    {
      id: 'invited-by',
      priority: 1,
      header: 'Invited by',
      cell: (i) => i.invited_by_name,
      mobileCell: (i) => `Invited by ${i.invited_by_name}`,
      mobile: 'secondary',
    },
    {
      id: 'expires',
      header: 'Expires',
      width: 150,
      mobile: 'status',
      cell: (i) => {
        const text = expiryText(i, now);
        return text === 'Expired' ? (
          <Badge colorPalette="red" variant="subtle" px="2" py="0.5">
            Expired
          </Badge>
        ) : (
          text
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 180,
      mobile: 'actions',
      cell: (i) => (
        <HStack gap="1">
          <Button
            size="small"
            variant="outline"
            aria-label={`Resend the invitation to ${inviteeLabel(i)}`}
            loading={resending === i.ref}
            onClick={() => onResend(i)}
          >
            Resend
          </Button>
          <Button
            size="small"
            variant="text"
            aria-label={`Revoke the invitation to ${inviteeLabel(i)}`}
            onClick={() => onRevoke(i)}
          >
            Revoke
          </Button>
        </HStack>
      ),
    },
  ];
}
