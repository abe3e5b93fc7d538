import { ApiError } from '@portal/api-types';
import { describe, expect, it } from 'vitest';
import { attemptsWarning, describeRefusal, isRateLimited, setupAttemptsWarning } from './lockout';

describe('describeRefusal', () => {
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

  it('tells a 429 from other refusals', () => {
    expect(isRateLimited(new ApiError(429, { message: 'Locked' }))).toBe(true);
    expect(isRateLimited(new ApiError(422, { message: 'Wrong' }))).toBe(false);
    expect(isRateLimited(new Error('offline'))).toBe(false);
  });
});

describe('attemptsWarning', () => {
  it('warns at two attempts left or fewer', () => {
    const what = 'changing your password';
    expect(attemptsWarning(null, what)).toBeNull();
    expect(attemptsWarning(3, what)).toBeNull();
    expect(attemptsWarning(2, what)).toBe(
      'Only 2 attempts left before changing your password is temporarily locked.',
    );
    expect(attemptsWarning(1, what)).toBe(
      'Only 1 attempt left before changing your password is temporarily locked.',
    );
    expect(attemptsWarning(0, what)).toBe(
      'No attempts left: changing your password is now temporarily locked.',
    );
  });
});

describe('setupAttemptsWarning', () => {
  it('warns at two codes left or fewer that the key will be discarded', () => {
    expect(setupAttemptsWarning(null)).toBeNull();
    expect(setupAttemptsWarning(3)).toBeNull();
    expect(setupAttemptsWarning(1)).toBe(
      'Only 1 attempt left before this key is discarded and the setup has to start again.',
    );
    // Nothing is left to warn about: the fifth wrong code is the 429 that discards the key.
    expect(setupAttemptsWarning(0)).toBeNull();
  });
});
