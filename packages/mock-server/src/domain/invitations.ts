import type { Bank } from './bank.js';
import { DomainError, FieldErrorBag } from './errors.js';
import type { Invitation } from './model.js';
import { checkNewPassword } from './password-flows.js';
import { hashPassword } from './passwords.js';
import { consume, INVITATION_LIMIT } from './rate-limits.js';
import { newRef } from './store.js';
import { type IssuedSession, issueSession } from './tokens.js';

/** Look-ups and accepts share one limit per client (`client`: the caller's address), so tokens cannot be guessed. */
export function lookupInvitation(bank: Bank, client: string, token: unknown): Invitation {
  consume(bank, INVITATION_LIMIT, [`client:${client}`]);
  return findOpenInvitation(bank, token);
}

export function findOpenInvitation(bank: Bank, token: unknown): Invitation {
  const invitation = typeof token === 'string' ? bank.store.invitations.get(token) : undefined;
  if (!invitation) throw new DomainError(404, 'This invitation does not exist.', { code: 'not_found' });
  if (invitation.acceptedAt !== null || invitation.expiresAt <= bank.clock.now()) {
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
    organization_name: org?.name ?? '',
    invited_by_name: inviter ? `${inviter.firstName} ${inviter.lastName}` : '',
    role: invitation.role,
    expires_at: new Date(invitation.expiresAt).toISOString(),
  };
}

const nameFromEmail = (email: string): [string, string] => {
  const local = email.split('@')[0] ?? 'new';
  const [first = 'New', last = 'User'] = local
    .split(/[._-]/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1));
  return [first, local.includes('.') ? last : 'User'];
};

export function acceptInvitation(
  bank: Bank,
  client: string,
  token: unknown,
  password: unknown,
  confirmation: unknown,
): IssuedSession {
  const invitation = lookupInvitation(bank, client, token);
  const bag = new FieldErrorBag();
  const value = checkNewPassword(bag, password, confirmation);
  bag.throwIfAny();
  const now = bank.clock.now();
  const existing = [...bank.store.users.values()].find((u) => u.email === invitation.email);
  const [firstName, lastName] = nameFromEmail(invitation.email);
  const user = existing ?? {
    ref: newRef(bank.store, 'usr'),
    email: invitation.email,
    firstName,
    lastName,
    phone: null,
    jobTitle: null,
    passwordHash: '',
    passwordSetupAt: null,
    twoFactorSecret: null,
    pendingTwoFactorSecret: null,
    lastTotpStep: 0,
    createdAt: now,
    memberships: [],
  };
  user.passwordHash = hashPassword(value);
  user.passwordSetupAt = now;
  if (!user.memberships.some((m) => m.orgRef === invitation.orgRef)) {
    user.memberships.push({ orgRef: invitation.orgRef, role: invitation.role });
  }
  bank.store.users.set(user.ref, user);
  invitation.acceptedAt = now;
  return issueSession(bank, user.ref);
}
