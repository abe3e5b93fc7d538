import { getSafeRedirect } from './safe-redirect';

/** How the last session of this page ended: whose it was, and whether it expired (rather than a logout). */
export type EndedSession = { userRef: string; expired: boolean } | null;

type LocationParts = { pathname: string; search: string; hash: string };

/** The location carried to /login: the page, and for whom it is kept when a session expired on it. */
export type CarriedLocation = LocationParts & { forUser?: string };

/**
 * What a visitor of a page under /app carries to /login (rule SES-20): after an explicit logout, nothing, so
 * the next person to sign in on this browser starts on the dashboard; after an expired session, the page, for
 * that user only; with no session ended here (a link opened, a reload), the page, for whoever signs in.
 */
export function carriedLocation(location: LocationParts, ended: EndedSession): CarriedLocation | undefined {
  const page = { pathname: location.pathname, search: location.search, hash: location.hash };
  if (ended === null) return page;
  return ended.expired ? { ...page, forUser: ended.userRef } : undefined;
}

/** Where a user who just signed in goes: the carried page when it is safe and meant for them, else null. */
export function returnTarget(from: unknown, userRef: string): string | null {
  const forUser = typeof from === 'object' && from !== null && 'forUser' in from ? from.forUser : undefined;
  if (forUser !== undefined && forUser !== userRef) return null;
  return getSafeRedirect(from);
}
