#!/usr/bin/env node
// Which built files a route of the app loads, read from Vite's manifest (dist/.vite/manifest.json,
// `build.manifest: true` in vite.config.ts). A route needs the entry (index.html's module script) with
// its static imports, plus the lazy modules the router loads for it (layout and screen) with theirs.
//   node bench/route-chunks.mjs [route] [dist]      e.g. node bench/route-chunks.mjs /login dist
// Used by .size-limit.mjs (budgets) and the benchmarks (login route against the floor app).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The lazy modules each route loads (app/router.tsx). The entry chunk is always loaded first.
 * A module missing from the manifest throws, so a renamed screen cannot silently drop out of a budget.
 */
export const ROUTE_MODULES = {
  '/login': ['src/app/layouts/auth-layout.tsx', 'src/features/auth/login-screen.tsx'],
  // The other sign-in screens come with the query cache (app/layouts/query-layout.tsx); the signed-in frame
  // imports it itself.
  '/forget-password': [
    'src/app/layouts/auth-layout.tsx',
    'src/app/layouts/query-layout.tsx',
    'src/features/auth/forget-password-screen.tsx',
  ],
  '/app/dashboard': ['src/app/layouts/app-layout.tsx', 'src/app/routes/dashboard-route.tsx'],
  '/app/payments': ['src/app/layouts/app-layout.tsx', 'src/features/payments/payments-screen.tsx'],
  '/app/recipients': ['src/app/layouts/app-layout.tsx', 'src/features/recipients/recipients-screen.tsx'],
  '/app/notifications': [
    'src/app/layouts/app-layout.tsx',
    'src/features/notifications/notifications-screen.tsx',
  ],
  '/app/settings': ['src/app/layouts/app-layout.tsx', 'src/features/settings/settings-screen.tsx'],
  '/app/account': ['src/app/layouts/app-layout.tsx', 'src/features/account/account-screen.tsx'],
  '/app/new-payment/recipient': [
    'src/app/layouts/app-layout.tsx',
    'src/features/new-payment/new-payment-layout.tsx',
    'src/features/new-payment/recipient-step-screen.tsx',
  ],
  '/app/new-fx-trade': ['src/app/layouts/app-layout.tsx', 'src/features/fx/new-fx-trade-screen.tsx'],
};

export function distDir(dist = process.env.WEB_DIST ?? 'dist') {
  return resolve(webDir, dist);
}

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(distDir(dist), '.vite', 'manifest.json'), 'utf8'));
}

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('route-chunks: the manifest has no entry chunk');
  return key;
}

/** Manifest keys of a chunk and everything it imports statically. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route-chunks: ${key} is not in the manifest (renamed? update ROUTE_MODULES)`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The files (relative to dist) a route loads: { js: [...], css: [...] }, entry first. */
export function routeFiles(manifest, route) {
  const modules = ROUTE_MODULES[route];
  if (!modules)
    throw new Error(`route-chunks: unknown route ${route} (known: ${Object.keys(ROUTE_MODULES)})`);
  return modulesFiles(manifest, [entryKey(manifest), ...modules]);
}

/** The files (relative to dist) of source modules (manifest keys) and their static imports: { js, css }. */
export function modulesFiles(manifest, modules) {
  const keys = new Set();
  for (const key of modules) staticClosure(manifest, key, keys);
  const js = [];
  const css = new Set();
  for (const key of keys) {
    js.push(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { js, css: [...css] };
}

/**
 * The chunks routes load on demand: every JS chunk but the entry (route screens and layouts, and the shared
 * chunks Rolldown splits out of them, where heavy libraries such as the charts land), largest first.
 */
export function routeChunks(manifest, dist) {
  return Object.entries(manifest)
    .filter(([, chunk]) => !chunk.isEntry && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ key, file: chunk.file, gzip: gzipSize(join(distDir(dist), chunk.file)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Every stylesheet the build's chunks import (entry and lazy chunks alike), sorted. */
export function manifestCss(manifest) {
  return [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].sort();
}

/** The stylesheets actually written to dist/assets (not their .gz/.br siblings), sorted. */
export function cssOnDisk(dist) {
  return readdirSync(join(distDir(dist), 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `assets/${name}`)
    .sort();
}

/**
 * The stylesheets a CSS budget measures: the manifest's, checked against the disk. Throws when the build wrote
 * a stylesheet the manifest does not list (the budget would silently measure less, or nothing), or the other
 * way round (a stale manifest).
 */
export function emittedCss(manifest, dist) {
  const listed = manifestCss(manifest);
  const written = cssOnDisk(dist);
  const unlisted = written.filter((file) => !listed.includes(file));
  const missing = listed.filter((file) => !written.includes(file));
  if (unlisted.length > 0 || missing.length > 0)
    throw new Error(
      `route-chunks: the manifest and ${distDir(dist)}/assets disagree on the stylesheets ` +
        `(written but not listed: ${unlisted.join(', ') || 'none'}; listed but not written: ${missing.join(', ') || 'none'})`,
    );
  return listed;
}

/** Gzip size in bytes (level 9, as the precompressed files nginx serves). */
export function gzipSize(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

export function totalGzip(files, dist) {
  return files.reduce((sum, file) => sum + gzipSize(join(distDir(dist), file)), 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const route = process.argv[2] ?? '/login';
  const dist = process.argv[3];
  const manifest = readManifest(dist);
  const { js, css } = routeFiles(manifest, route);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`; // kB = 1000 B, as size-limit
  console.log(
    `${route}: ${js.length} JS files, ${kb(totalGzip(js, dist))} gzip; ${css.length} CSS files, ${kb(totalGzip(css, dist))} gzip`,
  );
  for (const file of [...js, ...css])
    console.log(`  ${file.padEnd(56)} ${kb(gzipSize(join(distDir(dist), file)))}`);
}
