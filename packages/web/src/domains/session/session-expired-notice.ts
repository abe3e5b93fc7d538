import { t } from '@lingui/core/macro';
import { SESSION_EXPIRED_TEXT } from '@portal/api-types';
import { toastError } from '../../lib/toast';

export const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/**
 * The one way 'Session expired. Please log in again.' reaches the screen, whichever way the session ended (a
 * request whose refresh failed, or the session check at start): one toast under one id, so it never stacks.
 */
export function showSessionExpired(message: string = SESSION_EXPIRED_TEXT): void {
  // The client's own text (in English, from the shared package) is said in the active language.
  const text = message === SESSION_EXPIRED_TEXT ? t`Session expired. Please log in again.` : message;
  toastError(text, { toastId: SESSION_EXPIRED_TOAST_ID });
}
