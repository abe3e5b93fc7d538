import { type ToastContainerProps, type ToastOptions, toast } from 'react-toastify';

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

export function toastError(message: string, options?: ToastOptions): ToastId {
  return toast.error(message, options);
}

export function toastInfo(message: string, options?: ToastOptions): ToastId {
  return toast.info(message, options);
}

export function toastSuccess(message: string, options?: ToastOptions): ToastId {
  return toast.success(message, options);
}

export function toastWarning(message: string, options?: ToastOptions): ToastId {
  return toast.warning(message, options);
}

export function dismissToast(id?: ToastId): void {
  toast.dismiss(id);
}
