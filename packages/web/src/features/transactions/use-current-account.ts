import { useCurrentAccountRef, useCurrentOrganization } from '../../stores/current-account';
import type { OrganizationAccount } from '../../stores/session-types';

/** The selected organization account of the session (undefined before the user is loaded). */
export function useCurrentAccount(): { accountRef: string; account: OrganizationAccount | undefined } {
  return { accountRef: useCurrentAccountRef(), account: useCurrentOrganization() };
}
