// The chunks of the route a page opens on, preloaded by index.html beside the entry: without them
// the browser learns of a route's lazy chunks only once the entry (React, Chakra, the router) has downloaded and
// run, a second round trip on a phone. index.html is one file for every path, so nginx picks the links by the
// requested path (a `map`, rendered here from the build's Vite manifest) and writes them in place of
// <!--route-preload--> (spa-index.conf). The entry's own static imports are left out: Vite already preloads them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { entryKey, modulesFiles, readManifest } from '../bench/route-chunks.mjs';

const SIGN_IN = ['src/app/layouts/auth-layout.tsx', 'src/features/auth/login-screen.tsx'];
// With the signed-in texts of the default language (lib/i18n/locales.ts), which the frame waits for
// (app/router.tsx): fetched beside the entry instead of after it has run. A browser set to another language
// fetches its own as well, once (about 25 kB gzip).
const SIGNED_IN_FRAME = ['src/app/layouts/app-layout.tsx', 'src/locales/en-GB/portal.po'];
// With the code that starts the dashboard's first requests as the session starts (app/prefetch-home-data.ts).
const DASHBOARD = [...SIGNED_IN_FRAME, 'src/app/routes/dashboard-route.tsx', 'src/app/prefetch-home-data.ts'];

/**
 * Request paths (nginx regexes on $request_uri, first match wins) and the modules whose chunks they preload:
 * the sign-in screen for / and /login, the signed-in frame with the dashboard for /app and /app/dashboard (where
 * sign-in and the bare /app lead), the frame alone for any other /app path.
 */
export const PRELOADED_PATHS = [
  ['^/(login/?)?([?#]|$)', SIGN_IN],
  ['^/app(/dashboard)?/?([?#]|$)', DASHBOARD],
  ['^/app([/?#]|$)', SIGNED_IN_FRAME],
];

const SAFE_FILE = /^assets\/[\w.-]+\.js$/;
/** nginx reads one quoted value of at most 4 kB; a route's links are spread over this many variables. */
export const PRELOAD_PARTS = 4;
const PART_LENGTH = 3500;

/** <link rel=modulepreload> tags, as Vite writes the entry's, for the chunks of `modules` not in the entry's. */
export function preloadLinks(manifest, modules) {
  const inEntry = new Set(modulesFiles(manifest, [entryKey(manifest)]).js);
  // A module the build does not have (an older build, another app such as the bench's floor) preloads nothing;
  // deploy/render-nginx-conf.test.mjs checks the links the current build gets.
  const present = modules.filter((key) => key in manifest);
  return modulesFiles(manifest, present)
    .js.filter((file) => !inEntry.has(file))
    .map((file) => {
      if (!SAFE_FILE.test(file)) throw new Error(`route-preload: unexpected chunk name ${file}`);
      return `<link rel=modulepreload crossorigin href=/${file}>`;
    });
}

/** The links in PRELOAD_PARTS strings of at most PART_LENGTH characters each (the last ones often empty). */
function spread(links) {
  const parts = Array.from({ length: PRELOAD_PARTS }, () => '');
  let part = 0;
  for (const link of links) {
    if ((parts[part] ?? '').length + link.length > PART_LENGTH) part += 1;
    if (part >= PRELOAD_PARTS)
      throw new Error(
        `route-preload: ${links.length} links do not fit ${PRELOAD_PARTS} × ${PART_LENGTH} characters`,
      );
    parts[part] += link;
  }
  return parts;
}

/**
 * nginx's `map $request_uri $route_preload_<n>` blocks for the build in `webRoot` (spa-index.conf writes the
 * parts one after the other); every value empty when the build has no manifest (nothing preloaded, the app
 * still works).
 */
export function routePreloadMaps(webRoot) {
  const manifest = existsSync(join(webRoot, '.vite', 'manifest.json')) ? readManifest(webRoot) : undefined;
  const rows = manifest
    ? PRELOADED_PATHS.map(([pattern, modules]) => [pattern, spread(preloadLinks(manifest, modules))])
    : [];
  return Array.from({ length: PRELOAD_PARTS }, (_, index) =>
    [
      `map $request_uri $route_preload_${index + 1} {`,
      "    default '';",
      ...rows.map(([pattern, parts]) => `    "~${pattern}" '${parts[index]}';`),
      '  }',
    ].join('\n'),
  ).join('\n  ');
}
