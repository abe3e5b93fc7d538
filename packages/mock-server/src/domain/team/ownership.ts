import type { User } from '../auth/index.js';
import {
  assertNotLocked,
  CHANGE_PASSWORD_LOCK,
  clearFailures,
  recordFailure,
  verifyPassword,
} from '../auth/index.js';
import type { Bank } from '../bank/index.js';
import { DomainError, FieldErrorBag, validation } from '../bank/index.js';
import { requireMember, type TeamMember } from './team.js';

export type OwnershipTransfer = { owner: TeamMember; previousOwner: TeamMember };

/**
 * The owner hands the organization to another member (rules TEAM-15, TEAM-16 and TEAM-17). The current
 * password is checked under the change-password lockout (the same counter: both guess the same password), so
 * the transfer gives no extra guesses.
 */
export function transferOwnership(
  bank: Bank,
  owner: User,
  orgRef: string,
  userRef: string,
  currentPassword: unknown,
): OwnershipTransfer {
  // While locked the password is not even checked, so the answer says nothing about it.
  assertNotLocked(bank, CHANGE_PASSWORD_LOCK, owner.ref);
  const previousOwner = requireMember(bank, orgRef, owner.ref);
  const target = userRef === owner.ref ? previousOwner : requireMember(bank, orgRef, userRef);
  const bag = new FieldErrorBag();
  if (target === previousOwner) bag.add('user_ref', 'Choose another member: you already own this account.');
  const passwordOk =
    typeof currentPassword === 'string' && verifyPassword(currentPassword, owner.passwordHash);
  if (!passwordOk) {
    bag.add('current_password', 'The current password is incorrect.');
    const refusal = validation(bag.errors);
    throw new DomainError(refusal.status, refusal.message, {
      ...refusal.options,
      attemptsRemaining: recordFailure(bank, CHANGE_PASSWORD_LOCK, owner.ref),
    });
  }
  bag.throwIfAny();
  clearFailures(bank, CHANGE_PASSWORD_LOCK, owner.ref);
  target.membership.role = 'owner';
  previousOwner.membership.role = 'admin';
  return { owner: target, previousOwner };
}
