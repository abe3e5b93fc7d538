import { Badge, HStack, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table/data-table';
import { roleLabel } from '../../domains/session/role-words';
import type { TeamInvitation } from './api/invitations';
import { expiryText, hasExpired, inviteeLabel, inviteeName } from './invitation-model';

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
    { id: 'email', header: t`Email`, mobile: 'primary', cell: (i) => i.email },
    {
      id: 'name',
      header: t`Name`,
      mobile: 'secondary',
      cell: (i) =>
        inviteeName(i) ?? (
          <Text as="span" color="fg.muted">
            <Trans>No name given</Trans>
          </Text>
        ),
    },
    {
      id: 'role',
      header: t`Role`,
      width: 100,
      mobile: 'secondary',
      cell: (i) => roleLabel(i.role),
    },
    {
      id: 'invited-by',
      priority: 1,
      header: t`Invited by`,
      cell: (i) => i.invited_by_name,
      mobileCell: (i) => {
        const inviter = i.invited_by_name;
        return t`Invited by ${inviter}`;
      },
      mobile: 'secondary',
    },
    {
      id: 'expires',
      header: t`Expires`,
      width: 150,
      mobile: 'status',
      cell: (i) =>
        hasExpired(i, now) ? (
          <Badge colorPalette="red" variant="subtle" px="2" py="0.5">
            <Trans>Expired</Trans>
          </Badge>
        ) : (
          expiryText(i, now)
        ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      width: 180,
      mobile: 'actions',
      cell: (i) => {
        const invitee = inviteeLabel(i);
        return (
          <HStack gap="1">
            <Button
              size="small"
              variant="outline"
              aria-label={t`Resend the invitation to ${invitee}`}
              loading={resending === i.ref}
              onClick={() => onResend(i)}
            >
              <Trans>Resend</Trans>
            </Button>
            <Button
              size="small"
              variant="text"
              aria-label={t`Revoke the invitation to ${invitee}`}
              onClick={() => onRevoke(i)}
            >
              <Trans>Revoke</Trans>
            </Button>
          </HStack>
        );
      },
    },
  ];
}
