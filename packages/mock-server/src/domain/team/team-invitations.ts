import type { components } from '@portal/api-types/schema';
import type { Role, User } from '../auth/index.js';
import type { Bank, Locale, PerLocale } from '../bank/index.js';
import { FieldErrorBag, newRef, notFound, randomToken } from '../bank/index.js';
import { NAME_MAX_LENGTH } from './invitations.js';
import type { Invitation } from './team-records.js';

type InvitationStatus = components['schemas']['InvitationStatus'];

/** An invitation link works 7 days from when it was sent or last resent (rule TEAM-10). */
export const INVITATION_TTL_MS = 7 * 86_400_000;

const isOpen = (i: Invitation): boolean => i.acceptedAt === null && i.revokedAt === null;

export const invitationStatus = (bank: Bank, i: Invitation): InvitationStatus =>
  i.expiresAt <= bank.clock.now() ? 'expired' : 'pending';

/** Each invitation once (the store also keeps a resent one under its old tokens). */
function invitationsOf(bank: Bank, orgRef: string): Invitation[] {
  return [...bank.store.invitations.entries()]
    .filter(([token, i]) => token === i.token && i.orgRef === orgRef)
    .map(([, i]) => i);
}

/** Open invitations (not accepted, not revoked), newest first (rule TEAM-13). */
export function listOpenInvitations(bank: Bank, orgRef: string): Invitation[] {
  return invitationsOf(bank, orgRef)
    .filter(isOpen)
    .sort((a, b) => b.sentAt - a.sentAt || b.ref.localeCompare(a.ref));
}

/** An open invitation of this organization, else 404. */
function requireOpenInvitation(bank: Bank, orgRef: string, ref: string): Invitation {
  const found = invitationsOf(bank, orgRef).find((i) => i.ref === ref && isOpen(i));
  if (!found) throw notFound('invitation');
  return found;
}

/** The invitation e-mail's subject: the organization's name, or what it is when the bank has none. */
function invitationSubject(orgName: string | undefined, locale: Locale): string {
  const subjects: PerLocale<string> = {
    'en-GB': `You have been invited to ${orgName ?? 'an organization account'}`,
    'de-DE': `Sie wurden zu ${orgName ?? 'einem Organisationskonto'} eingeladen`,
    'fr-FR': `Invitation à rejoindre ${orgName ?? 'un compte d’organisation'}`,
  };
  return subjects[locale];
}

/**
 * A new link (256 random bits) in the outbox, as the invitee receives it: in their own language when the address
 * is already a user's, else in `language`, the language of the browser that sent the invitation.
 */
function sendLink(bank: Bank, invitation: Invitation, language: Locale): void {
  const now = bank.clock.now();
  const token = `inv_${randomToken(32)}`;
  invitation.token = token;
  invitation.sentAt = now;
  invitation.expiresAt = now + INVITATION_TTL_MS;
  bank.store.invitations.set(token, invitation);
  const org = bank.store.organizations.get(invitation.orgRef);
  const invitee = [...bank.store.users.values()].find((u) => u.email === invitation.email);
  bank.store.outbox.push({
    id: `eml_${randomToken(9)}`,
    to: invitation.email,
    subject: invitationSubject(org?.name, invitee?.preferences.locale ?? language),
    kind: 'invitation',
    link: `${bank.config.webBaseUrl}/invitation?token=${token}`,
    token,
    sentAt: now,
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

function inviteeName(bag: FieldErrorBag, field: 'first_name' | 'last_name', value: string): string {
  const what = field === 'first_name' ? 'first name' : 'last name';
  const name = value.trim();
  if (!name) bag.add(field, `Enter their ${what}.`);
  else if (name.length > NAME_MAX_LENGTH)
    bag.add(field, `The ${what} can have at most ${NAME_MAX_LENGTH} characters.`);
  else if (CONTROL.test(name)) bag.add(field, `The ${what} cannot contain control characters.`);
  return name;
}

export type InvitationInput = { email: string; firstName: string; lastName: string; role: Role };

/**
 * Invites someone with a role (rules TEAM-10, TEAM-11): never as owner, never a member again, and one open
 * invitation per address (resend that one instead).
 */
export function createInvitation(
  bank: Bank,
  inviter: User,
  orgRef: string,
  input: InvitationInput,
  language: Locale,
): Invitation {
  const bag = new FieldErrorBag();
  const email = input.email.trim().toLowerCase();
  const firstName = inviteeName(bag, 'first_name', input.firstName);
  const lastName = inviteeName(bag, 'last_name', input.lastName);
  if (input.role === 'owner') {
    bag.add('role', 'Nobody is invited as owner. Invite them with another role, then transfer ownership.');
  }
  const member = [...bank.store.users.values()].find(
    (u) => u.email === email && u.memberships.some((m) => m.orgRef === orgRef),
  );
  if (member) bag.add('email', 'This person is already a member of this account.');
  else if (invitationsOf(bank, orgRef).some((i) => isOpen(i) && i.email === email)) {
    bag.add('email', 'This address already has an open invitation. Resend that one instead.');
  }
  bag.throwIfAny();
  const invitation: Invitation = {
    ref: newRef(bank.store, 'ivt'),
    token: '',
    email,
    firstName,
    lastName,
    orgRef,
    invitedBy: inviter.ref,
    role: input.role,
    sentAt: 0,
    expiresAt: 0,
    acceptedAt: null,
    revokedAt: null,
  };
  sendLink(bank, invitation, language);
  return invitation;
}

/** A new link valid 7 days from now; the earlier links answer 410 from now on (rule TEAM-12). */
export function resendInvitation(bank: Bank, orgRef: string, ref: string, language: Locale): Invitation {
  const invitation = requireOpenInvitation(bank, orgRef, ref);
  sendLink(bank, invitation, language);
  return invitation;
}

/** The link stops working at once: looking it up or accepting it answers 410 (rule TEAM-12). */
export function revokeInvitation(bank: Bank, orgRef: string, ref: string): Invitation {
  const invitation = requireOpenInvitation(bank, orgRef, ref);
  invitation.revokedAt = bank.clock.now();
  return invitation;
}
