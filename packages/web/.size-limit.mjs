// Bundle budgets (size-limit, gzip): `npm run test:size -w @portal/web` after a build; WEB_DIST picks
// another build folder. The files come from the Vite manifest (bench/route-chunks.mjs), so the budgets
// follow the real chunk graph, not hand-kept globs. First budgets: the sizes of the first measured build plus 10 %
// (docs/performance.md), tightened on 2026-11-23 to today's sizes plus about 3 %; never raise one without saying why.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { distDir, emittedCss, readManifest, routeChunks, routeFiles } from './bench/route-chunks.mjs';

const dist = process.env.WEB_DIST ?? 'dist';
const manifest = readManifest(dist);
const login = routeFiles(manifest, '/login');
const dashboard = routeFiles(manifest, '/app/dashboard');
// Every stylesheet the build wrote, checked against the manifest (emittedCss throws when they disagree).
const css = emittedCss(manifest, dist);
// Libraries a screen loads only when asked: the statement's PDF writer on 'Download PDF', the password strength
// estimator (zxcvbn and its word lists) at the first character of a new password. Each has a budget of its own
// below, so the route budget keeps measuring what opening a screen loads.
// Three documents share the PDF writer (lib/pdf-document and the one-page sheet, in chunks of their
// own): the statement, the account details and the payment receipt, each loaded on its button.
const PDF_DOCUMENTS = new Set([
  'src/features/transactions/statement.ts',
  'src/domains/accounts/account-details-pdf.ts',
  'src/features/payments/receipt-pdf.ts',
]);
const PDF_WRITER = /^_pdf-(document|sheet)-/;
const isPdf = (key) => PDF_DOCUMENTS.has(key) || PDF_WRITER.test(key);
const PASSWORD_ESTIMATOR = /\/@zxcvbn-ts\//;
const isOnUse = (key) => isPdf(key) || PASSWORD_ESTIMATOR.test(key);
const [largest] = routeChunks(manifest, dist).filter((chunk) => !isOnUse(chunk.key));
/**
 * The files of the lazily loaded chunks whose keys match, with the chunks only they import (zxcvbn's word lists
 * share a decompressor); chunks the screen has already loaded are not theirs.
 */
const onUse = (match) => {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && match(key));
  if (keys.length === 0)
    throw new Error(`.size-limit.mjs: no lazily loaded chunk for ${match} in ${distDir(dist)}`);
  const importers = (imported) =>
    Object.keys(manifest).filter((key) => manifest[key].imports?.includes(imported));
  const own = keys.flatMap((key) => manifest[key].imports ?? []).filter((i) => importers(i).every(match));
  return at([...new Set([...keys, ...own].map((key) => manifest[key].file))]);
};
const at = (files) => files.map((file) => `${distDir(dist)}/${file}`);
/**
 * A language's catalog (lib/i18n/catalogs.ts): the largest of the languages', since a browser fetches one. The
 * sign-in catalog (`boot`) arrives before the first render, the signed-in one (`portal`) with the signed-in frame.
 */
