import { useCurrentAccountRef, useCurrentOrganization } from '../../domains/session/current-account';
import type { OrganizationAccount } from '../../domains/session/session-types';

/** The selected organization account of the session (undefined before the user is loaded). */
export function useCurrentAccount(): { accountRef: string; account: OrganizationAccount | undefined } {
  return { accountRef: useCurrentAccountRef(), account: useCurrentOrganization() };
}
