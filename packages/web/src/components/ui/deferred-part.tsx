import type { ReactNode } from 'react';
import { deferredLoadFailureText } from '../../lib/deferred-load-failure';
import type { DeferredModule } from '../../lib/deferred-module';
import { LoadErrorBanner } from './load-error-banner';
import { useNeededModule } from './use-needed-module';

export interface DeferredPartProps<T> {
  /** The part's code, loaded when the part first renders. */
  code: DeferredModule<T>;
  /** What the part says in its place when its code cannot be loaded ("The payments could not be loaded."). */
  failureTitle: string;
  /** The part, once its code is in. */
  children: (module: T) => ReactNode;
  /** What stands in its place while the code loads (nothing by default: the part appears below what is shown). */
  fallback?: ReactNode;
}

/**
 * A part of a screen whose code is its own chunk (below the fold, so the screen's first paint does not wait for
 * it). A failed load is the part's, not the screen's: it says so in its place with "Try again", and loads again by
 * itself when the connection comes back (rule NET-03).
 */
export function DeferredPart<T>({ code, failureTitle, children, fallback = null }: DeferredPartProps<T>) {
  const part = useNeededModule(code, true);
  if (part.module) return children(part.module);
  if (part.error)
    return (
      <LoadErrorBanner
        title={failureTitle}
        error={part.error}
        why={deferredLoadFailureText(part.error)}
        onRetry={part.retry}
      />
    );
  return fallback;
}
