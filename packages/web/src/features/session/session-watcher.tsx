import { i18n } from '@lingui/core';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { LOGGING_OUT_TEXT, useLogoutOverlayStore } from '../../domains/session/logout-overlay-store';
import { useSessionStore } from '../../domains/session/session-store';
import { useSessionSync } from '../../domains/session/use-session-sync';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';

/**
 * react-idle-timer and the logout: loaded once signed in, when the browser is idle after the first screen's
 * answers (idleness is counted in minutes), never on the sign-in screens.
 */
export const idleLogoutWatcherModule = deferredModule(() => import('./idle-logout-watcher'));

function IdleLogout() {
  const loaded = useDeferredModule(idleLogoutWatcherModule);
  return loaded ? <loaded.IdleLogoutWatcher /> : null;
}

/** Session behaviour that lives for the whole app: idle logout, cross-tab sync and the logout overlay. */
export function SessionWatcher() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isLoggingOut = useLogoutOverlayStore((state) => state.isLoggingOut);
  useSessionSync();
  return (
    <>
      {isLoggedIn ? <IdleLogout /> : null}
      {isLoggingOut ? <LoadingScreen overlay text={i18n._(LOGGING_OUT_TEXT)} /> : null}
    </>
  );
}
