import QRCode from 'qrcode';
import type { Bank } from '../bank/index.js';
import { DomainError, validation } from '../bank/index.js';
import { securityNotice } from './auth.js';
import { assertNotLocked, clearFailures, DISABLE_TWO_FACTOR_LOCK, recordFailure } from './failure-locks.js';
import { verifyPassword } from './passwords.js';
import { acceptTotp, INVALID_CODE_MESSAGE, newTotpSecret, otpauthUri } from './totp.js';
import type { User } from './user-records.js';

const alreadyEnabled = (): DomainError =>
  new DomainError(409, 'Two-factor authentication is already enabled.', {
    code: 'two_factor_already_enabled',
  });

export async function startSetup(
  bank: Bank,
  user: User,
): Promise<{ secret: string; otpauth_uri: string; qr_code: string }> {
  if (user.twoFactorSecret) {
    throw alreadyEnabled();
  }
  const secret = newTotpSecret();
  user.pendingTwoFactorSecret = secret;
  bank.store.twoFactorSetupFailures.delete(user.ref);
  const uri = otpauthUri(user.email, secret);
  return { secret, otpauth_uri: uri, qr_code: await QRCode.toDataURL(uri) };
}

const SETUP_CODE_LIMIT = 5;
/**
 * Counts a wrong code against the pending secret: 422 with the attempts left, and the fifth discards the
 * secret (429; nothing to wait for but a new setup, so Retry-After is the minimum).
 */
function wrongSetupCode(bank: Bank, user: User): DomainError {
  const failures = (bank.store.twoFactorSetupFailures.get(user.ref) ?? 0) + 1;
  if (failures >= SETUP_CODE_LIMIT) {
    user.pendingTwoFactorSecret = null;
    bank.store.twoFactorSetupFailures.delete(user.ref);
    return new DomainError(429, 'Too many wrong codes. Please start the two-factor setup again.', {
      code: 'rate_limited',
      retryAfter: 1,
      attemptsRemaining: 0,
    });
  }
  bank.store.twoFactorSetupFailures.set(user.ref, failures);
  return new DomainError(422, INVALID_CODE_MESSAGE, {
    code: 'two_factor_invalid',
    errors: { code: [INVALID_CODE_MESSAGE] },
    attemptsRemaining: SETUP_CODE_LIMIT - failures,
  });
}

export function completeSetup(bank: Bank, user: User, code: unknown): void {
  const secret = user.pendingTwoFactorSecret;
  if (user.twoFactorSecret) {
    throw alreadyEnabled();
  }
  if (!secret) throw validation({ code: ['Start the two-factor setup first.'] });
  if (!acceptTotp(user, secret, code, bank.clock)) throw wrongSetupCode(bank, user);
  user.twoFactorSecret = secret;
  user.pendingTwoFactorSecret = null;
  bank.store.twoFactorSetupFailures.delete(user.ref);
  securityNotice(bank, user, 'twoFactorEnabled');
}

export function disable(bank: Bank, user: User, password: unknown, code: unknown): void {
  const secret = user.twoFactorSecret;
  if (!secret) {
    throw new DomainError(409, 'Two-factor authentication is not enabled.', {
      code: 'two_factor_not_enabled',
    });
  }
  // While locked neither factor is checked, so the answer says nothing about them.
  assertNotLocked(bank, DISABLE_TWO_FACTOR_LOCK, user.ref);
  const passwordOk = typeof password === 'string' && verifyPassword(password, user.passwordHash);
  // Check the code only after the password, and answer the same way for either failure.
  if (!passwordOk || !acceptTotp(user, secret, code, bank.clock)) {
    throw new DomainError(422, 'The password or verification code is incorrect.', {
      code: 'two_factor_invalid',
      attemptsRemaining: recordFailure(bank, DISABLE_TWO_FACTOR_LOCK, user.ref),
    });
  }
  clearFailures(bank, DISABLE_TWO_FACTOR_LOCK, user.ref);
  user.twoFactorSecret = null;
  securityNotice(bank, user, 'twoFactorDisabled');
}
