import { LoadingScreen } from '../../components/ui/loading-screen';
import { useLogoutOverlayStore } from '../../lib/session/logout-overlay-store';
import { LOGGING_OUT_TEXT } from '../../lib/session/perform-logout';
import { useSessionStore } from '../../lib/session/session-store';
import { useLogout } from '../../lib/session/use-logout';
import { useSessionSync } from '../../lib/session/use-session-sync';
import { useIdleLogout } from './use-idle-logout';

/** Session behaviour that lives for the whole app: idle logout, cross-tab sync and the logout overlay. */
export function SessionWatcher() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isLoggingOut = useLogoutOverlayStore((state) => state.isLoggingOut);
  const logout = useLogout();
  useSessionSync();
  useIdleLogout({ enabled: isLoggedIn, logout: () => void logout() });
  return isLoggingOut ? <LoadingScreen overlay text={LOGGING_OUT_TEXT} /> : null;
}
