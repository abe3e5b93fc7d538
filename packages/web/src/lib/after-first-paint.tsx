import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * False until the browser has painted what the component first drew, then true (set in an interruptible
 * transition render): a panel opened by a click paints its frame before its long body is drawn, so the click's
 * Interaction to Next Paint does not wait for the body.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/** Draws `children` once the frame it first appeared in has been painted (usePaintedOnce). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return usePaintedOnce() ? children : null;
}
