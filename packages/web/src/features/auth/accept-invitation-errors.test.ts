import { ApiError, getErrorText } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { acceptFailureText, isInvitationGone } from './accept-invitation-errors';

describe('accept invitation errors', () => {
  it('treats an unknown (404) or expired/used (410) invitation as gone, nothing else', () => {
    expect(isInvitationGone(new ApiError(404, { message: 'This invitation does not exist.' }))).toBe(true);
    expect(isInvitationGone(new ApiError(410, { message: 'Expired.' }))).toBe(true);
    expect(isInvitationGone(new ApiError(422, { message: 'The given data was invalid.' }))).toBe(false);
    expect(isInvitationGone(new ApiError(500, undefined))).toBe(false);
    expect(isInvitationGone(new Error('offline'))).toBe(false);
  });

  it('shows no banner text for a 422 (its errors go under the fields) and the error text otherwise', () => {
    expect(acceptFailureText(new ApiError(422, { message: 'The given data was invalid.' }))).toBeNull();
    const busy = new ApiError(503, { message: 'The bank is busy.' });
    expect(acceptFailureText(busy)).toBe(getErrorText(busy));
    const offline = new TypeError('Failed to fetch');
    expect(acceptFailureText(offline)).toBe(getErrorText(offline));
  });
});
