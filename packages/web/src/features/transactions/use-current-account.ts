import { useSessionStore } from '../../stores/session-store';
import type { OrganizationAccount } from '../../stores/session-types';

/** The selected organization account of the session (undefined before the user is loaded). */
export function useCurrentAccount(): { accountRef: string; account: OrganizationAccount | undefined } {
  const accountRef = useSessionStore((state) => state.currentAccountRef);
  const accounts = useSessionStore((state) => state.userData.organization_accounts);
  return { accountRef, account: accounts?.find((candidate) => candidate.ref === accountRef) };
}
