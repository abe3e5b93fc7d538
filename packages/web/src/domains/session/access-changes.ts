import { t } from '@lingui/core/macro';
import { type PortalClient, singleFlight } from '@portal/api-types';
import { selectCurrentAccountRef } from './account-selection';
import type { CurrentUser, UserData } from './session-types';

/** What the tab says when the selected organization is gone (rule ROLE-11). */
export const lostAccessText = (organizationName: string) =>
  t`You no longer have access to ${organizationName}.`;

/** The organization account an `/accounts/{account}/…` request addresses, else null. */
export function organizationRefOfRequest(url: string): string | null {
  const match = /\/accounts\/([^/?#]+)/.exec(new URL(url, 'http://localhost').pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export interface ReloadedAccess {
  /** The selected organization when the reloaded user no longer has it (a removed member). */
  lost: { ref: string; name: string } | null;
  /** The organization to select now: the same one, else another the user still has, else ''. */
  nextAccountRef: string;
}

/** What a reloaded user means for the selection: kept, or moved on with the lost organization named. */
export function reloadedAccess(
  previous: UserData,
  currentAccountRef: string,
  user: CurrentUser,
): ReloadedAccess {
  const nextAccountRef = selectCurrentAccountRef(user, currentAccountRef);
  const before = previous.organization_accounts?.find((account) => account.ref === currentAccountRef);
  const lost = before && nextAccountRef !== currentAccountRef ? { ref: before.ref, name: before.name } : null;
  return { lost, nextAccountRef };
}

type Middleware = Parameters<PortalClient['use']>[0];

export interface AccessWatchDeps {
  loadCurrentUser: () => Promise<CurrentUser>;
  session: () => {
    isLoggedIn: boolean;
    userData: UserData;
    currentAccountRef: string;
    setUserData: (user: UserData) => void;
    selectAccount: (accountRef: string) => void;
  };
  /** The bank's 403 message ("Your role (Viewer) cannot make payments."). */
  showForbidden: (message: string) => void;
  /** "You no longer have access to Northwind Trading Ltd." */
  showLostAccess: (text: string) => void;
}

async function forbiddenMessage(response: Response): Promise<string | null> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== 'forbidden')
    return null;
  return 'message' in body && typeof body.message === 'string' ? body.message : '';
}

/**
 * A middleware of the API client that keeps the tab's idea of its access true (rules ROLE-10, ROLE-11): a
 * 403 `forbidden` means the role changed, so the current user is loaded again and the screens follow its
 * permissions at once, with the bank's message; a 404 from the selected organization may mean the user was
 * removed: the reloaded user tells, and the tab moves to another organization (or none) and says so.
 * The reload finishes before the caller sees the answer, so what it shows next already fits the new role.
 */
export function createAccessWatch(deps: AccessWatchDeps): Middleware {
  const reload = singleFlight(async () => {
    const before = deps.session();
    const user = await deps.loadCurrentUser();
    const { lost, nextAccountRef } = reloadedAccess(before.userData, before.currentAccountRef, user);
    deps.session().setUserData(user);
    deps.session().selectAccount(nextAccountRef);
    if (lost) deps.showLostAccess(lostAccessText(lost.name));
  });
  // A failed reload (the session ended meanwhile, the network) leaves the state as it was.
  const reloadQuietly = () => reload().catch(() => undefined);

  return {
    async onResponse({ request, response }) {
      if (!deps.session().isLoggedIn) return undefined;
      if (response.status === 403) {
        const message = await forbiddenMessage(response);
        if (message === null) return undefined;
        if (message) deps.showForbidden(message);
        await reloadQuietly();
      } else if (response.status === 404) {
        const organization = organizationRefOfRequest(request.url);
        if (organization && organization === deps.session().currentAccountRef) await reloadQuietly();
      }
      return undefined;
    },
  };
}