const largestCatalog = (name) => {
  const files = Object.entries(manifest)
    .filter(([key]) => new RegExp(`^src/locales/[^/]+/${name}\\.po$`).test(key))
    .map(([, chunk]) => chunk.file);
  if (files.length === 0) throw new Error(`.size-limit.mjs: no ${name} catalog in ${distDir(dist)}`);
  const gzipped = (file) => gzipSync(readFileSync(`${distDir(dist)}/${file}`)).length;
  return at([files.reduce((a, b) => (gzipped(b) > gzipped(a) ? b : a))]);
};

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
    // 2026-11-26: 248.7 kB after zod/mini on the sign-in forms and toasts, the idle timer and the
    // dialog after the first paint (285.3 kB before); the limit is that plus about 3 %. Later that day 257.9 kB
    // while the bulk payments' row check used z.fromJSONSchema (every zod schema kind in the core module the
    // sign-in form shares); not raised: the row check moved to @cfworker/json-schema (250.0 kB). Tightened the
    // next day to 236.1 kB plus about 3 %: the theme keeps only the recipes and palettes the screens use.
    // 2026-11-29: 241.9 kB with the languages (237.8 kB before): Lingui's runtime (3.5 kB), the language menu and
    // the locale's start (2.7 kB) and the English sign-in catalog (7.8 kB, in the entry so that a first visit
    // renders without another round trip) came; the checkbox machine went (the sign-in's one checkbox is the
    // browser's own, brand coloured). Kept at 243 kB.
    // 2026-11-30: 243.7 kB (241.6 kB before): every request's time-out and its worded failures, the offline and
    // "can't reach the bank" strip and its watcher (2.1 kB) — they must work on the sign-in page too. 244 kB.
    // 2026-11-30: 233.3 kB, 1.47x the floor (245.0 kB before, with the remembered data's policy): the sign-in
    // and forgot-password schemas, with zod's core, load after the first paint (lib/deferred-resolver.ts). The
    // limit is that plus about 2 kB.
    // 2026-11-30: 219.4 kB, 1.39x the floor (232.3 kB before): the query cache (TanStack Query, 8.7 kB) comes
    // with the screens that use it (app/layouts/query-layout.tsx), the sign-in being a plain call; zod's core
    // (3.9 kB) no longer comes with the entry, which sets its jitless option on zod's global config (lib/zod-csp.ts);
    // the logout's code comes with the signed-in screens. The limit is that plus about 2 kB.
    // 2026-11-30: 217.7 kB, 1.37x the floor: the texts of the accounts, payments, recipients and notifications
    // domains (115 of the sign-in catalog's 388) come with the signed-in frame; the limit is that plus about 1 %.
    // 2026-12-02: 204.4 kB, 1.29x the floor, in 6 files (218.1 kB in 47 before): the build groups the first
    // screens' code into few chunks (chunk-groups.ts), each compressed as one. The limit is that plus about 1 %.
    // Then 188.8 kB, 1.19x the floor, in 5 files: the sign-in form's code, with react-hook-form, comes after the
    // first paint (login-screen.tsx). The limit is that plus about 1 %.
    limit: '190.7 kB',
  },
  {
    name: 'dashboard route JS (entry + signed-in frame + dashboard), what a phone downloads before its first paint',
    path: at(dashboard.js),
    gzip: true,
    // 2026-11-26: 259.3 kB once the theme was trimmed (328.9 kB before) and react-select,
    // the dialog stack, the tooltip machine and react-toastify left the route's static chunks (lib/deferred-module);
    // the limit is that plus about 3 %. 2026-11-29: 282.2 kB with the languages (266.8 kB before: the English
    // sign-in catalog 7.8 kB, Lingui's runtime 3.5 kB, the locale's start and the saved language 2.0 kB, translated
    // status and role names); raised to that plus about 3 %. The other catalogs have budgets of their own below.
    // 2026-11-30: 291.1 kB (289.8 kB before): the select's box, which stands in until the pointer or focus reaches
    // it (its control, 28 kB, no longer loads before the dashboard's first paint), and the idle-work gate; raised
    // to that plus about 1.5 %. Then 288.9 kB; and 282.0 kB once the account details behind "Account details" and
    // "Share details" (with the IBAN tools' country table, 4.4 kB) load after the first paint. Tightened to that
    // plus about 1 %. 2026-12-02: 275.0 kB in 45 files (282.3 kB in 106 before), grouped (chunk-groups.ts);
    // tightened to that plus about 1 %. Then 261.4 kB: the sign-in chunk it shares no longer carries the sign-in
    // form and react-hook-form; the limit is that plus about 1 %. Then 253.2 kB: the balance history, the latest
    // transactions and the payments in progress, below the fold, load as parts of their own (deferred-part.tsx);
    // the limit is that plus about 1 %. 2026-12-03: 252.7 kB (the chart and the share dialogs left the first
    // seconds, the frame draws less); the limit is that plus about 1 %.
    limit: '255.2 kB',
  },
  // Every stylesheet of the build, so also an upper bound of any route's CSS. The login route itself loads none
  // today (0 B): `node --test bench/` fails when one appears there (login-route.test.mjs), since size-limit cannot
  // measure an empty file list.
  {
    name: `all CSS the build emits (${css.map((file) => file.replace('assets/', '')).join(', ')})`,
    path: at(css),
    gzip: true,
    // 2026-11-29: 2.17 kB (1.82 kB before) once the date fields took the design system's colour variables (dark
    // mode) and the calendar the kit's look (rc-picker's own sheet is a demo: a pink panel, a green footer, blue and
    // red outlines); the limit is that plus about 3 %.
    limit: '2.24 kB',
  },
  { name: `largest route chunk (${largest.file})`, path: at([largest.file]), gzip: true, limit: '106 kB' },
  // pdf-lib with the three documents' layouts (2026-11-25: 181 kB for the statement alone; the hand-written writer
  // it replaced was 2.8 kB, but wrote only ASCII-safe text and no real font metrics). 2026-11-26: 187.7 kB with the
  // account details' and the receipt's layouts, which share it; raised to that plus about 3 %.
  {
    name: 'PDF writer (pdf-lib) with the statement, account details and receipt, loaded on their buttons',
    path: onUse(isPdf),
    gzip: true,
    limit: '193 kB',
  },
  // zxcvbn with the common-password and English word lists, the same the bank checks against (so the hint and the
  // bank agree): 2026-11-25, 838 kB, nearly all word lists; on the password screens only, after the first key.
  {
    name: 'password strength estimator (zxcvbn + word lists), loaded on a new password',
    path: onUse((key) => PASSWORD_ESTIMATOR.test(key)),
    gzip: true,
    limit: '865 kB',
  },
  {
    name: 'sign-in catalog of another language (boot), the largest; fetched before the first render',
    path: largestCatalog('boot'),
    gzip: true,
    // 2026-11-29: 8.6 kB (German, 451 texts); the limit is that plus about 3 %. 2026-11-30: 5.4 kB (German, 273
    // texts) once the signed-in domains' texts left it; the limit is that plus about 3 %.
    limit: '5.55 kB',
  },
  {
    name: 'signed-in frame catalog of a language (portal), the largest; fetched with the signed-in frame',
    path: largestCatalog('portal'),
    gzip: true,
    // 2026-11-29: 21.2 kB (German, 1108 texts, with Settings → Developers). 2026-11-30: 26.7 kB (1385 texts) with
    // Statements and the signed-in domains' texts from the sign-in catalog. Then 7.0 kB (French, 357 texts): the
    // other screens' texts went to their own catalog (below), so the dashboard's first paint waits for the
    // frame's and its own texts only. The limit is that plus about 3 %.
    limit: '7.2 kB',
  },
  {
    name: 'screens catalog of a language (screens), the largest; fetched with the first screen but the dashboard',
    path: largestCatalog('screens'),
    gzip: true,
    // 2026-11-30: 21.0 kB (French, 1080 texts), fetched with the screen's own code (and when the browser is idle
    // on the dashboard); the limit is that plus about 3 %.
    limit: '21.7 kB',
  },
];
