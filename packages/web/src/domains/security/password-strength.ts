import { t } from '@lingui/core/macro';
import { loadPasswordEstimator, passwordGuessScore } from '@portal/api-types/password-guessability';
import { PASSWORD_MIN_GUESS_SCORE } from '@portal/api-types/password-policy';

export type PasswordStrength = 'weak' | 'good' | 'strong';

/** The hint's words for each strength: short, and the weak one says what the bank will do. */
export function strengthText(strength: PasswordStrength): string {
  switch (strength) {
    case 'weak':
      return t`Strength: weak. Easy to guess; choose a less predictable one.`;
    case 'good':
      return t`Strength: good.`;
    case 'strong':
      return t`Strength: strong.`;
  }
}

/**
 * zxcvbn's score (0–4) as the hint shows it. Below the bank's bar (rule AUTH-03) is weak, as the bank refuses
 * such a password; the hint only advises, the bank decides.
 */
export function strengthOfScore(score: number): PasswordStrength {
  if (score < PASSWORD_MIN_GUESS_SCORE) return 'weak';
  return score >= 4 ? 'strong' : 'good';
}

/** Starts loading the estimator (the first character typed), so the verdict is ready when the rule is met. */
export function preloadPasswordStrength(): void {
  loadPasswordEstimator().catch(() => {}); // a hint that cannot load is no hint: the bank still judges the password
}

/** How guessable the password is (after the estimator has loaded). */
export async function passwordStrength(password: string): Promise<PasswordStrength> {
  const score = await passwordGuessScore(password);
  return strengthOfScore(score);
}
