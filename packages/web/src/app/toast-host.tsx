import type { CSSProperties } from 'react';
import { DeferredToastContainer } from '../components/ui/deferred-toast-container';
import { useWindowSizeStore } from '../stores/window-size-store';
import { APP_HEADER_HEIGHT_PX, TOAST_GAP_PX } from './layouts/frame-sizes';

/** react-toastify's own phone layout starts here: a full-width band at the window's top. */
export const PHONE_TOAST_MAX_WIDTH_PX = 480;

const TOAST_CONTAINER_STYLE: CSSProperties = { top: `${APP_HEADER_HEIGHT_PX + TOAST_GAP_PX}px` };
// On a phone the toast floats as a card inset from the edges, one or two short lines high, instead of a band
// that covers the page's title and first lines.
const PHONE_CONTAINER_STYLE: CSSProperties = {
  ...TOAST_CONTAINER_STYLE,
  paddingInline: `${TOAST_GAP_PX}px`,
};
const PHONE_TOAST_STYLE: CSSProperties = {
  minHeight: 0,
  padding: '8px 12px',
  marginBottom: `${TOAST_GAP_PX}px`,
  borderRadius: '8px',
  fontSize: '14px',
};

/**
 * The app's toast container. react-toastify is not needed to draw the sign-in screen: it loads once the
 * browser is idle after the first paint, or at once when a toast is raised earlier, and the container mounts as soon
 * as it is there (the toasts raised before it show then). Top-right (rule UI-22), but below the header bar (at every
 * width), so a toast never covers the user's name or Log out.
 */
export function ToastHost() {
  const phone = useWindowSizeStore((state) => state.currentWindowWidth <= PHONE_TOAST_MAX_WIDTH_PX);
  return phone ? (
    <DeferredToastContainer style={PHONE_CONTAINER_STYLE} toastStyle={PHONE_TOAST_STYLE} />
  ) : (
    <DeferredToastContainer style={TOAST_CONTAINER_STYLE} />
  );
}
