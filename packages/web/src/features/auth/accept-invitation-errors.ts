import { ApiError, getErrorText } from '@portal/api-types';

/** The bank's answer that the invitation itself is gone (unknown, expired or used): the form cannot help. */
export function isInvitationGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** The text shown above the button for a failed accept; null for a 422, whose errors sit under the fields. */
export function acceptFailureText(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 422) return null;
  return getErrorText(error);
}
