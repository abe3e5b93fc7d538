import { useEffect } from 'react';
import { useSessionStore } from '../domains/session/session-store';
import { rememberData } from './remembered-data';

/** While the signed-in frame is up, the user's remembered data follows the cache (remembered-data.ts). */
export function useRememberedData(): void {
  const userRef = useSessionStore((state) => state.userRef);
  useEffect(() => (userRef ? rememberData(userRef) : undefined), [userRef]);
}
