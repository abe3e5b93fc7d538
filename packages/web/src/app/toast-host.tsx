import { useEffect, useState } from 'react';
import { readCspNonce } from '../lib/csp-nonce';
import { loadToasts, type Toastify, toastOptions, toastsLoaded } from '../lib/toast';
import { APP_HEADER_HEIGHT_PX, TOAST_GAP_PX } from './layouts/frame-sizes';

const TOAST_CONTAINER_STYLE = { top: `${APP_HEADER_HEIGHT_PX + TOAST_GAP_PX}px` } as const;
/** Where the browser has no idle callback (Safari), the library loads this long after the first render. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;
/** At the latest this long after the first render, even on a page that keeps the main thread busy. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the browser is idle after the first paint; returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * The app's toast container. react-toastify is not needed to draw the sign-in screen (issue 19): it loads once the
 * browser is idle after the first paint, or at once when a toast is raised earlier, and the container mounts as soon
 * as it is there (the toasts raised before it show then).
 */
export function ToastHost() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => {
    let mounted = true;
    void toastsLoaded.then((library) => {
      if (mounted) setToastify(library);
    });
    const cancel = whenIdle(() => void loadToasts());
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  // The nonce lets react-toastify's runtime <style> pass the strict CSP. Top-right (rule UI-22), but below the
  // header bar (at every width), so a toast never covers the user's name or Log out.
  return <ToastContainer {...toastOptions} nonce={readCspNonce()} style={TOAST_CONTAINER_STYLE} />;
}
