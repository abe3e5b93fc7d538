/**
 * What the first signed-in screen needs, fetched ahead while the sign-in is still under way (issue 19): its code
 * while the sign-in request is in flight, its first data as soon as the session starts. The app registers both
 * (it knows the routes and the cache; features cannot import app/); nothing happens until it does.
 */
export interface SignedInHomePreload {
  /** Starts loading the signed-in frame's and the dashboard's chunks. */
  code: () => void;
  /** Starts the dashboard's first queries for the session just started. */
  data: () => void;
}

const NOTHING: SignedInHomePreload = { code: () => {}, data: () => {} };
let registered = NOTHING;

export function registerSignedInHomePreload(preload: SignedInHomePreload): void {
  registered = preload;
}

export function preloadSignedInHomeCode(): void {
  registered.code();
}

export function prefetchSignedInHomeData(): void {
  registered.data();
}
