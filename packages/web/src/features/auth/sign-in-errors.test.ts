import { ApiError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { attemptsWarning, describeSignInError } from './sign-in-errors';

describe('describeSignInError', () => {
  it('reads attempts_remaining of a 401', () => {
    const error = new ApiError(401, {
      message: 'These credentials do not match our records.',
      attempts_remaining: 2,
    });
    expect(describeSignInError(error)).toEqual({
      text: 'These credentials do not match our records.',
      retryAfterSeconds: null,
      attemptsRemaining: 2,
    });
  });

  it('reads the wait of a 429 from Retry-After, else retry_after', () => {
    expect(
      describeSignInError(new ApiError(429, { message: 'Locked', retry_after: 30 }, '899')).retryAfterSeconds,
    ).toBe(899);
    expect(
      describeSignInError(new ApiError(429, { message: 'Locked', retry_after: 30 })).retryAfterSeconds,
    ).toBe(30);
  });

  it('falls back to the generic text', () => {
    expect(describeSignInError(new ApiError(500, undefined)).text).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('attemptsWarning', () => {
  it('warns at two attempts left or fewer', () => {
    expect(attemptsWarning(null)).toBeNull();
    expect(attemptsWarning(3)).toBeNull();
    expect(attemptsWarning(2)).toBe('Only 2 attempts left before sign-in is temporarily locked.');
    expect(attemptsWarning(1)).toBe('Only 1 attempt left before sign-in is temporarily locked.');
    expect(attemptsWarning(0)).toBe('No attempts left: sign-in is now temporarily locked.');
  });
});
