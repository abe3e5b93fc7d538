import { useDeferredValue } from 'react';

/**
 * False on the first render, true right after it in a background (transition) render: what a screen shows below
 * the fold mounts in React's interruptible, time-sliced work once the top has been painted, so the first render
 * is shorter and what the user looks at first appears sooner (one long task on a phone).
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}
