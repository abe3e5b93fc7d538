import QRCode from 'qrcode';
import { securityNotice } from './auth.js';
import type { Bank } from './bank.js';
import { DomainError, FieldErrorBag } from './errors.js';
import type { User } from './model.js';
import { verifyPassword } from './passwords.js';
import { acceptTotp, newTotpSecret, otpauthUri } from './totp.js';

export async function startSetup(
  bank: Bank,
  user: User,
): Promise<{ secret: string; otpauth_uri: string; qr_code: string }> {
  if (user.twoFactorSecret) {
    throw new DomainError(409, 'Two-factor authentication is already enabled.', {
      code: 'two_factor_already_enabled',
    });
  }
  void bank;
  const secret = newTotpSecret();
  user.pendingTwoFactorSecret = secret;
  const uri = otpauthUri(user.email, secret);
  return { secret, otpauth_uri: uri, qr_code: await QRCode.toDataURL(uri) };
}

export function completeSetup(bank: Bank, user: User, code: unknown): void {
  const bag = new FieldErrorBag();
  const secret = user.pendingTwoFactorSecret;
  if (user.twoFactorSecret) {
    throw new DomainError(409, 'Two-factor authentication is already enabled.', {
      code: 'two_factor_already_enabled',
    });
  }
  if (!secret) {
    bag.add('code', 'Start the two-factor setup first.');
    bag.throwIfAny();
  }
  if (!secret || !acceptTotp(user, secret, code, bank.clock.now())) {
    bag.add('code', 'The verification code is invalid or has expired.');
    throw new DomainError(422, 'The verification code is invalid or has expired.', {
      code: 'two_factor_invalid',
      errors: bag.errors,
    });
  }
  user.twoFactorSecret = secret;
  user.pendingTwoFactorSecret = null;
  securityNotice(bank, user, 'Two-factor authentication enabled', 'Sign-ins now need a code from your app.');
}

export function disable(bank: Bank, user: User, password: unknown, code: unknown): void {
  const secret = user.twoFactorSecret;
  const passwordOk = typeof password === 'string' && verifyPassword(password, user.passwordHash);
  // Check the code only after the password, and answer the same way for either failure.
  if (!secret || !passwordOk || !acceptTotp(user, secret, code, bank.clock.now())) {
    throw new DomainError(422, 'The password or verification code is incorrect.', {
      code: 'two_factor_invalid',
    });
  }
  user.twoFactorSecret = null;
  securityNotice(bank, user, 'Two-factor authentication disabled', 'Sign-ins no longer ask for a code.');
}
