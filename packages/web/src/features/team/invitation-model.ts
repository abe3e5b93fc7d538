import type { components } from '@portal/api-types';
import { dayjs } from '../../lib/dayjs';

type TeamInvitation = components['schemas']['TeamInvitation'];

/** 'Expires in 6 days', or 'Expired' once past (the bank says so, or the time has come since it answered). */
export function expiryText(
  invitation: Pick<TeamInvitation, 'status' | 'expires_at'>,
  now: number = Date.now(),
): string {
  const expires = dayjs(invitation.expires_at);
  if (invitation.status === 'expired' || !expires.isValid() || expires.valueOf() <= now) return 'Expired';
  return `Expires ${expires.from(now)}`;
}

/** The invitee's name as the inviter gave it, or null when none was given. */
export function inviteeName(invitation: Pick<TeamInvitation, 'first_name' | 'last_name'>): string | null {
  const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/** How the invitee is called in a sentence: their name, else their address. */
export const inviteeLabel = (invitation: Pick<TeamInvitation, 'first_name' | 'last_name' | 'email'>) =>
  inviteeName(invitation) ?? invitation.email;
