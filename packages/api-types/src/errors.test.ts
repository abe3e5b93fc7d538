import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_TEXT, getErrorText, getFieldErrors } from './errors';

describe('getErrorText (rule API-04)', () => {
  it('joins the first message of each field with newlines, whatever shape each field has', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: {
        email: ['The email must be a valid email address.', 'second message is ignored'],
        password: 'Must include at least one number',
        amount: { message: 'Amount exceeds the available balance.' },
      },
    });
    expect(getErrorText(error)).toBe(
      'The email must be a valid email address.\nMust include at least one number\nAmount exceeds the available balance.',
    );
  });

  it('falls back to the response message when the errors object holds no message', () => {
    expect(getErrorText(new ApiError(422, { message: 'Invalid input.', errors: { email: [] } }))).toBe(
      'Invalid input.',
    );
  });

  it('uses the response message when there is no errors object', () => {
    expect(getErrorText(new ApiError(409, { message: 'Quote already executed.' }))).toBe(
      'Quote already executed.',
    );
  });

  it('uses the generic text for a response without a message', () => {
    expect(getErrorText(new ApiError(500, 'Internal Server Error'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('uses the error message, or else its code, when there is no response', () => {
    expect(getErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(getErrorText({ code: 'ECONNRESET' })).toBe('ECONNRESET');
    expect(getErrorText(undefined)).toBe(GENERIC_ERROR_TEXT);
  });

  it('reads Retry-After from the header before the body', () => {
    expect(
      new ApiError(429, { message: 'Too many attempts.', retry_after: 60 }, '900').retryAfterSeconds,
    ).toBe(900);
    expect(new ApiError(429, { message: 'Too many attempts.', retry_after: 60 }).retryAfterSeconds).toBe(60);
  });

  it('maps field errors for forms', () => {
    const error = new ApiError(422, { message: 'x', errors: { iban: ['Invalid IBAN checksum.'], bic: '' } });
    expect(getFieldErrors(error)).toEqual({ iban: 'Invalid IBAN checksum.' });
    expect(getFieldErrors(new Error('plain'))).toEqual({});
  });
});
