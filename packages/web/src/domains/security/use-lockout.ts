import { useCallback, useState } from 'react';
import { useCountdown } from '../../lib/use-countdown';
import { describeRefusal } from './lockout';

export interface Lockout {
  /** The server's message of the 429. */
  text: string;
  /** When the wait of Retry-After ends (epoch ms). */
  deadline: number;
}

/**
 * The lock of one action after a 429, kept apart from the mutation so that it outlives `reset()` (closing
 * a dialog) until its wait has passed.
 */
export function useLockout() {
  const [lockout, setLockout] = useState<Lockout | null>(null);
  const secondsLeft = useCountdown(lockout?.deadline ?? null);
  /** Starts the wait when `error` is a 429 with one; any other answer ends an earlier lock. */
  const noteRefusal = useCallback((error: unknown) => {
    const { text, retryAfterSeconds } = describeRefusal(error);
    setLockout(retryAfterSeconds ? { text, deadline: Date.now() + retryAfterSeconds * 1000 } : null);
  }, []);
  const clear = useCallback(() => setLockout(null), []);
  return { lockout, secondsLeft, locked: lockout !== null && secondsLeft > 0, noteRefusal, clear };
}
