// `node --test bench/` (part of `npm run test:size`): what the login and dashboard routes' chunks contain.
// Builds the app in memory with the real vite.config.ts (write: false) to read each chunk's module list,
// which the manifest does not carry, then walks the same chunk graph as route-chunks.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile } from 'vite';
import { entryKey, manifestCss, ROUTE_MODULES, routeFiles } from './route-chunks.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));

// Features a signed-out visitor may load on /login: the sign-in screens and the session shell.
const PUBLIC_FEATURES = new Set(['auth', 'session']);
// Heavy libraries that belong to the signed-in screens only (charts, date picker, CSV parsing, PDF).
const HEAVY = [
  /\/node_modules\/recharts\//,
  /\/node_modules\/@chakra-ui\/charts\//,
  /\/node_modules\/rc-picker\//,
  /\/node_modules\/papaparse\//,
  /\/node_modules\/pdf-lib\//,
  // The flag set's URL map: loaded with the first flag a screen draws (the images themselves one by one).
  /\/src\/components\/ui\/currency-flag\/flag-urls\.ts$/,
  // The password strength estimator and its word lists: only on the screens that set a password.
  /\/node_modules\/@zxcvbn-ts\//,
];

async function buildInMemory() {
  const result = await build({
    root: webDir,
    configFile: `${webDir}vite.config.ts`,
    // The demo build, as `npm run build` (its storage secret comes from .env.demo).
    mode: 'demo',
    logLevel: 'error',
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const manifestAsset = outputs.find((o) => o.type === 'asset' && o.fileName === '.vite/manifest.json');
  assert.ok(manifestAsset, 'build.manifest must stay on in vite.config.ts');
  const manifest = JSON.parse(String(manifestAsset.source));
  const stylesheets = outputs
    .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => o.fileName)
    .sort();
  return { chunks, manifest, stylesheets };
}

const built = buildInMemory();

/** The source modules (relative to packages/web) inside the given built files. */
function modulesOf(chunks, files) {
  return files.flatMap((file) => {
    const chunk = chunks.get(file);
    assert.ok(chunk, `${file} is not a chunk of the build`);
    return chunk.moduleIds.map((id) => relative(webDir, id.replace(/^\0/, '')));
  });
}

async function routeModules(route) {
  const { chunks, manifest } = await built;
  const { js } = routeFiles(manifest, route);
  return { js, modules: modulesOf(chunks, js), chunks, manifest };
}

const loginRoute = () => routeModules('/login');

/** A lazily loaded module's chunk with everything it imports statically (what opening it downloads). */
async function lazyModuleFiles(key) {
  const { chunks, manifest } = await built;
  assert.ok(manifest[key]?.isDynamicEntry, `${key} is not a lazily loaded chunk of its own`);
  const files = new Set([manifest[key].file]);
  const queue = [...files];
  while (queue.length > 0) {
    for (const imported of chunks.get(queue.shift())?.imports ?? []) {
      if (!files.has(imported)) {
        files.add(imported);
        queue.push(imported);
      }
    }
  }
  return modulesOf(chunks, [...files]);
}

const heavyIn = (modules, patterns = HEAVY) =>
  modules.filter((m) => patterns.some((pattern) => pattern.test(`/${m}`)));

test('the login route is the entry, the auth layout and the login screen, with their static imports', async () => {
  const { js, chunks } = await loginRoute();
  const entry = [...chunks.values()].find((c) => c.isEntry);
  assert.equal(js[0], entry?.fileName);
  // Independent walk of Rolldown's own chunk graph must find the same files as the manifest walk.
  const wanted = new Set([entry?.fileName]);
  for (const chunk of chunks.values()) {
    const source = chunk.facadeModuleId ? relative(webDir, chunk.facadeModuleId) : '';
    if (ROUTE_MODULES['/login'].includes(source)) wanted.add(chunk.fileName);
  }
  const queue = [...wanted];
  while (queue.length > 0) {
    for (const imported of chunks.get(queue.shift())?.imports ?? []) {
      if (!wanted.has(imported)) {
        wanted.add(imported);
        queue.push(imported);
      }
    }
  }
  assert.deepEqual([...js].sort(), [...wanted].sort());
});

test('the login route loads no code of the signed-in screens', async () => {
  const { modules } = await loginRoute();
  const features = modules.filter((m) => m.startsWith('src/features/'));
  const foreign = features.filter((m) => !PUBLIC_FEATURES.has(m.split('/')[2] ?? ''));
  assert.deepEqual(foreign, [], `signed-in code on /login:\n${foreign.join('\n')}`);
  assert.ok(features.includes('src/features/auth/login-screen.tsx'));
  const layouts = modules.filter((m) => m.startsWith('src/app/layouts/'));
  assert.deepEqual(layouts, ['src/app/layouts/auth-layout.tsx']);
});

test('the sign-in forms paint before their schemas: no zod at all on /login or /forget-password', async () => {
  // Not even its core: the entry sets zod's jitless configuration on the global zod reads (lib/zod-csp.ts).
  for (const route of ['/login', '/forget-password']) {
    const { modules } = await routeModules(route);
    const zod = modules.filter((m) => /\/node_modules\/zod\//.test(`/${m}`));
    assert.deepEqual(zod, [], `zod on ${route}:\n${zod.join('\n')}`);
  }
});

test('the sign-in form paints before its code: no react-hook-form on /login (login-screen.tsx)', async () => {
  const { modules } = await routeModules('/login');
  const forms = modules.filter((m) => /\/node_modules\/react-hook-form\//.test(`/${m}`));
  assert.deepEqual(forms, [], `react-hook-form on /login:\n${forms.join('\n')}`);
});

test('the login route loads no query cache: neither TanStack Query nor the app query client', async () => {
  const { modules } = await loginRoute();
  const query = modules.filter(
    (m) =>
      /\/node_modules\/@tanstack\//.test(`/${m}`) ||
      /^src\/app\/(query-client|layouts\/query-layout)\.tsx?$/.test(m),
  );
  assert.deepEqual(query, [], `query code on /login:\n${query.join('\n')}`);
  // The screens that use it load it with themselves (app/layouts/query-layout.tsx).
  for (const route of ['/forget-password', '/app/dashboard']) {
    const { modules: withCache } = await routeModules(route);
    assert.ok(
      withCache.includes('src/app/layouts/query-layout.tsx'),
      `${route} comes without the query cache`,
    );
  }
});

test('the sign-in schemas, loaded after the first paint, are zod/mini: no classic zod comes with them', async () => {
  for (const key of ['src/features/auth/login-schema.ts', 'src/features/auth/forgot-password-schema.ts']) {
    const modules = await lazyModuleFiles(key);
    const classic = modules.filter((m) => /\/node_modules\/zod\/v4\/classic\//.test(`/${m}`));
    assert.deepEqual(classic, [], `classic zod with ${key}:\n${classic.join('\n')}`);
    assert.ok(
      modules.some((m) => /\/node_modules\/zod\/v4\/mini\//.test(`/${m}`)),
      `${key} uses zod/mini`,
    );
  }
});

test('toasts, the idle timer and the dialog stack load after the first paint, not with the login route', async () => {
  const { modules } = await loginRoute();
  const later = heavyIn(modules, [
    /\/node_modules\/react-toastify\//,
    /\/node_modules\/react-idle-timer\//,
    // The dialog's machine (its anatomy, a list of part names, comes with the theme's recipes).
    /\/node_modules\/@zag-js\/dialog\/dist\/dialog\.(machine|connect)/,
    /\/node_modules\/@zag-js\/(focus-trap|dismissable|aria-hidden)\//,
    /\/src\/components\/ui\/(modal|confirm-dialog)\.tsx$/,
  ]);
  assert.deepEqual(later, [], `loaded with /login:\n${later.join('\n')}`);
});

test('the theme: no Chakra default system and none of the recipes the portal left out, in any chunk', async () => {
  const { chunks } = await built;
  const all = modulesOf(chunks, [...chunks.keys()]);
  const chakra = (path) => all.filter((m) => m.includes(`/node_modules/@chakra-ui/react/dist/esm/${path}`));
  // preset.js creates Chakra's defaultSystem when evaluated: a second createSystem at start (theme/system.ts).
  assert.deepEqual(chakra('preset.js'), []);
  const recipes = chakra('theme/recipes/').map((m) => m.split('/theme/recipes/')[1]);
  assert.ok(recipes.includes('button.js') && recipes.includes('table.js'), 'the kept recipes are built');
  for (const dropped of ['accordion.js', 'menu.js', 'tree-view.js', 'carousel.js'])
    assert.ok(!recipes.includes(dropped), `${dropped} is in the build`);
  assert.ok(recipes.length < 40, `${recipes.length} recipes built`);
});

test('charts, the date picker, CSV parsing, the PDF writer, the flag set and the password estimator are not in the login route', async () => {
  const { modules } = await loginRoute();
  const heavy = heavyIn(modules);
  assert.deepEqual(heavy, [], `heavy modules on /login:\n${heavy.join('\n')}`);
});

test('a dashboard visit loads none of them until the chart, the transactions tab or an export is used', async () => {
  const { modules } = await routeModules('/app/dashboard');
  const heavy = heavyIn(modules);
  assert.deepEqual(heavy, [], `heavy modules on /app/dashboard:\n${heavy.join('\n')}`);
  assert.ok(!modules.includes('src/features/transactions/transactions-panel.tsx'));
});

test('the dashboard route leaves react-select, the dialog and tooltip machines, react-toastify and the account details to after its first paint', async () => {
  const { modules } = await routeModules('/app/dashboard');
  const deferred = heavyIn(modules, [
    /\/node_modules\/react-select\//,
    // The IBAN tools with their country table, for the details behind "Account details" and "Share details".
    /\/node_modules\/ibantools\//,
    /\/src\/domains\/accounts\/account-details(\.ts|\/account-details-list\.tsx|\/share-account-details-dialog\.tsx)$/,
    /\/node_modules\/react-toastify\//,
    /\/node_modules\/@zag-js\/(dialog|tooltip)\/dist\/\w+\.(machine|connect)/,
    /\/node_modules\/@zag-js\/(focus-trap|popper)\//,
    /\/src\/components\/ui\/(select-control|modal-dialog|tooltip-popover)\.tsx$/,
    /\/src\/app\/layouts\/mobile-menu-drawer\.tsx$/,
  ]);
  assert.deepEqual(deferred, [], `loaded with /app/dashboard:\n${deferred.join('\n')}`);
  assert.ok(modules.includes('src/components/ui/select-field.tsx'), 'the dashboard draws a select (its box)');
});

test('opening the transactions tab loads its date picker, but CSV parsing and the PDF writer only on use', async () => {
  const panel = await lazyModuleFiles('src/features/transactions/transactions-panel.tsx');
  assert.ok(heavyIn(panel, [/\/node_modules\/rc-picker\//]).length > 0, 'the filters use the date picker');
  const onUse = heavyIn(panel, [/\/node_modules\/papaparse\//, /\/node_modules\/pdf-lib\//]);
  assert.deepEqual(onUse, [], `loaded with the transactions tab:\n${onUse.join('\n')}`);
  // Each loads on its own when asked for: the CSV export and the statement PDF.
  assert.ok(heavyIn(await lazyModuleFiles('src/features/transactions/transactions-csv.ts')).length > 0);
  assert.ok(heavyIn(await lazyModuleFiles('src/features/transactions/statement.ts')).length > 0);
});

test('every lazy import of the router is a chunk of its own, and the route table follows the router', async () => {
  const { manifest } = await built;
  const lazy = routerModules();
  assert.ok(lazy.length >= 15, `only ${lazy.length} lazy routes found in router.tsx`);
  for (const key of lazy) assert.ok(manifest[key]?.isDynamicEntry, `${key} is not a chunk of its own`);
  for (const [route, modules] of Object.entries(ROUTE_MODULES))
    for (const key of modules)
      assert.ok(lazy.includes(key), `${route}: ${key} is not lazily loaded by router.tsx`);
});

test('the login route loads no stylesheet (its CSS budget, 0 B), and the CSS budget sees every stylesheet', async () => {
  const { manifest, stylesheets } = await built;
  const login = routeFiles(manifest, '/login');
  assert.deepEqual(login.css, [], `stylesheets on /login:\n${login.css.join('\n')}`);
  // .size-limit.mjs budgets the manifest's stylesheets: the build must emit none that the manifest leaves out,
  // and some at all (the date picker's), or the budget would be measuring nothing.
  assert.ok(stylesheets.length > 0, 'the build emits no stylesheet: the date picker lost its CSS?');
  assert.deepEqual(manifestCss(manifest), stylesheets);
  // They come with the screens that use a date field, never with the entry.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  assert.deepEqual(entry?.css ?? [], []);
});

/** The screens a signed-out visitor can open (app/router.tsx): the sign-in layout and its screens. */
const SIGNED_OUT_SCREENS = [
  'src/app/layouts/auth-layout.tsx',
  'src/app/layouts/query-layout.tsx',
  'src/features/auth/login-screen.tsx',
  'src/features/auth/two-factor-verification-screen.tsx',
  'src/features/auth/forget-password-screen.tsx',
  'src/features/auth/reset-password-screen.tsx',
  'src/features/auth/invitation-screen.tsx',
  'src/features/auth/set-password-screen.tsx',
];

/** One catalog of lingui.config.ts, by name. */
async function catalogConfig(name) {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'demo' },
    join(webDir, 'lingui.config.ts'),
  );
  const catalog = loaded?.config.catalogs?.find((c) => c.path.endsWith(`/${name}`));
  assert.ok(catalog, `lingui.config.ts has a ${name} catalog`);
  return catalog;
}

/** The modules the router itself loads lazily (app/router.tsx): each screen, each layout. */
function routerModules() {
  const router = readFileSync(join(webDir, 'src/app/router.tsx'), 'utf8');
  return [...router.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map((m) =>
    relative(webDir, resolve(webDir, 'src/app', `${m[1]}.tsx`)),
  );
}

/** The domains whose texts the sign-in catalog leaves to the signed-in one (lingui.config.ts). */
async function signedInDomains() {
  const boot = await catalogConfig('boot');
  return boot.exclude.flatMap((pattern) => /\/src\/domains\/([\w-]+)\/\*\*$/.exec(pattern)?.[1] ?? []);
}

/**
 * The built files reachable from `start` (manifest keys) through static and dynamic imports, where
 * `follows(from, next)` says whether the walk goes on from one key to the next.
 */
function reachableFiles(manifest, start, follows) {
  const files = new Set();
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.shift();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    assert.ok(chunk, `${key} is not in the manifest`);
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      if (follows(key, next, chunk)) queue.push(next);
  }
  return [...files];
}

test('no signed-out screen loads a domain whose texts come only with the signed-in frame', async () => {
  const { chunks, manifest } = await built;
  const domains = await signedInDomains();
  assert.ok(domains.includes('recipients') && domains.includes('audit'), `signed-in domains: ${domains}`);
  // Everything a signed-out visitor can download: the entry's static imports, and each signed-out screen with
  // what it imports, at once or later (its schemas, its dialogs), short of the signed-in frame itself.
  const entry = entryKey(manifest);
  const files = reachableFiles(
    manifest,
    [entry, ...SIGNED_OUT_SCREENS],
    (from, next, chunk) =>
      next !== 'src/app/layouts/app-layout.tsx' && (from !== entry || (chunk.imports ?? []).includes(next)),
  );
  const foreign = modulesOf(chunks, files).filter((m) =>
    domains.some((domain) => m.startsWith(`src/domains/${domain}/`)),
  );
  assert.deepEqual(foreign, [], `signed-in domains on the signed-out screens:\n${foreign.join('\n')}`);
});

test('the signed-in frame and the dashboard load no screen whose texts come with the screens catalog', async () => {
  const { chunks, manifest } = await built;
  const screens = await catalogConfig('screens');
  const sources = screens.include.map((source) => source.replace('<rootDir>/', ''));
  assert.ok(sources.includes('src/features/payments'), `screens catalog sources: ${sources}`);
  // Everything the frame and the dashboard download, at once or later (dialogs, the transactions tab, the
  // chart), short of the other screens, which the router loads with the screens catalog.
  const start = ['src/app/layouts/app-layout.tsx', 'src/app/routes/dashboard-route.tsx'];
  const routed = new Set(routerModules());
  const files = reachableFiles(
    manifest,
    start,
    (_from, next) => next !== entryKey(manifest) && (!routed.has(next) || start.includes(next)),
  );
  const foreign = modulesOf(chunks, files).filter((m) =>
    sources.some((source) => m.startsWith(`${source}/`)),
  );
  assert.deepEqual(
    foreign,
    [],
    `screens-catalog code with the frame or the dashboard:\n${foreign.join('\n')}`,
  );
});

test('no chunk imports itself back through others: each runs after what it imports (chunk-groups.ts)', async () => {
  const { chunks } = await built;
  // A cycle of static imports between chunks lets one run before a module it reads from the other is set,
  // as Rolldown's merging of small parts once did ("Cannot read properties of undefined" on /login).
  const state = new Map();
  const visit = (file, path) => {
    if (state.get(file) === 'done') return;
    assert.notEqual(state.get(file), 'open', `chunks import each other: ${[...path, file].join(' → ')}`);
    state.set(file, 'open');
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of chunks.keys()) visit(file, []);
});
