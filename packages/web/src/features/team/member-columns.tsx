import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ReasonedButton } from '../../components/reasoned-button';
import type { DataTableColumn } from '../../components/ui/data-table/data-table';
import { roleLabel } from '../../domains/session/role-words';
import type { Member } from './api/members';
import {
  MEMBER_STATUS_COLOR,
  memberActivityText,
  memberName,
  memberRowLimits,
  memberStatusText,
} from './member-model';

export interface MemberColumnsOptions {
  currentUserRef: string;
  onChangeRole: (member: Member) => void;
  onRemove: (member: Member) => void;
  now?: number;
}

/**
 * The members table (rule TEAM-21): who, their address, role, 2FA, last activity in words and whether they can
 * sign in, with the row's actions. On phones a card: name, address and role, last activity, status, actions.
 */
export function memberColumns({
  currentUserRef,
  onChangeRole,
  onRemove,
  now,
}: MemberColumnsOptions): DataTableColumn<Member>[] {
  const actions = (member: Member) => {
    const limits = memberRowLimits(member, currentUserRef);
    const name = memberName(member);
    return (
      <HStack gap="1">
        <ReasonedButton
          size="small"
          variant="outline"
          aria-label={t`Change role of ${name}`}
          reason={limits.changeRole}
          onClick={() => onChangeRole(member)}
        >
          <Trans>Change role</Trans>
        </ReasonedButton>
        <ReasonedButton
          size="small"
          variant="text"
          aria-label={t`Remove ${name}`}
          reason={limits.remove}
          onClick={() => onRemove(member)}
        >
          <Trans>Remove</Trans>
        </ReasonedButton>
      </HStack>
    );
  };
  return [
    {
      id: 'name',
      header: t`Name`,
      mobile: 'primary',
      text: memberName,
      cell: (m) => (
        <HStack gap="2" minW="0">
          <Text as="span" truncate>
            {memberName(m)}
          </Text>
          {m.user_ref === currentUserRef ? (
            <Badge variant="outline" flexShrink={0}>
              <Trans>You</Trans>
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    { id: 'email', header: t`Email`, mobile: 'secondary', cell: (m) => m.email },
    {
      id: 'role',
      header: t`Role`,
      width: 100,
      // On phones beside the name, where it cannot be cut off.
      mobile: 'amount',
      cell: (m) => roleLabel(m.role),
    },
    {
      id: 'two-factor',
      priority: 2,
      header: t`2FA`,
      width: 70,
      // Phones: first on the second line (a 'date' goes first), before the address that may be cut.
      mobile: 'date',
      mobileCell: (m) => (m.two_factor_enabled ? t`2FA on` : t`2FA off`),
      cell: (m) => (
        <Text as="span" color={m.two_factor_enabled ? 'fg' : 'fg.muted'}>
          {m.two_factor_enabled ? t`On` : t`Off`}
        </Text>
      ),
    },
    {
      id: 'last-active',
      priority: 1,
      header: t`Last active`,
      width: 170,
      mobile: 'date',
      cell: (m) => memberActivityText(m, currentUserRef, now),
    },
    {
      id: 'status',
      header: t`Status`,
      width: 140,
      mobile: 'status',
      cell: (m) => (
        <Badge colorPalette={MEMBER_STATUS_COLOR[m.status]} variant="subtle" px="2" py="0.5">
          {memberStatusText(m.status)}
        </Badge>
      ),
    },
    { id: 'actions', header: t`Actions`, width: 230, mobile: 'actions', cell: actions },
  ];
}

/** A member's name with their address under it, for places that show one person (the dialogs). */
export function MemberIdentity({ member }: { member: Member }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{memberName(member)}</Text>
      <Text color="fg.muted" fontSize="sm">
        {member.email}
      </Text>
    </Stack>
  );
}
