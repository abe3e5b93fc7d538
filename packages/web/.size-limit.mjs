// Bundle budgets (size-limit, gzip): `npm run test:size -w @portal/web` after a build; WEB_DIST picks
// another build folder. The files come from the Vite manifest (bench/route-chunks.mjs), so the budgets
// follow the real chunk graph, not hand-kept globs. First budgets: the sizes of the first measured build plus 10 %
// (docs/performance.md), tightened on 2026-11-23 to today's sizes plus about 3 %; never raise one without saying why.
import { distDir, readManifest, routeChunks, routeFiles } from './bench/route-chunks.mjs';

const dist = process.env.WEB_DIST ?? 'dist';
const manifest = readManifest(dist);
const login = routeFiles(manifest, '/login');
const [largest] = routeChunks(manifest, dist);
const at = (files) => files.map((file) => `${distDir(dist)}/${file}`);

export default [
  {
    name: 'login route JS (entry + auth layout + login screen)',
    path: at(login.js),
    gzip: true,
    limit: '292 kB',
  },
  // Chakra v3 styles are generated at run time (Emotion, with the per-response CSP nonce): no CSS file
  // is emitted today, so any stylesheet that appears on the login route trips this budget on purpose.
  ...(login.css.length > 0
    ? [{ name: 'login route CSS', path: at(login.css), gzip: true, limit: '0 B' }]
    : []),
  { name: `largest route chunk (${largest.file})`, path: at([largest.file]), gzip: true, limit: '106 kB' },
];
