import { LoadingScreen } from '../../components/ui/loading-screen';
import { useLogoutOverlayStore } from '../../stores/logout-overlay-store';
import { useSessionStore } from '../../stores/session-store';
import { LOGGING_OUT_TEXT } from './perform-logout';
import { useIdleLogout } from './use-idle-logout';
import { useLogout } from './use-logout';
import { useSessionSync } from './use-session-sync';

/** Session behaviour that lives for the whole app: idle logout, cross-tab sync and the logout overlay. */
export function SessionWatcher() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isLoggingOut = useLogoutOverlayStore((state) => state.isLoggingOut);
  const logout = useLogout();
  useSessionSync();
  useIdleLogout({ enabled: isLoggedIn, logout: () => void logout() });
  return isLoggingOut ? <LoadingScreen overlay text={LOGGING_OUT_TEXT} /> : null;
}
