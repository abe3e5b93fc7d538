import { i18n } from '@lingui/core';
import { useEffect, useMemo, useRef } from 'react';
import { type IIdleTimer, useIdleTimer } from 'react-idle-timer';
import { dismissToast, HEADER_TOAST_CONTAINER_ID, hasHeaderToastRoom, toastInfo } from '../../lib/toast';
import { useWindowSizeStore } from '../../stores/window-size-store';
import { claimIdleLeadership, type IdleLeadership } from './idle-leadership';
import {
  createIdleLogoutController,
  IDLE_EVENTS,
  IDLE_EVENTS_DEBOUNCE_MS,
  IDLE_TIMEOUT_MS,
  IDLE_TOAST_AUTO_CLOSE_MS,
  IDLE_TOAST_ID,
  IDLE_WARNING_TEXT,
} from './idle-logout';

export interface UseIdleLogoutOptions {
  /** Only a logged-in user is watched. */
  enabled: boolean;
  logout: () => void;
  /** Idle state shared by the tabs of this browser (off in unit tests). */
  crossTab?: boolean;
}

/** Idle logout (rule SES-16), on react-idle-timer. */
export function useIdleLogout({ enabled, logout, crossTab = true }: UseIdleLogoutOptions): void {
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  // On wide screens the warning goes to the header's middle (AppHeader mounts that container at the same width).
  const inHeaderRef = useRef(false);
  inHeaderRef.current = useWindowSizeStore((state) => hasHeaderToastRoom(state.currentWindowWidth));
  const timerRef = useRef<IIdleTimer | null>(null);
  const leadershipRef = useRef<IdleLeadership | null>(null);
  const electingRef = useRef(false);
  const controller = useMemo(
    () =>
      createIdleLogoutController({
        showWarning: () => {
          toastInfo(i18n._(IDLE_WARNING_TEXT), {
            toastId: IDLE_TOAST_ID,
            autoClose: IDLE_TOAST_AUTO_CLOSE_MS,
            ...(inHeaderRef.current ? { containerId: HEADER_TOAST_CONTAINER_ID } : {}),
          });
        },
        dismissWarning: () => dismissToast(IDLE_TOAST_ID),
        logout: () => logoutRef.current(),
        isLogoutLeader: () => {
          const leadership = leadershipRef.current;
          if (leadership) return leadership.isLeader();
          // Without Web Locks react-idle-timer's election leads (asking it when it does not run would throw);
          // with cross-tab off this tab is alone.
          return electingRef.current ? timerRef.current?.isLeader() !== false : true;
        },
      }),
    [],
  );

  // Only signed-in tabs join the cross-tab group: a signed-out tab (say, a login page left open) must not be
  // elected the one that logs everybody out, since its own timer never runs.
  const syncAcrossTabs = crossTab && enabled;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const electing = syncAcrossTabs && !locks;
  electingRef.current = electing;
  useEffect(() => {
    if (!syncAcrossTabs || !locks) return;
    const leadership = claimIdleLeadership(locks);
    leadershipRef.current = leadership;
    return () => {
      leadership.release();
      leadershipRef.current = null;
    };
  }, [syncAcrossTabs, locks]);
  timerRef.current = useIdleTimer({
    timeout: IDLE_TIMEOUT_MS,
    events: IDLE_EVENTS,
    // The 500 ms of rule SES-16 for idle events. react-idle-timer's `debounce` only delays onAction (not used here);
    // its activity handler is rate-limited by `eventsThrottle`, so the 500 ms goes there: the first event is
    // handled at once (the warning goes as soon as the user moves), then at most one per 500 ms.
    eventsThrottle: IDLE_EVENTS_DEBOUNCE_MS,
    crossTab: syncAcrossTabs,
    syncTimers: syncAcrossTabs ? 200 : 0,
    // Every synced tab goes idle together and warns; the leader alone makes the logout call, the others are
    // logged out by its broadcast (domains/session/cross-tab-session). The leader holds a Web Lock (idle-leadership);
    // react-idle-timer's election is the fallback for browsers without one.
    leaderElection: electing,
    disabled: !enabled,
    startOnMount: true,
    onIdle: controller.onIdle,
    onActive: controller.onActive,
  });

  useEffect(() => {
    if (!enabled) controller.cancel();
  }, [enabled, controller]);
  useEffect(() => () => controller.cancel(), [controller]);
}
