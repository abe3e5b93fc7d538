import { useEffect } from 'react';
import { closeConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { usePersistLoginStore } from './persist-login-store';
import { useSessionStore } from './session-store';

/**
 * When the session ends by itself (expired) or in another tab, drop this tab's menu and dialog state (the query
 * cache, where one is loaded, empties itself: app/query-client.ts). A logout in this tab cleans up on its own
 * (perform-logout), in the order the logout screen needs.
 */
export function useSessionSync(): void {
  useEffect(
    () =>
      useSessionStore.subscribe(({ lastSessionEnd: end }, previous) => {
        if (end === previous.lastSessionEnd || end === null || end.reason === 'logout') return;
        useMobileMenuStore.getState().reset();
        closeConfirmDialog();
        if (end.reason === 'logged-out-elsewhere') usePersistLoginStore.getState().setPersistLogin(false);
      }),
    [],
  );
}
