import { plural } from '@lingui/core/macro';
import { FEW_ATTEMPTS_LEFT } from '../../domains/security/lockout';

/** The 2FA setup is not locked but starts over: the fifth wrong code discards the key being confirmed. */
export function setupAttemptsWarning(attemptsRemaining: number | null): string | null {
  if (attemptsRemaining === null || attemptsRemaining === 0 || attemptsRemaining > FEW_ATTEMPTS_LEFT) {
    return null;
  }
  return plural(attemptsRemaining, {
    one: 'Only # attempt left before this key is discarded and the setup has to start again.',
    other: 'Only # attempts left before this key is discarded and the setup has to start again.',
  });
}
