import { toastError, toastWarning } from '../../lib/toast';
import { createAccessWatch } from './access-changes';
import { apiClient } from './api-client';
import { loadCurrentUser } from './current-user';
import { useSessionStore } from './session-store';

export const LOST_ACCESS_TOAST_ID = 'lost-access';

/** Installs the access watch on the app's API client (main.tsx, once); returns its removal (tests). */
export function watchAccessChanges(): () => void {
  const middleware = createAccessWatch({
    loadCurrentUser,
    session: useSessionStore.getState,
    // Keyed by the text: the screen that made the call may show the same message, once is enough.
    showForbidden: (message) => toastError(message, { toastId: message }),
    // Stays until closed: the screen changed under the user's eyes, they must be able to read why.
    showLostAccess: (text) => toastWarning(text, { toastId: LOST_ACCESS_TOAST_ID, autoClose: false }),
  });
  apiClient.use(middleware);
  return () => apiClient.eject(middleware);
}
