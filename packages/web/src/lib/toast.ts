import type { ToastContainerProps, ToastOptions } from 'react-toastify';
import { deferredModule } from './deferred-module';

/** The toast settings of rule UI-22, for every container (components/ui/deferred-toast-container). */
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

// react-toastify is not part of the first paint: the toast containers load it just after.
export const toastifyModule = deferredModule<Toastify>(() => import('react-toastify'));

/** Loads react-toastify once; the same promise for every caller. */
export function loadToasts(): Promise<Toastify> {
  return toastifyModule.load();
}

/** react-toastify's id for a container that names none (the app's main one). */
const MAIN_CONTAINER_ID: ToastId = 1;

interface WaitingToast {
  toastId: ToastId;
  containerId: ToastId;
  raise: (library: Toastify) => void;
}

const mountedContainers = new Set<ToastId>();
let waitingToasts: WaitingToast[] = [];

function raiseWaitingToasts(): void {
  const library = toastifyModule.loaded();
  if (!library) return;
  const ready = waitingToasts.filter((waiting) => mountedContainers.has(waiting.containerId));
  waitingToasts = waitingToasts.filter((waiting) => !mountedContainers.has(waiting.containerId));
  for (const waiting of ready) waiting.raise(library);
}

/**
 * A container's host says react-toastify has registered it (components/ui/deferred-toast-container); the
 * toasts waiting for it show now. Returns what to call when it unmounts.
 */
export function toastContainerMounted(containerId: ToastId = MAIN_CONTAINER_ID): () => void {
  mountedContainers.add(containerId);
  raiseWaitingToasts();
  return () => {
    mountedContainers.delete(containerId);
  };
}

let lastId = 0;

/**
 * A toast is handed to react-toastify only once its container is there; until then it waits here (and loads the
 * library). react-toastify's own queue would empty into whichever container registers first and drop the
 * toasts meant for the other (the idle warning for the header's, a session expiry for the main one). The id is
 * chosen here, so a waiting toast can still be dismissed.
 */
function show(
  type: 'error' | 'info' | 'success' | 'warning',
  message: string,
  options?: ToastOptions,
): ToastId {
  lastId += 1;
  const toastId = options?.toastId ?? `toast-${lastId}`;
  const containerId = options?.containerId ?? MAIN_CONTAINER_ID;
  const raise = (library: Toastify) => library.toast[type](message, { ...options, toastId });
  const library = toastifyModule.loaded();
  if (library && mountedContainers.has(containerId)) {
    raise(library);
    return toastId;
  }
  // One waiting toast per id, as react-toastify keeps one shown toast per id.
  if (!waitingToasts.some((waiting) => waiting.toastId === toastId))
    waitingToasts.push({ toastId, containerId, raise });
  // A library that cannot be loaded now is tried again by the next toast or container.
  loadToasts().then(raiseWaitingToasts, () => {});
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
  waitingToasts = id === undefined ? [] : waitingToasts.filter((waiting) => waiting.toastId !== id);
  toastifyModule.loaded()?.toast.dismiss(id);
}
