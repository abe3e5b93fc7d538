import { getErrorText } from '@portal/api-types';
import { chunkLoadFailureText, parseChunkLoadError } from './chunk-load-error';
import { toastError } from './toast';

/**
 * A deferred module (a dialog's, a select's code) that could not be loaded when it was needed: the error toast
 * says 'Loading chunk {id} failed' with the cause (rule NAV-08), as a screen's failed chunk does.
 */
export function toastDeferredLoadFailure(error: unknown): void {
  const failure = parseChunkLoadError(error);
  if (!failure) {
    toastError(getErrorText(error));
    return;
  }
  const { title, cause } = chunkLoadFailureText(failure);
  toastError(`${title} ${cause}. Check your connection and try again.`);
}
