import { useIdleLogout } from './use-idle-logout';

/** Watches a signed-in user for idleness (rule SES-16); mounted only while signed in. */
export function IdleLogoutWatcher({ logout }: { logout: () => void }) {
  useIdleLogout({ enabled: true, logout });
  return null;
}
