import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { closeConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { onSessionEnded } from './api-client';
import { usePersistLoginStore } from './persist-login-store';

/** When the session ends elsewhere (expired, or logged out in another tab), drop this tab's client state. */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded((reason) => {
        queryClient.clear();
        useMobileMenuStore.getState().reset();
        closeConfirmDialog();
        if (reason === 'logged-out-elsewhere') usePersistLoginStore.getState().setPersistLogin(false);
      }),
    [queryClient],
  );
}
