// Bundle budgets (size-limit, gzip): `npm run test:size -w @portal/web` after a build; WEB_DIST picks
// another build folder. The files come from the Vite manifest (bench/route-chunks.mjs), so the budgets
// follow the real chunk graph, not hand-kept globs. First budgets: the sizes of the first measured build plus 10 %
// (docs/performance.md), tightened on 2026-11-23 to today's sizes plus about 3 %; never raise one without saying why.
import { distDir, emittedCss, readManifest, routeChunks, routeFiles } from './bench/route-chunks.mjs';

const dist = process.env.WEB_DIST ?? 'dist';
const manifest = readManifest(dist);
const login = routeFiles(manifest, '/login');
// Every stylesheet the build wrote, checked against the manifest (emittedCss throws when they disagree).
const css = emittedCss(manifest, dist);
const [largest] = routeChunks(manifest, dist);
const at = (files) => files.map((file) => `${distDir(dist)}/${file}`);

// The only stylesheets are libraries' own (rc-picker's, with the date fields' restyling): Chakra v3 makes its
// styles at run time (Emotion, with the per-response CSP nonce). If this list is ever empty, the date picker lost
// its CSS or the build stopped emitting CSS files: look before changing the budget.
if (css.length === 0)
  throw new Error(
    `.size-limit.mjs: no stylesheet in ${distDir(dist)} (the date picker's is expected): the CSS budget would measure nothing`,
  );

export default [
  {
    name: 'login route JS (entry + auth layout + login screen)',
    path: at(login.js),
    gzip: true,
    limit: '292 kB',
  },
  // Every stylesheet of the build, so also an upper bound of any route's CSS. The login route itself loads none
  // today (0 B): `node --test bench/` fails when one appears there (login-route.test.mjs), since size-limit cannot
  // measure an empty file list.
  {
    name: `all CSS the build emits (${css.map((file) => file.replace('assets/', '')).join(', ')})`,
    path: at(css),
    gzip: true,
    limit: '1.87 kB',
  },
  { name: `largest route chunk (${largest.file})`, path: at([largest.file]), gzip: true, limit: '106 kB' },
];
