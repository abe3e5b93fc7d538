import { PASSWORD_MIN_GUESS_SCORE } from '@portal/api-types/password-policy';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export type PasswordStrength = 'weak' | 'good' | 'strong';

/** The hint's words for each strength: short, and the weak one says what the bank will do. */
export const STRENGTH_TEXTS: Record<PasswordStrength, string> = {
  weak: 'Strength: weak. Easy to guess; choose a less predictable one.',
  good: 'Strength: good.',
  strong: 'Strength: strong.',
};

/**
 * zxcvbn's score (0–4) as the hint shows it. Below the bank's bar (rule AUTH-03) is weak, as the bank refuses
 * such a password; the hint only advises, the bank decides.
 */
export function strengthOfScore(score: number): PasswordStrength {
  if (score < PASSWORD_MIN_GUESS_SCORE) return 'weak';
  return score >= 4 ? 'strong' : 'good';
}

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with the dictionaries the bank checks against (common passwords and English words and names): large
 * word lists, so they load on the first password typed on a screen that sets one, never with the sign-in.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
      }),
    (error: unknown) => {
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

/** Starts loading the estimator (the first character typed), so the verdict is ready when the rule is met. */
export function preloadPasswordStrength(): void {
  loadEstimator().catch(() => {}); // a hint that cannot load is no hint: the bank still judges the password
}

/** How guessable the password is (after the estimator has loaded). */
export async function passwordStrength(password: string): Promise<PasswordStrength> {
  const { score } = (await loadEstimator()).check(password);
  return strengthOfScore(score);
}
