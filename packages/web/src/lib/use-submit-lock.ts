import { useCallback, useRef } from 'react';

/**
 * Lets one submission through at a time. `mutation.isPending` is read from the last render, so two submits
 * in quick succession (a double click, Enter pressed twice, a paste that completes a code while a click
 * lands) both see it false and both send; this lock is taken synchronously, before any await or re-render,
 * and released once the submission settles. Returns whether the run started.
 */
export function useSubmitLock(): (run: () => Promise<unknown>) => Promise<boolean> {
  const busy = useRef(false);
  return useCallback(async (run) => {
    if (busy.current) return false;
    busy.current = true;
    try {
      await run();
    } catch {
      // The caller shows failures through its own state (the mutation's error); nothing to rethrow here.
    } finally {
      busy.current = false;
    }
    return true;
  }, []);
}
