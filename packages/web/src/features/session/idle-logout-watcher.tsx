import { useLogout } from '../../domains/session/use-logout';
import { useIdleLogout } from './use-idle-logout';

/**
 * Watches a signed-in user for idleness (rule SES-16) and logs them out; mounted only while signed in, so the
 * logout's code loads with it, never with the sign-in page.
 */
export function IdleLogoutWatcher() {
  const logout = useLogout();
  useIdleLogout({ enabled: true, logout: () => void logout() });
  return null;
}
