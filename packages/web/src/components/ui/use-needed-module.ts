import { useEffect, useRef, useState } from 'react';
import { type DeferredModule, useDeferredModule } from '../../lib/deferred-module';
import { useConnectionProblem } from '../../stores/connection-store';

export interface NeededModule<T> {
  /** The module once loaded, else null. */
  module: T | null;
  /** Why the last load failed (null when none did): the part says so in its place, the screen stays. */
  error: unknown;
  /** Loads it again. */
  retry: () => void;
}

/**
 * A part's code (a chart's library) loaded while `needed`. A failed load (offline, the bank's server
 * unreachable) is the part's error, not the screen's: the rest of the screen keeps working, the part offers
 * "Try again", and it tries again by itself when the connection comes back (rule NET-03).
 */
export function useNeededModule<T>(deferred: DeferredModule<T>, needed: boolean): NeededModule<T> {
  const [error, setError] = useState<unknown>(null);
  const module = useDeferredModule(deferred, needed && error === null, setError, { drawInSlices: true });
  const problem = useConnectionProblem();
  const previousProblem = useRef(problem);
  useEffect(() => {
    if (previousProblem.current !== null && problem === null) setError(null);
    previousProblem.current = problem;
  }, [problem]);
  return { module, error, retry: () => setError(null) };
}
