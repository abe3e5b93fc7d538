import { type ReactNode, useDeferredValue } from 'react';

export interface DeferredContentProps {
  children: ReactNode;
  /** What the first frame shows in its place (nothing unless told). */
  placeholder?: ReactNode;
}

/**
 * Mounts `children` one frame late, in a render React may pause: a long form opened by a click (a side panel's)
 * no longer holds back the frame that shows the panel opening, which is what the click's Interaction to Next
 * Paint waits for. React's tests flush the deferred render inside act(), so they see the children at once.
 */
export function DeferredContent({ children, placeholder = null }: DeferredContentProps) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
