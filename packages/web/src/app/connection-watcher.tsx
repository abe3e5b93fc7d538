import { useEffect } from 'react';
import { refreshScreen, watchConnection } from './connection-recovery';

/**
 * Asks again for the screen's data. The query cache comes with the screens that show bank data (it is never part
 * of the sign-in page's first download, which has none to refresh), so it is imported here only when needed; a
 * failed import (still offline) leaves it for the next try.
 */
function refreshScreenData(): void {
  void import('./query-client').then(({ queryClient }) => refreshScreen(queryClient)).catch(() => {});
}

/** Keeps the connection state current for the whole app (app/connection-recovery.ts). */
export function ConnectionWatcher() {
  useEffect(() => watchConnection(refreshScreenData), []);
  return null;
}
