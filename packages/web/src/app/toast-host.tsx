import { useEffect, useState } from 'react';
import { readCspNonce } from '../lib/csp-nonce';
import { loadToasts, type Toastify, toastOptions } from '../lib/toast';
import { APP_HEADER_HEIGHT_PX, TOAST_GAP_PX } from './layouts/frame-sizes';

const TOAST_CONTAINER_STYLE = { top: `${APP_HEADER_HEIGHT_PX + TOAST_GAP_PX}px` } as const;

/**
 * The app's toast container, loaded just after the first paint (issue 19): react-toastify is not needed to draw
 * the sign-in screen. Toasts raised earlier are shown as soon as it mounts (lib/toast).
 */
export function ToastHost() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => {
    let mounted = true;
    // A macrotask after the commit: the browser paints the screen first.
    const timer = setTimeout(() => {
      void loadToasts().then((library) => {
        if (mounted) setToastify(library);
      });
    }, 0);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, []);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  // The nonce lets react-toastify's runtime <style> pass the strict CSP. Top-right (rule UI-22), but below the
  // header bar (at every width), so a toast never covers the user's name or Log out.
  return <ToastContainer {...toastOptions} nonce={readCspNonce()} style={TOAST_CONTAINER_STYLE} />;
}
