import {
  checkNewPassword,
  DEFAULT_PREFERENCES,
  hashPassword,
  type IssuedSession,
  issueSession,
  readNewPassword,
} from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import {
  addMembership,
  consume,
  DomainError,
  FieldErrorBag,
  INVITATION_LIMIT,
  newRef,
} from '../bank/index.js';
import type { Invitation } from './team-records.js';

/** Look-ups and accepts share one limit per client (`client`: the caller's address), so tokens cannot be guessed. */
export function lookupInvitation(bank: Bank, client: string, token: unknown): Invitation {
  consume(bank, INVITATION_LIMIT, [`client:${client}`]);
  return findOpenInvitation(bank, token);
}

export function findOpenInvitation(bank: Bank, token: unknown): Invitation {
  const invitation = typeof token === 'string' ? bank.store.invitations.get(token) : undefined;
  if (!invitation) throw new DomainError(404, 'This invitation does not exist.', { code: 'not_found' });
  const closed = invitation.acceptedAt !== null || invitation.revokedAt !== null;
  // A resent invitation's earlier links stop working (rule TEAM-12).
  if (closed || invitation.token !== token || invitation.expiresAt <= bank.clock.now()) {
    throw new DomainError(410, 'This invitation has expired or was already used. Ask for a new one.', {
      code: 'invitation_expired',
    });
  }
  return invitation;
}

export function describeInvitation(bank: Bank, invitation: Invitation) {
  const org = bank.store.organizations.get(invitation.orgRef);
  const inviter = bank.store.users.get(invitation.invitedBy);
  return {
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    organization_name: org?.name ?? '',
    invited_by_name: inviter ? `${inviter.firstName} ${inviter.lastName}` : '',
    role: invitation.role,
    expires_at: new Date(invitation.expiresAt).toISOString(),
  };
}

/** The profile's limits for a name (UserProfile.first_name / last_name). */
export const NAME_MAX_LENGTH = 100;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A first or last name as the invitee typed it, trimmed; its message in the bag when blank or too long. */
function checkName(bag: FieldErrorBag, field: 'first_name' | 'last_name', value: unknown): string {
  const what = field === 'first_name' ? 'first name' : 'last name';
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) bag.add(field, `Enter your ${what}.`);
  else if (name.length > NAME_MAX_LENGTH)
    bag.add(field, `Your ${what} can have at most ${NAME_MAX_LENGTH} characters.`);
  else if (CONTROL.test(name)) bag.add(field, `Your ${what} cannot contain control characters.`);
  return name;
}

export type InviteeDetails = {
  firstName: unknown;
  lastName: unknown;
  password: unknown;
  confirmation: unknown;
};

export async function acceptInvitation(
  bank: Bank,
  client: string,
  token: unknown,
  details: InviteeDetails,
): Promise<IssuedSession> {
  const candidate = await readNewPassword(details.password);
  const invitation = lookupInvitation(bank, client, token);
  const bag = new FieldErrorBag();
  const firstName = checkName(bag, 'first_name', details.firstName);
  const lastName = checkName(bag, 'last_name', details.lastName);
  const value = checkNewPassword(bag, candidate, details.confirmation);
  bag.throwIfAny();
  const now = bank.clock.now();
  const existing = [...bank.store.users.values()].find((u) => u.email === invitation.email);
  const user = existing ?? {
    ref: newRef(bank.store, 'usr'),
    email: invitation.email,
    firstName,
    lastName,
    phone: null,
    jobTitle: null,
    preferences: { ...DEFAULT_PREFERENCES },
    passwordHash: '',
    passwordSetupAt: null,
    twoFactorSecret: null,
    pendingTwoFactorSecret: null,
    lastTotpStep: 0,
    createdAt: now,
    lastActiveAt: null,
    memberships: [],
  };
  // The name the invitee gave is the one colleagues see, also for someone already known to the bank.
  user.firstName = firstName;
  user.lastName = lastName;
  user.passwordHash = hashPassword(value);
  user.passwordSetupAt = now;
  bank.store.users.set(user.ref, user);
  if (!user.memberships.some((m) => m.orgRef === invitation.orgRef)) {
    addMembership(bank.store, user, { orgRef: invitation.orgRef, role: invitation.role, joinedAt: now });
  }
  invitation.acceptedAt = now;
  return issueSession(bank, user.ref);
}
