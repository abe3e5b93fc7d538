import { ApiError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { attemptsWarning, describeRefusal, isRateLimited } from './lockout';

describe('describeRefusal', () => {
  it('reads attempts_remaining of a 401', () => {
    const error = new ApiError(401, {
      message: 'These credentials do not match our records.',
      attempts_remaining: 2,
    });
    expect(describeRefusal(error)).toEqual({
      text: 'These credentials do not match our records.',
      retryAfterSeconds: null,
      attemptsRemaining: 2,
    });
  });

  it('reads attempts_remaining of a 422 next to its field errors', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { current_password: ['The current password is incorrect.'] },
      attempts_remaining: 3,
    });
    expect(describeRefusal(error)).toEqual({
      text: 'The current password is incorrect.',
      retryAfterSeconds: null,
      attemptsRemaining: 3,
    });
  });

  it('reads the wait of a 429 from Retry-After, else retry_after, and ignores it on other statuses', () => {
    const locked = { message: 'Too many wrong passwords.', code: 'rate_limited', retry_after: 30 };
    expect(describeRefusal(new ApiError(429, locked, '899')).retryAfterSeconds).toBe(899);
    expect(describeRefusal(new ApiError(429, locked)).retryAfterSeconds).toBe(30);
    expect(describeRefusal(new ApiError(422, locked, '899')).retryAfterSeconds).toBeNull();
    expect(
      describeRefusal(new ApiError(429, { message: 'Locked', retry_after: 0 })).retryAfterSeconds,
    ).toBeNull();
  });

  it('falls back to the generic text, and reads neither a wait nor attempts off a non-API error', () => {
    expect(describeRefusal(new ApiError(500, undefined)).text).toBe(
      'Something went wrong. Please try again.',
    );
    expect(describeRefusal(new Error('offline'))).toEqual({
      text: 'offline',
      retryAfterSeconds: null,
      attemptsRemaining: null,
    });
  });

  it('tells a 429 from other refusals', () => {
    expect(isRateLimited(new ApiError(429, { message: 'Locked' }))).toBe(true);
    expect(isRateLimited(new ApiError(422, { message: 'Wrong' }))).toBe(false);
    expect(isRateLimited(new Error('offline'))).toBe(false);
  });
});

describe('attemptsWarning', () => {
  it('warns at two attempts left or fewer, naming what gets locked', () => {
    expect(attemptsWarning(null, 'sign-in')).toBeNull();
    expect(attemptsWarning(3, 'sign-in')).toBeNull();
    expect(attemptsWarning(2, 'sign-in')).toBe('Only 2 attempts left before sign-in is temporarily locked.');
    expect(attemptsWarning(1, 'sign-in')).toBe('Only 1 attempt left before sign-in is temporarily locked.');
    expect(attemptsWarning(0, 'sign-in')).toBe('No attempts left: sign-in is now temporarily locked.');
    expect(attemptsWarning(2, 'change-password')).toBe(
      'Only 2 attempts left before changing your password is temporarily locked.',
    );
    expect(attemptsWarning(0, 'change-password')).toBe(
      'No attempts left: changing your password is now temporarily locked.',
    );
  });
});
