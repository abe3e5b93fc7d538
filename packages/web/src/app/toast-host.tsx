import { DeferredToastContainer } from '../components/ui/deferred-toast-container';
import { APP_HEADER_HEIGHT_PX, TOAST_GAP_PX } from './layouts/frame-sizes';

const TOAST_CONTAINER_STYLE = { top: `${APP_HEADER_HEIGHT_PX + TOAST_GAP_PX}px` } as const;

/**
 * The app's toast container. react-toastify is not needed to draw the sign-in screen: it loads once the
 * browser is idle after the first paint, or at once when a toast is raised earlier, and the container mounts as soon
 * as it is there (the toasts raised before it show then). Top-right (rule UI-22), but below the header bar (at every
 * width), so a toast never covers the user's name or Log out.
 */
export function ToastHost() {
  return <DeferredToastContainer style={TOAST_CONTAINER_STYLE} />;
}
