import { i18n } from '@lingui/core';
import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { LOGGING_OUT_TEXT, useLogoutOverlayStore } from '../../domains/session/logout-overlay-store';
import { useSessionStore } from '../../domains/session/session-store';
import { useSessionSync } from '../../domains/session/use-session-sync';

// react-idle-timer and the logout load with the first signed-in screen, never on the sign-in screens.
const IdleLogoutWatcher = lazy(async () => ({
  default: (await import('./idle-logout-watcher')).IdleLogoutWatcher,
}));

/** Session behaviour that lives for the whole app: idle logout, cross-tab sync and the logout overlay. */
export function SessionWatcher() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isLoggingOut = useLogoutOverlayStore((state) => state.isLoggingOut);
  useSessionSync();
  return (
    <>
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <IdleLogoutWatcher />
        </Suspense>
      ) : null}
      {isLoggingOut ? <LoadingScreen overlay text={i18n._(LOGGING_OUT_TEXT)} /> : null}
    </>
  );
}
