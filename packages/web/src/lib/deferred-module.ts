import { startTransition, useEffect, useRef, useState } from 'react';

/** Where the browser has no idle callback (Safari), deferred code loads this long after it is first wanted. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;
/** At the latest this long after it is first wanted, even on a page that keeps the main thread busy. */
const IDLE_TIMEOUT_MS = 2000;

/** What keeps the screen busy fetching what it shows first: the session's restore, the screen's queries. */
const screenBusyChecks = new Set<() => boolean>();

/**
 * Idle work also waits while `busy` says the screen is still fetching what it shows first (at most
 * IDLE_TIMEOUT_MS in all): on a slow network deferred code would otherwise take bandwidth from the screen's own
 * answers, and the main thread from its first render. Returns the removal.
 */
export function deferIdleWorkWhile(busy: () => boolean): () => void {
  screenBusyChecks.add(busy);
  return () => screenBusyChecks.delete(busy);
}

const screenBusy = () => [...screenBusyChecks].some((busy) => busy());

function nextIdle(callback: () => void, deadline: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: Math.max(0, deadline - Date.now()) });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Runs `task` once the browser is idle and the screen no longer busy (deferIdleWorkWhile); returns the cancel. */
export function whenIdle(task: () => void): () => void {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let cancelNext = () => {};
  const attempt = () => {
    if (screenBusy() && Date.now() < deadline) cancelNext = nextIdle(attempt, deadline);
    else task();
  };
  cancelNext = nextIdle(attempt, deadline);
  return () => cancelNext();
}

export interface DeferredModule<T> {
  /** Loads the module once: the same promise for every caller (a failed load is tried again next time). */
  load(): Promise<T>;
  /** The module if it has loaded, else null. */
  loaded(): T | null;
  /**
   * Calls `listener` once the module has loaded, whoever asked for it (at once if it has); returns the removal.
   * Not a promise: a screen that leaves before the code arrives (a select never reached) must not stay
   * referenced from here, with its whole tree, for as long as the code never loads.
   */
  onLoaded(listener: (loaded: T) => void): () => void;
}

/**
 * Code a screen does not need for its first paint (every kilobyte on a route is downloaded and run
 * before a phone paints it): a dynamic import, so the route's chunks and nginx's route preloads leave it out.
 */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let promise: Promise<T> | null = null;
  let module: T | null = null;
  const listeners = new Set<(loaded: T) => void>();
  return {
    load() {
      promise ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of listeners) listener(loaded);
          listeners.clear();
          return loaded;
        },
        (error: unknown) => {
          promise = null;
          throw error;
        },
      );
      return promise;
    },
    loaded: () => module,
    onLoaded(listener) {
      if (module) {
        listener(module);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface DeferredModuleOptions {
  /** Load it when the browser is first idle, needed or not (default); false: only when needed. */
  loadWhenIdle?: boolean;
  /**
   * Draw what the code brings as a transition: React draws it in slices, yielding to the browser between them.
   * For a part that only shows things (a chart, a list): drawn at once, each one's arrival was a long task (20-60
   * ms, 80-240 ms on a phone) while the first screen was still settling. Not for code that takes over from
   * something the user may be typing in or clicking (the sign-in form, a select): a click between two slices
   * would be lost when the new code's first draw lands.
   */
  drawInSlices?: boolean;
}

/**
 * The deferred module once loaded (null before), whoever loaded it: loaded when the browser is first idle after
 * this renders (unless `loadWhenIdle` is off), or at once while `needed` (a dialog being opened). A load that
 * fails while needed is handed to `onNeededFailure` (say so, and let the user ask again: the next load tries
 * again); one that fails when idle is left for the next time it is needed.
 */
export function useDeferredModule<T>(
  deferred: DeferredModule<T>,
  needed = false,
  onNeededFailure?: (error: unknown) => void,
  { loadWhenIdle = true, drawInSlices = false }: DeferredModuleOptions = {},
): T | null {
  const [module, setModule] = useState(deferred.loaded);
  const failureHandler = useRef(onNeededFailure);
  failureHandler.current = onNeededFailure;
  useEffect(() => {
    if (module) return;
    let mounted = true;
    const stopListening = deferred.onLoaded((loaded) => {
      if (drawInSlices) startTransition(() => setModule(() => loaded));
      else setModule(() => loaded);
    });
    let cancel = () => {};
    if (needed)
      deferred.load().catch((error: unknown) => {
        if (mounted) failureHandler.current?.(error);
      });
    else if (loadWhenIdle) cancel = whenIdle(() => void deferred.load().catch(() => {}));
    return () => {
      mounted = false;
      stopListening();
      cancel();
    };
  }, [deferred, module, needed, loadWhenIdle, drawInSlices]);
  return module;
}
