import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { unwrap } from '@portal/api-types';
import { apiClient } from './api-client';
import type { CurrentUser } from './session-types';

export const UNEXPECTED_RESPONSE_TEXT = msg`Unexpected server response.`;

/** A 200 answer that does not carry what the contract promises. */
export class UnexpectedResponseError extends Error {
  constructor() {
    // Its message is shown to the user (the sign-in screens say what failed).
    super(i18n._(UNEXPECTED_RESPONSE_TEXT));
    this.name = 'UnexpectedResponseError';
  }
}

/** Guards the fields the session relies on, so a malformed answer never half-starts a session. */
export function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'ref' in value &&
    typeof value.ref === 'string' &&
    'email' in value &&
    typeof value.email === 'string' &&
    'organization_accounts' in value &&
    Array.isArray(value.organization_accounts)
  );
}

/** GET /user/current; throws ApiError, SessionExpiredError or UnexpectedResponseError. */
export async function loadCurrentUser(): Promise<CurrentUser> {
  const body = await unwrap(apiClient.GET('/user/current'));
  const user: unknown = body?.data;
  if (!isCurrentUser(user)) throw new UnexpectedResponseError();
  return user;
}
