import type { ToastContainerProps, ToastOptions } from 'react-toastify';
import { deferredModule } from './deferred-module';

/** The toast settings of rule UI-22; spread onto `<ToastContainer {...toastOptions} />`. */
export const toastOptions = {
  position: 'top-right',
  autoClose: 5000,
  closeOnClick: true,
  draggable: true,
  pauseOnHover: true,
  theme: 'light',
  // Alt+T focuses the notifications region.
  hotKeys: (e: KeyboardEvent) => e.altKey && e.code === 'KeyT',
} satisfies ToastContainerProps;

export type ToastId = string | number;

/** A second toast container, in the header bar's free middle: a long-lived warning there hides no control. */
export const HEADER_TOAST_CONTAINER_ID = 'header';

/** From this window width the header's middle has room for a two-line toast beside the switcher and the user. */
export const HEADER_TOAST_MIN_WINDOW_WIDTH_PX = 1280;

export function hasHeaderToastRoom(windowWidth: number): boolean {
  return windowWidth >= HEADER_TOAST_MIN_WINDOW_WIDTH_PX;
}

export type Toastify = typeof import('react-toastify');

// react-toastify is not part of the first paint (issue 19): the app's toast host loads it just after, and a toast
// raised before that waits for the library, then shows (react-toastify itself queues toasts until a container
// mounts). Once loaded, every call is synchronous again.
export const toastifyModule = deferredModule<Toastify>(() => import('react-toastify'));

/** Loads react-toastify once; the same promise for every caller. */
export function loadToasts(): Promise<Toastify> {
  return toastifyModule.load();
}

function withToastify(use: (library: Toastify) => void): void {
  const toastify = toastifyModule.loaded();
  if (toastify) use(toastify);
  else void loadToasts().then(use);
}

let lastId = 0;

/** The id is chosen here, so a toast raised before the library loads can still be dismissed by it. */
function show(
  type: 'error' | 'info' | 'success' | 'warning',
  message: string,
  options?: ToastOptions,
): ToastId {
  lastId += 1;
  const toastId = options?.toastId ?? `toast-${lastId}`;
  withToastify((library) => library.toast[type](message, { ...options, toastId }));
  return toastId;
}

export function toastError(message: string, options?: ToastOptions): ToastId {
  return show('error', message, options);
}

export function toastInfo(message: string, options?: ToastOptions): ToastId {
  return show('info', message, options);
}

export function toastSuccess(message: string, options?: ToastOptions): ToastId {
  return show('success', message, options);
}

export function toastWarning(message: string, options?: ToastOptions): ToastId {
  return show('warning', message, options);
}

export function dismissToast(id?: ToastId): void {
  withToastify((library) => library.toast.dismiss(id));
}
