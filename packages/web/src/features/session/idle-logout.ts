import type { EventsType } from 'react-idle-timer';

export const IDLE_TIMEOUT_MS = 300000;
export const IDLE_LOGOUT_DELAY_MS = 10000;
export const IDLE_TOAST_AUTO_CLOSE_MS = 10000;
export const IDLE_EVENTS_DEBOUNCE_MS = 500;
export const IDLE_EVENTS: EventsType[] = ['mousemove', 'keydown', 'mousedown', 'touchstart'];
// The spec's text says 30 seconds while the timer is 10 seconds; both are kept as specified.
export const IDLE_WARNING_TEXT =
  "You've been inactive. Logging out in 30 seconds. Click anywhere to stay logged in.";
export const IDLE_TOAST_ID = 'idle-warning';

export interface IdleLogoutDeps {
  showWarning: () => void;
  dismissWarning: () => void;
  logout: () => void;
}

export interface IdleLogoutController {
  onIdle: () => void;
  onActive: () => void;
  cancel: () => void;
}

/** After idling: warn, then log out 10 s later unless the user comes back first. */
export function createIdleLogoutController(deps: IdleLogoutDeps): IdleLogoutController {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    onIdle: () => {
      clear();
      deps.showWarning();
      timer = setTimeout(() => {
        timer = undefined;
        deps.logout();
      }, IDLE_LOGOUT_DELAY_MS);
    },
    onActive: () => {
      clear();
      deps.dismissWarning();
    },
    cancel: () => {
      if (timer === undefined) return;
      clear();
      deps.dismissWarning();
    },
  };
}
