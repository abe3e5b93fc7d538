import { getErrorText, isTransientFailure } from '@portal/api-types';

/**
 * A failure's text; when no answer came (or the bank was failing), followed by why sending again is safe
 * (`onceText`: "this trade can only be executed once"), since the same request goes under the same
 * Idempotency-Key (rule NET-02).
 */
export function resendSafeText(error: unknown, onceText: string): string {
  const why = getErrorText(error);
  return isTransientFailure(error) ? `${why} ${onceText}` : why;
}
