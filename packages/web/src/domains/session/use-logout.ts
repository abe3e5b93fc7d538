import { useCallback } from 'react';
import { closeConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { toastError } from '../../lib/toast';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { apiClient, crossTabSession } from './api-client';
import { useLogoutOverlayStore } from './logout-overlay-store';
import { performLogout } from './perform-logout';
import { clearLocalSession } from './run-session-bootstrap';

/** Logs out on the server and, on success, here and in the other tabs. Resolves true when logged out. */
export function useLogout(): (callback?: () => void) => Promise<boolean> {
  return useCallback(
    (callback?: () => void) =>
      performLogout(
        {
          setOverlay: (visible) => useLogoutOverlayStore.getState().setLoggingOut(visible),
          callLogout: async () => {
            const { response, error } = await apiClient.POST('/auth/logout');
            return { status: response.status, error };
          },
          clearLocalSession,
          // The query cache, where one is loaded, empties itself as the session ends (app/query-client.ts).
          resetClientState: () => {
            useMobileMenuStore.getState().reset();
            closeConfirmDialog();
          },
          announceLogout: crossTabSession.announceLogout,
          // One toast per text: logging out again while the bank is down does not stack copies.
          showError: (message) => toastError(message, { toastId: `logout:${message}` }),
        },
        callback,
      ),
    [],
  );
}
