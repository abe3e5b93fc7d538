import type { ReactNode } from 'react';
import { usePartsAfterFirstRender } from './use-after-first-render';

/**
 * Draws `children` once the frame it first appeared in has been painted: a panel opened by a click paints its
 * frame before its long body is drawn, so the click's Interaction to Next Paint does not wait for the body.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return usePartsAfterFirstRender(1) > 0 ? children : null;
}
