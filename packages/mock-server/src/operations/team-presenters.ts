import type { components } from '@portal/api-types/schema';
import type { Bank } from '../domain/bank/index.js';
import type { Invitation } from '../domain/team/index.js';
import { fullName, invitationStatus, type TeamMember } from '../domain/team/index.js';
import { iso } from './presenters.js';

type S = components['schemas'];

export function member(m: TeamMember): S['Member'] {
  return {
    user_ref: m.user.ref,
    first_name: m.user.firstName,
    last_name: m.user.lastName,
    email: m.user.email,
    role: m.membership.role,
    two_factor_enabled: m.user.twoFactorSecret !== null,
    status: m.status,
    joined_at: iso(m.membership.joinedAt),
    last_active_at: m.user.lastActiveAt === null ? null : iso(m.user.lastActiveAt),
  };
}

/** An open invitation as the team lists it: never its token, which only the emailed link carries. */
export function teamInvitation(bank: Bank, i: Invitation): S['TeamInvitation'] {
  const inviter = bank.store.users.get(i.invitedBy);
  return {
    ref: i.ref,
    email: i.email,
    first_name: i.firstName,
    last_name: i.lastName,
    role: i.role,
    invited_by_name: inviter ? fullName(inviter) : 'Former member',
    status: invitationStatus(bank, i),
    sent_at: iso(i.sentAt),
    expires_at: iso(i.expiresAt),
  };
}
