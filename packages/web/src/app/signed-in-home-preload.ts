import type { SignedInHomePreload } from '../lib/session/signed-in-home-preload';

// A failed preload changes nothing: the route loads (and reports) its chunk itself when it is reached.
const ignore = () => {};

/**
 * The dashboard's chunks and its balances, the first thing a signed-in user looks at (issue 19). The query code
 * is imported here only when used: by then the chunk preload has it on its way, and /login stays without it.
 */
export const signedInHomePreload: SignedInHomePreload = {
  code: () => {
    void import('./layouts/app-layout').catch(ignore);
    void import('./routes/dashboard-route').catch(ignore);
  },
  data: () => {
    void import('./prefetch-home-balances').then((module) => module.prefetchHomeBalances(), ignore);
  },
};
