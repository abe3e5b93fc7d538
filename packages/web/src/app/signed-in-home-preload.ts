import type { SignedInHomePreload } from '../domains/session/signed-in-home-preload';
import { deferredModule } from '../lib/deferred-module';
import { warmNumberSymbols } from '../lib/i18n/number-symbols';

// A failed preload changes nothing: the route loads (and reports) its chunk itself when it is reached.
const ignore = () => {};

/** The query code, loaded once; kept at hand so the data can start in the same task as the session. */
const homeData = deferredModule(() => import('./prefetch-home-data'));

/**
 * The dashboard's chunks and its first data, the first thing a signed-in user looks at. The query code
 * comes with the chunks (never with /login itself), so once the session starts its requests leave at once
 * instead of after one more chunk download and the first signed-in render.
 */
export const signedInHomePreload: SignedInHomePreload = {
  code: () => {
    void import('./layouts/app-layout').catch(ignore);
    void import('./routes/dashboard-route').catch(ignore);
    void homeData.load().catch(ignore);
    warmNumberSymbols();
  },
  // On a restored session nothing has loaded the query code yet (the page preloads it): wait for it, so the
  // requests still leave before the session starts rendering.
  data: async (organization, userRef) => {
    const module = homeData.loaded() ?? (await homeData.load().catch(ignore));
    // A copy that cannot be read is discarded by the restore; the session starts without it.
    await module?.prefetchHomeData(organization, userRef).catch(ignore);
  },
};
