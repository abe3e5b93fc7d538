import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { dayjs } from '../../lib/dayjs';

type TeamInvitation = components['schemas']['TeamInvitation'];

/** Whether the invitation has expired (the bank says so, or the time has come since it answered). */
export function hasExpired(
  invitation: Pick<TeamInvitation, 'status' | 'expires_at'>,
  now: number = Date.now(),
): boolean {
  const expires = dayjs(invitation.expires_at);
  return invitation.status === 'expired' || !expires.isValid() || expires.valueOf() <= now;
}

/** 'Expires in 6 days', or 'Expired' once past. */
export function expiryText(
  invitation: Pick<TeamInvitation, 'status' | 'expires_at'>,
  now: number = Date.now(),
): string {
  if (hasExpired(invitation, now)) return t`Expired`;
  const relative = dayjs(invitation.expires_at).from(now);
  return t`Expires ${relative}`;
}

/** The invitee's name as the inviter gave it, or null when none was given. */
export function inviteeName(invitation: Pick<TeamInvitation, 'first_name' | 'last_name'>): string | null {
  const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/** How the invitee is called in a sentence: their name, else their address. */
export const inviteeLabel = (invitation: Pick<TeamInvitation, 'first_name' | 'last_name' | 'email'>) =>
  inviteeName(invitation) ?? invitation.email;
