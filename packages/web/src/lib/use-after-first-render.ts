import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * How many of a screen's `parts` it shows yet: none on the first render (nor while not `ready`), then one more in
 * each following task, once the browser has painted the one before. What the user looks at first renders and paints without waiting
 * for what is further down, and no render is one long task on a phone (Total Blocking Time). Not a transition:
 * React redoes an interrupted transition synchronously, as one task, when a query or store it reads changes
 * meanwhile (its guard against tearing), which the first data's answers arriving do.
 */
export function usePartsAfterFirstRender(parts: number, ready = true): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!ready || shown >= parts) return;
    return afterNextPaint(() => setShown((count) => count + 1));
  }, [shown, parts, ready]);
  return shown;
}
