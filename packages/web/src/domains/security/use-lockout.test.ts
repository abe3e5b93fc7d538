import { ApiError } from '@portal/api-types';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLockout } from './use-lockout';

const START = new Date('2026-03-02T10:00:00Z').getTime();
const locked = new ApiError(429, { message: 'Too many wrong passwords.', retry_after: 30 }, '90');
const wrong = new ApiError(422, { message: 'The current password is incorrect.', attempts_remaining: 1 });

describe('useLockout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('locks on a 429 for the wait of its Retry-After, with the server text, until the wait has passed', () => {
    const { result } = renderHook(() => useLockout());
    expect(result.current.locked).toBe(false);
    act(() => result.current.noteRefusal(locked));
    expect(result.current.lockout).toEqual({ text: 'Too many wrong passwords.', deadline: START + 90_000 });
    expect(result.current.secondsLeft).toBe(90);
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(90_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.locked).toBe(false);
    // The lock is remembered past its wait (for the "try again now" notice) until cleared.
    expect(result.current.lockout).not.toBeNull();
    act(() => result.current.clear());
    expect(result.current.lockout).toBeNull();
  });

  it('ends an earlier lock on any other refusal', () => {
    const { result } = renderHook(() => useLockout());
    act(() => result.current.noteRefusal(locked));
    act(() => result.current.noteRefusal(wrong));
    expect(result.current.lockout).toBeNull();
    expect(result.current.locked).toBe(false);
  });
});
