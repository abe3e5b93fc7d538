import { t } from '@lingui/core/macro';
import { ApiError, getErrorText, getFieldErrors } from '@portal/api-types';
import { resendSafeText } from '../../lib/resend-safe-text';

export type ExecuteFailureKind =
  | 'expired'
  | 'already-executed'
  | 'insufficient-funds'
  | 'outside-cutoff'
  | 'two-factor'
  | 'in-progress'
  | 'rate-limited'
  | 'other';

export interface ExecuteFailure {
  kind: ExecuteFailureKind;
  /** The text to show: the server's message, extracted by rule API-04. */
  message: string;
  /** A message to show under the two-factor code field. */
  codeError?: string;
  /** The quote can no longer be executed: offer a new one. */
  needsNewQuote: boolean;
}

const BY_CODE: Record<string, ExecuteFailureKind> = {
  quote_expired: 'expired',
  quote_already_executed: 'already-executed',
  insufficient_funds: 'insufficient-funds',
  outside_cutoff_window: 'outside-cutoff',
  two_factor_required: 'two-factor',
  two_factor_invalid: 'two-factor',
  idempotency_request_in_progress: 'in-progress',
  rate_limited: 'rate-limited',
};

function kindOf(error: unknown): ExecuteFailureKind {
  if (!(error instanceof ApiError)) return 'other';
  const byCode = error.body?.code ? BY_CODE[error.body.code] : undefined;
  if (byCode) return byCode;
  if (error.status === 410) return 'expired';
  if (error.status === 429) return 'rate-limited';
  if (getFieldErrors(error).two_factor_code) return 'two-factor';
  return 'other';
}

/**
 * Maps a refused execution to what the screen does with it: the extracted message, and, when no answer came
 * and the same quote may be executed again, that doing so is safe (rule NET-02).
 */
export function describeExecuteError(error: unknown): ExecuteFailure {
  const kind = kindOf(error);
  // Too many wrong codes lock the quote (429), as do expiry and a completed execution.
  const needsNewQuote = kind === 'expired' || kind === 'already-executed' || kind === 'rate-limited';
  const message =
    kind === 'other'
      ? resendSafeText(error, t`Executing again is safe: this trade can only be made once.`)
      : getErrorText(error);
  const codeError = kind === 'two-factor' ? (getFieldErrors(error).two_factor_code ?? message) : undefined;
  return { kind, message, codeError, needsNewQuote };
}
