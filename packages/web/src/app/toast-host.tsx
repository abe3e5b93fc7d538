import { readCspNonce } from '../lib/csp-nonce';
import { useDeferredModule } from '../lib/deferred-module';
import { toastifyModule, toastOptions } from '../lib/toast';
import { APP_HEADER_HEIGHT_PX, TOAST_GAP_PX } from './layouts/frame-sizes';

const TOAST_CONTAINER_STYLE = { top: `${APP_HEADER_HEIGHT_PX + TOAST_GAP_PX}px` } as const;

/**
 * The app's toast container. react-toastify is not needed to draw the sign-in screen (issue 19): it loads once the
 * browser is idle after the first paint, or at once when a toast is raised earlier, and the container mounts as soon
 * as it is there (the toasts raised before it show then).
 */
export function ToastHost() {
  const toastify = useDeferredModule(toastifyModule);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  // The nonce lets react-toastify's runtime <style> pass the strict CSP. Top-right (rule UI-22), but below the
  // header bar (at every width), so a toast never covers the user's name or Log out.
  return <ToastContainer {...toastOptions} nonce={readCspNonce()} style={TOAST_CONTAINER_STYLE} />;
}
