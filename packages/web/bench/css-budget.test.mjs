// `node --test bench/` (part of `npm run test:size`): the CSS budget of .size-limit.mjs fails loudly rather than
// measure nothing. Runs on small fake builds in a temporary folder (a manifest and a few files).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { emittedCss, ROUTE_MODULES } from './route-chunks.mjs';

const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * A fake build: the entry and the login and dashboard routes' modules (the two route budgets), each a small JS
 * file, the given stylesheets, and
 * (unless told) the chunks loaded on use that .size-limit.mjs budgets on their own (statement PDF, zxcvbn, a
 * language's catalogs).
 */
function fakeBuild({ listed = [], written = [], onUseChunks = true }) {
  const root = mkdtempSync(join(tmpdir(), 'portal-css-budget-'));
  roots.push(root);
  mkdirSync(join(root, '.vite'), { recursive: true });
  mkdirSync(join(root, 'assets'));
  const manifest = { 'index.html': { file: 'assets/index.js', isEntry: true, imports: [] } };
  const routeModules = new Set([...ROUTE_MODULES['/login'], ...ROUTE_MODULES['/app/dashboard']]);
  for (const [i, key] of [...routeModules].entries())
    manifest[key] = { file: `assets/route-${i}.js`, isDynamicEntry: true };
  manifest['src/components/ui/date-field.tsx'] = {
    file: 'assets/date.js',
    isDynamicEntry: true,
    css: listed,
  };
  if (onUseChunks) {
    manifest['src/features/transactions/statement.ts'] = {
      file: 'assets/statement.js',
      isDynamicEntry: true,
    };
    manifest['node_modules/@zxcvbn-ts/core/dist/index.esm.js'] = {
      file: 'assets/zxcvbn.js',
      isDynamicEntry: true,
    };
    for (const name of ['boot', 'portal', 'screens'])
      manifest[`src/locales/de-DE/${name}.po`] = { file: `assets/${name}-de.js`, isDynamicEntry: true };
  }
  for (const { file } of Object.values(manifest))
    writeFileSync(join(root, file), `export const x = ${JSON.stringify(file)};\n`);
  for (const file of written) writeFileSync(join(root, file), '.picker { display: flex }\n');
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return { root, manifest };
}

test('emittedCss lists the stylesheets when the manifest and the disk agree', () => {
  const { root, manifest } = fakeBuild({ listed: ['assets/a.css'], written: ['assets/a.css'] });
  assert.deepEqual(emittedCss(manifest, root), ['assets/a.css']);
});

test('emittedCss throws on a stylesheet written but not in the manifest, or listed but not written', () => {
  const unlisted = fakeBuild({ listed: [], written: ['assets/stray.css'] });
  assert.throws(
    () => emittedCss(unlisted.manifest, unlisted.root),
    /written but not listed: assets\/stray\.css/,
  );
  const missing = fakeBuild({ listed: ['assets/gone.css'], written: [] });
  assert.throws(
    () => emittedCss(missing.manifest, missing.root),
    /listed but not written: assets\/gone\.css/,
  );
});

test('.size-limit.mjs refuses a build with no stylesheet instead of budgeting nothing', async () => {
  const { root } = fakeBuild({});
  process.env.WEB_DIST = root;
  await assert.rejects(import(`../.size-limit.mjs?empty=${Date.now()}`), /no stylesheet/);
});

test('.size-limit.mjs refuses a build without a chunk it budgets on use (the statement PDF)', async () => {
  const { root } = fakeBuild({ listed: ['assets/a.css'], written: ['assets/a.css'], onUseChunks: false });
  process.env.WEB_DIST = root;
  await assert.rejects(import(`../.size-limit.mjs?no-on-use=${Date.now()}`), /no lazily loaded chunk/);
});

test('.size-limit.mjs budgets every stylesheet of a build that has some', async () => {
  const { root } = fakeBuild({
    listed: ['assets/a.css', 'assets/b.css'],
    written: ['assets/a.css', 'assets/b.css'],
  });
  process.env.WEB_DIST = root;
  const { default: budgets } = await import(`../.size-limit.mjs?some=${Date.now()}`);
  const css = budgets.find((budget) => budget.name.startsWith('all CSS'));
  assert.deepEqual(css?.path, [join(root, 'assets/a.css'), join(root, 'assets/b.css')]);
  assert.equal(css?.gzip, true);
});
