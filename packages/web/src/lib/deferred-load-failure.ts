import { t } from '@lingui/core/macro';
import { getErrorText } from '@portal/api-types';
import { chunkLoadFailureText, parseChunkLoadError } from './chunk-load-error';
import { toastError } from './toast';

/**
 * A deferred module (a dialog's, a select's code) that could not be loaded when it was needed: the error toast
 * says 'Loading chunk {id} failed' with the cause (rule NAV-08), as a screen's failed chunk does.
 */
export function toastDeferredLoadFailure(error: unknown): void {
  const text = deferredLoadFailureText(error);
  // One toast per text: the selects of a form, offline, fail together with the same chunk.
  toastError(text, { toastId: `deferred-load:${text}` });
}

/** What a failed load of deferred code says: 'Loading chunk {id} failed' with its cause, or the error's text. */
export function deferredLoadFailureText(error: unknown): string {
  const failure = parseChunkLoadError(error);
  if (!failure) return getErrorText(error);
  const { title, cause } = chunkLoadFailureText(failure);
  return t`${title} ${cause}. Check your connection and try again.`;
}
