import { selectCurrentAccountRef } from './account-selection';
import { readStoredAccountRef } from './current-account-storage';
import { useSessionStore } from './session-store';
import type { CurrentUser, OrganizationAccount } from './session-types';

/**
 * What the first signed-in screen needs, fetched ahead while the sign-in is still under way: its code
 * while the sign-in form is filled in (and, at the latest, as the sign-in request leaves), its first data as the
 * session starts. The app registers both (it knows the routes and the cache; features cannot import app/);
 * nothing happens until it does.
 */
export interface SignedInHomePreload {
  /** Starts loading the signed-in frame's and the dashboard's chunks. */
  code: () => void;
  /** Starts the dashboard's first queries for the organization the session starts on (settles once they left). */
  data: (organization: OrganizationAccount) => void | Promise<void>;
}

const NOTHING: SignedInHomePreload = { code: () => {}, data: () => {} };
let registered = NOTHING;

export function registerSignedInHomePreload(preload: SignedInHomePreload): void {
  registered = preload;
}

export function preloadSignedInHomeCode(): void {
  registered.code();
}

/** The organization a session of `user` starts on, as startSession selects it (rule SES-07). */
function startingOrganization(user: CurrentUser): OrganizationAccount | undefined {
  const ref = selectCurrentAccountRef(user, readStoredAccountRef());
  return user.organization_accounts.find((account) => account.ref === ref);
}

/**
 * Starts the session of `user`. When it opens on the dashboard, the dashboard's first requests are sent first
 * and the session starts one task later: starting it renders the signed-in frame and the dashboard at once
 * (their chunks are preloaded), which would otherwise hold the requests back until that render is done.
 */
export async function startSessionAhead(user: CurrentUser, opensHome: boolean): Promise<void> {
  const organization = opensHome ? startingOrganization(user) : undefined;
  if (organization) {
    await registered.data(organization);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  useSessionStore.getState().startSession(user);
}
