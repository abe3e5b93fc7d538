import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with the dictionaries the bank checks against (common passwords, English words and names): one copy for
 * the bank's refusal and the web's strength hint (rule AUTH-03), so the two cannot disagree. The word lists are
 * large (about 1.7 MB), so they load on first use: never when the bank starts, never with the sign-in screen.
 */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
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

/** zxcvbn's score of a password, 0 (guessable) to 4 (very unguessable). */
export async function passwordGuessScore(password: string): Promise<number> {
  return (await loadPasswordEstimator()).check(password).score;
}
