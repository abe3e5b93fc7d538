// The API base a build calls, as the build recorded it (.vite/api-base.json), and the CSP connect-src it needs.
//   node packages/web/deploy/api-base.mjs [dist]     prints the base and the connect-src
// The build records the base it was made with (vite.config.ts, from src/config/api-base.ts, the same resolution
// the app uses), whatever .env file or variable set it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API base the build in `webRoot` calls, as the build recorded it (vite.config.ts writes
 * `.vite/api-base.json`). Throws when the record is missing or unreadable: guessing would put a wrong
 * connect-src in front of customers.
 */
export function readBuiltApiBase(webRoot) {
  const file = join(webRoot, '.vite', 'api-base.json');
  let record;
  try {
    record = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(
      `api-base: ${file} cannot be read: is ${webRoot} a build of the web app? (or set CONNECT_SRC)`,
      {
        cause,
      },
    );
  }
  if (typeof record?.apiBase !== 'string' || !record.apiBase.trim())
    throw new Error(`api-base: ${file} names no apiBase (or give nginx CSP_CONNECT_SRC yourself)`);
  return record.apiBase.trim();
}

/**
 * A CSP source list must not end the directive, the header, or nginx's quoted string, and must not open
 * connect-src to everything: no wildcard, no bare scheme (`https:`, `data:`), no keyword but 'self'.
 */
export function assertSafeSources(sources, what) {
  const refuse = (why) => {
    throw new Error(`${what}: ${JSON.stringify(sources)} is not a usable connect-src source list (${why})`);
  };
  if (!sources.trim() || /[;,"\\$\n\r{}]/.test(sources)) refuse('a character that ends the policy');
  for (const source of sources.trim().split(/\s+/)) {
    if (source.startsWith("'")) {
      if (source !== "'self'") refuse(`${source}: only 'self' as a keyword`);
    } else if (source.includes('*')) refuse(`${source}: no wildcards`);
    else if (/^[a-z][a-z\d+.-]*:$/i.test(source)) refuse(`${source}: a whole scheme`);
  }
  return sources.trim();
}

/**
 * connect-src for an API base: a relative base is the page's own origin ('self'); an absolute one is that origin,
 * limited to the base's path (CSP matches a path ending in '/' as a prefix), e.g.
 * https://api.bank.example/api/v1 → https://api.bank.example/api/v1/.
 */
export function connectSrcFor(apiBase) {
  const base = apiBase.trim();
  if (base.startsWith('//'))
    throw new Error(`api-base: ${base} is scheme-relative: build with an absolute https:// base`);
  if (!/^[a-z][a-z\d+.-]*:/i.test(base)) return "'self'";
  const url = new URL(base);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error(`api-base: ${base} is not https (plain http only on this machine's loopback)`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`api-base: ${base} carries a query, a fragment or credentials`);
  const path = url.pathname === '/' ? '' : url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return assertSafeSources(`${url.origin}${path}`, 'api-base');
}

/**
 * The API base a deployment sets at start (API_BASE_URL), checked before nginx writes it into index.html and
 * the CSP: an absolute base passes connectSrcFor's checks; a relative one must be under /api/, the one path
 * this server proxies; and only characters that cannot end an HTML attribute or an nginx string.
 */
export function assertDeployableBase(apiBase) {
  const base = apiBase.trim();
  if (!/^[A-Za-z0-9._~:/[\]%-]+$/.test(base))
    throw new Error(`API_BASE_URL: ${JSON.stringify(apiBase)} has a character a URL base does not need`);
  if (!/^[a-z][a-z\d+.-]*:/i.test(base) && !/^\/api(\/|$)/.test(base))
    throw new Error(`API_BASE_URL: ${base} is relative but not under /api/, the path this server proxies`);
  connectSrcFor(base);
  return base;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webRoot = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const base = readBuiltApiBase(webRoot);
  console.log(`API base: ${base}\nconnect-src: ${connectSrcFor(base)}`);
}
