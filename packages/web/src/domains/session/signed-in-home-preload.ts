import { createContext, useContext } from 'react';
import { selectCurrentAccountRef } from './account-selection';
import { readStoredAccountRef } from './current-account-storage';
import { useSessionStore } from './session-store';
import type { CurrentUser, OrganizationAccount } from './session-types';

/**
 * What the first signed-in screen needs, fetched ahead while the sign-in is still under way: its code
 * while the sign-in form is filled in (and, at the latest, as the sign-in request leaves), its first data as the
 * session starts. The app composes both (it knows the routes and the cache; features cannot import app/): the
 * sign-in screens read them from SignedInHomePreloadContext, the start-up check takes them as an argument.
 */
export interface SignedInHomePreload {
  /** Starts loading the signed-in frame's and the dashboard's chunks. */
  code: () => void;
  /**
   * Starts the dashboard's first queries for the organization the session starts on, and puts the user's
   * remembered balances in the cache (settles once the requests left and the remembered data is in).
   */
  data: (organization: OrganizationAccount, userRef: string) => void | Promise<void>;
}

/** Starts the first queries of the dashboard for an organization (SignedInHomePreload['data']). */
export type HomeDataPreload = SignedInHomePreload['data'];

/** Outside the app (a screen rendered alone), nothing is loaded ahead. */
const NOTHING: SignedInHomePreload = { code: () => {}, data: () => {} };

/** The app's preload of the signed-in home, provided around the routes by app/. */
export const SignedInHomePreloadContext = createContext<SignedInHomePreload>(NOTHING);

export function useSignedInHomePreload(): SignedInHomePreload {
  return useContext(SignedInHomePreloadContext);
}

/** The organization a session of `user` starts on, as startSession selects it (rule SES-07). */
function startingOrganization(user: CurrentUser): OrganizationAccount | undefined {
  const ref = selectCurrentAccountRef(user, readStoredAccountRef());
  return user.organization_accounts.find((account) => account.ref === ref);
}

/**
 * Starts the session of `user`. When it opens on the dashboard (`homeData` given), the dashboard's first requests
 * are sent first and the session starts one task later: starting it renders the signed-in frame and the
 * dashboard at once (their chunks are preloaded), which would otherwise hold the requests back until that render
 * is done. The session starts only once `ready` has settled (what must be stored before the screen moves on).
 */
export async function startSessionAhead(
  user: CurrentUser,
  homeData: HomeDataPreload | null,
  ready: Promise<void> = Promise.resolve(),
): Promise<void> {
  const organization = homeData ? startingOrganization(user) : undefined;
  if (homeData && organization) {
    await homeData(organization, user.ref);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await ready;
  useSessionStore.getState().startSession(user);
}
