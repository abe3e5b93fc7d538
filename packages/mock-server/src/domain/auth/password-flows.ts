import type { Bank, Locale } from '../bank/index.js';
import {
  consume,
  DEFAULT_LOCALE,
  DomainError,
  FieldErrorBag,
  FORGOT_PASSWORD_LIMIT,
  RESET_LINK_CHECK_LIMIT,
  RESET_PASSWORD_LIMIT,
  validation,
} from '../bank/index.js';
import type { Email } from '../notifications/index.js';
import { findUserByEmail, randomUrlToken, securityNotice } from './auth.js';
import { PASSWORD_RESET_SUBJECT } from './auth-texts.js';
import { assertNotLocked, CHANGE_PASSWORD_LOCK, clearFailures, recordFailure } from './failure-locks.js';
import { hashPassword, passwordRuleErrors, verifyPassword } from './passwords.js';
import { revokeAllForUser } from './tokens.js';
import type { PasswordResetToken, User } from './user-records.js';

const RESET_TTL_MS = 60 * 60_000;

/** A new password and what the rule refuses it for. */
export type NewPassword = { value: string; refusals: string[] };

/**
 * Asynchronous (the guessability check loads on first use) but reads no state: a flow awaits it before
 * anything else, so its own checks and writes still run in one go, with nothing interleaved.
 */
export async function readNewPassword(password: unknown): Promise<NewPassword> {
  const value = typeof password === 'string' ? password : '';
  return { value, refusals: await passwordRuleErrors(value) };
}

/** Adds the password rule's messages and the confirmation check to `bag`. */
export function checkNewPassword(bag: FieldErrorBag, password: NewPassword, confirmation: unknown): string {
  for (const message of password.refusals) bag.add('password', message);
  if (confirmation !== password.value)
    bag.add('password_confirmation', 'The password confirmation does not match.');
  return password.value;
}

/** No user has this ref (generated ones have 16 characters after `usr_`): an unknown address finds no earlier links. */
const NO_USER = 'usr_none';

/**
 * Always the same answer; a reset link goes to the outbox only for a known address, and replaces the
 * previous one. Limited per address and per client (`client`: the caller's address), counted the same
 * way whether or not the address belongs to a user, so the limit reveals nothing either. Known and
 * unknown addresses also do the same work (both tokens drawn, earlier links looked up, the link and the
 * email built); only the final store writes differ, so the time taken does not tell them apart.
 * The e-mail is in `language`, the language of the browser that asked: the person is in front of it now,
 * and the answer must not depend on whether the address is a user's.
 */
export function forgotPassword(
  bank: Bank,
  email: string,
  client: string,
  language: Locale = DEFAULT_LOCALE,
): void {
  const address = email.trim().toLowerCase();
  consume(bank, FORGOT_PASSWORD_LIMIT, [`address:${address}`, `client:${client}`]);
  const user = findUserByEmail(bank, address);
  const userRef = user?.ref ?? NO_USER;
  const now = bank.clock.now();
  const token = randomUrlToken();
  const reset: PasswordResetToken = { token, userRef, expiresAt: now + RESET_TTL_MS, usedAt: null };
  const mail: Email = {
    id: `eml_${randomUrlToken().slice(0, 12)}`,
    to: user?.email ?? address,
    subject: PASSWORD_RESET_SUBJECT[language],
    kind: 'password_reset',
    link: `${bank.config.webBaseUrl}/reset-password?token=${token}`,
    token,
    sentAt: now,
  };
  const superseded = [...bank.store.resetTokens.values()].filter(
    (previous) => previous.userRef === userRef && previous.usedAt === null,
  );
  if (!user) return;
  for (const previous of superseded) previous.expiresAt = Math.min(previous.expiresAt, now);
  bank.store.resetTokens.set(token, reset);
  bank.store.outbox.push(mail);
}

const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

/**
 * Whether a reset link can still be used, before the user types a password (nothing is spent): 404 for a
 * token the bank never sent, 410 for one used, expired or replaced by a newer link.
 */
export function checkResetLink(
  bank: Bank,
  client: string,
  token: unknown,
): { user: User; expiresAt: number } {
  consume(bank, RESET_LINK_CHECK_LIMIT, [`client:${client}`]);
  const record = typeof token === 'string' ? bank.store.resetTokens.get(token) : undefined;
  const user = record ? bank.store.users.get(record.userRef) : undefined;
  if (!record || !user) throw new DomainError(404, INVALID_RESET_LINK, { code: 'not_found' });
  if (record.usedAt !== null || record.expiresAt <= bank.clock.now())
    throw new DomainError(410, INVALID_RESET_LINK, { code: 'reset_link_expired' });
  return { user, expiresAt: record.expiresAt };
}

export async function resetPassword(
  bank: Bank,
  client: string,
  token: unknown,
  password: unknown,
  confirmation: unknown,
): Promise<User | undefined> {
  const candidate = await readNewPassword(password);
  consume(bank, RESET_PASSWORD_LIMIT, [`client:${client}`]);
  const bag = new FieldErrorBag();
  const now = bank.clock.now();
  const record = typeof token === 'string' ? bank.store.resetTokens.get(token) : undefined;
  if (!record || record.usedAt !== null || record.expiresAt <= now) {
    bag.add('token', INVALID_RESET_LINK);
  }
  const value = checkNewPassword(bag, candidate, confirmation);
  bag.throwIfAny();
  const user = record ? bank.store.users.get(record.userRef) : undefined;
  if (!record || !user) return undefined;
  record.usedAt = now;
  user.passwordHash = hashPassword(value);
  user.passwordSetupAt ??= now;
  revokeAllForUser(bank, user.ref);
  securityNotice(bank, user, 'passwordReset');
  return user;
}

export async function setupPassword(
  bank: Bank,
  user: User,
  password: unknown,
  confirmation: unknown,
): Promise<void> {
  const candidate = await readNewPassword(password);
  if (user.passwordSetupAt !== null) {
    throw new DomainError(409, 'Your password has already been set.', { code: 'password_already_set' });
  }
  const bag = new FieldErrorBag();
  const value = checkNewPassword(bag, candidate, confirmation);
  bag.throwIfAny();
  user.passwordHash = hashPassword(value);
  user.passwordSetupAt = bank.clock.now();
}

export async function changePassword(
  bank: Bank,
  user: User,
  familyId: string,
  current: unknown,
  password: unknown,
  confirmation: unknown,
): Promise<void> {
  const candidate = await readNewPassword(password);
  // While locked the current password is not even checked, so the answer says nothing about it.
  assertNotLocked(bank, CHANGE_PASSWORD_LOCK, user.ref);
  const bag = new FieldErrorBag();
  const currentOk = typeof current === 'string' && verifyPassword(current, user.passwordHash);
  if (!currentOk) bag.add('current_password', 'The current password is incorrect.');
  const value = checkNewPassword(bag, candidate, confirmation);
  if (!currentOk) {
    const refusal = validation(bag.errors);
    throw new DomainError(refusal.status, refusal.message, {
      ...refusal.options,
      attemptsRemaining: recordFailure(bank, CHANGE_PASSWORD_LOCK, user.ref),
    });
  }
  // Checked only with the right current password: it says nothing the caller did not know.
  if (bag.empty && verifyPassword(value, user.passwordHash)) {
    bag.add('password', 'The new password must be different from the current one.');
  }
  bag.throwIfAny();
  clearFailures(bank, CHANGE_PASSWORD_LOCK, user.ref);
  user.passwordHash = hashPassword(value);
  revokeAllForUser(bank, user.ref, familyId);
  securityNotice(bank, user, 'passwordChanged');
}
