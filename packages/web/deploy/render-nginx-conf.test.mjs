// node --test (run by `npm run test:size`): the nginx config's connect-src follows the API base the build was
// made with, as vite.config.ts records it in .vite/api-base.json.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile } from 'vite';
import { readManifest } from '../bench/route-chunks.mjs';
import { connectSrcFor, readBuiltApiBase } from './api-base.mjs';
import { renderNginxConf } from './render-nginx-conf.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'portal-nginx-conf-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const BANK_API = 'https://api.bank.example/api/v1';

/** What the app's own Vite config records for a build made with VITE_API_BASE_URL as given (its plugin, run). */
async function recordedFor(apiBase) {
  const saved = process.env.VITE_API_BASE_URL;
  if (apiBase) process.env.VITE_API_BASE_URL = apiBase;
  else delete process.env.VITE_API_BASE_URL;
  try {
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'demo' },
      join(webDir, 'vite.config.ts'),
      webDir,
      'silent',
    );
    const plugin = loaded?.config.plugins?.flat().find((p) => p && p.name === 'portal:record-api-base');
    assert.ok(plugin, 'vite.config.ts has the record-api-base plugin');
    const emitted = [];
    plugin.generateBundle.call({ emitFile: (file) => emitted.push(file) });
    assert.equal(emitted.length, 1);
    return emitted[0];
  } finally {
    if (saved === undefined) delete process.env.VITE_API_BASE_URL;
    else process.env.VITE_API_BASE_URL = saved;
  }
}

/** A folder shaped like a build, holding the record the config emitted. */
function fakeBuild(name, file) {
  const root = join(scratch, name);
  mkdirSync(join(root, '.vite'), { recursive: true });
  writeFileSync(join(root, file.fileName), file.source);
  return root;
}

const values = (webRoot, extra = {}) => ({
  LISTEN_PORT: '8080',
  WEB_ROOT: webRoot,
  API_UPSTREAM: 'http://127.0.0.1:4000',
  RUNTIME_DIR: join(scratch, 'runtime'),
  ...extra,
});

/** The connect-src of the document policy in a rendered nginx.conf (the one `set $csp "default-src 'self'…"`). */
function documentConnectSrc(conf) {
  const policy = /set \$csp "(default-src 'self';[^"]*)"/.exec(conf)?.[1];
  assert.ok(policy, 'the rendered config sets the document CSP');
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src '));
  return directive?.slice('connect-src '.length);
}

describe('builds', () => {
  let defaultBuild;
  let absoluteBuild;
  test('the config records the base the app calls: its default without VITE_API_BASE_URL, else the variable', async () => {
    const plain = await recordedFor(undefined);
    assert.equal(plain.fileName, '.vite/api-base.json');
    defaultBuild = fakeBuild('default', plain);
    absoluteBuild = fakeBuild('absolute', await recordedFor(` ${BANK_API} `));
  });

  test('a build with no VITE_API_BASE_URL calls the app default, /api/v1, so connect-src is only self', () => {
    assert.equal(readBuiltApiBase(defaultBuild), '/api/v1');
    assert.equal(documentConnectSrc(renderNginxConf(values(defaultBuild))), "'self'");
  });

  test('a build against https://api.bank.example/api/v1 allows that origin, limited to the base path', () => {
    assert.equal(readBuiltApiBase(absoluteBuild), BANK_API);
    assert.equal(documentConnectSrc(renderNginxConf(values(absoluteBuild))), `${BANK_API}/`);
  });

  test('CONNECT_SRC, when set, adds its sources after what the build needs', () => {
    const conf = renderNginxConf(values(absoluteBuild, { CONNECT_SRC: 'https://telemetry.example/' }));
    assert.equal(documentConnectSrc(conf), `${BANK_API}/ https://telemetry.example/`);
    assert.equal(
      documentConnectSrc(
        renderNginxConf(values(defaultBuild, { CONNECT_SRC: 'https://telemetry.example/' })),
      ),
      "'self' https://telemetry.example/",
    );
    // The /api location keeps its own policy, untouched by connect-src.
    assert.match(
      conf,
      /set \$csp "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"/,
    );
  });

  test('a CONNECT_SRC that would break out of the policy or open connect-src to everything is refused', () => {
    for (const bad of [
      "'self'; script-src *",
      'https://a.example" always; add_header X "y',
      'https://$host',
      '*',
      'https://*.example',
      'https:',
      'data:',
      "'unsafe-inline'",
    ])
      assert.throws(
        () => renderNginxConf(values(absoluteBuild, { CONNECT_SRC: bad })),
        /not a usable connect-src/,
      );
  });
});

describe('API_BASE_URL: the base of this deployment, whatever the build was made with', () => {
  test('goes into index.html through $api_base and sets connect-src; without it, the build base does', async () => {
    const build = fakeBuild('runtime', await recordedFor(undefined));
    const staging = 'https://api.staging.example/api/v1';
    const conf = renderNginxConf(values(build, { API_BASE_URL: ` ${staging} ` }));
    assert.match(conf, new RegExp(`set \\$api_base "${staging}";`));
    assert.equal(documentConnectSrc(conf), `${staging}/`);
    assert.match(renderNginxConf(values(build)), /set \$api_base "\/api\/v1";/);
    assert.match(
      readFileSync(join(webDir, 'deploy', 'spa-index.conf'), 'utf8'),
      /sub_filter "__API_BASE__" \$api_base;/,
    );
    assert.match(
      readFileSync(join(webDir, 'index.html'), 'utf8'),
      /<meta name="api-base" content="__API_BASE__"/,
    );
  });

  test('a base that would break out of index.html or the config, or that this server cannot proxy, is refused', async () => {
    const build = fakeBuild('runtime-bad', await recordedFor(undefined));
    for (const [bad, why] of [
      ['https://api.example/v1" onload="x', /a character/],
      ['https://api.example/v1;add_header', /a character/],
      ['/v2', /not under \/api\//],
      ['http://api.bank.example/api/v1', /not https/],
      ['https://api.example/v1?debug=1', /a character|query/],
    ])
      assert.throws(() => renderNginxConf(values(build, { API_BASE_URL: bad })), why, bad);
  });
});

describe('TLS_CERTIFICATE and TLS_CERTIFICATE_KEY: HTTPS with HTTP/2 on the same listener', () => {
  test('without them the listener is plain HTTP; with both, TLS and HTTP/2 with that certificate', async () => {
    const build = fakeBuild('tls', await recordedFor(undefined));
    assert.match(renderNginxConf(values(build)), /^ {4}listen 127\.0\.0\.1:8080;$/m);
    const conf = renderNginxConf(
      values(build, { TLS_CERTIFICATE: '/etc/portal/cert.pem', TLS_CERTIFICATE_KEY: '/etc/portal/key.pem' }),
    );
    assert.match(conf, /^ {4}listen 127\.0\.0\.1:8080 ssl http2;$/m);
    assert.match(conf, /^ {4}ssl_certificate \/etc\/portal\/cert\.pem;$/m);
    assert.match(conf, /^ {4}ssl_certificate_key \/etc\/portal\/key\.pem;$/m);
  });

  test('one without the other, or a path that is not a plain absolute one, is refused', async () => {
    const build = fakeBuild('tls-bad', await recordedFor(undefined));
    assert.throws(() => renderNginxConf(values(build, { TLS_CERTIFICATE: '/c.pem' })), /needs both/);
    assert.throws(
      () => renderNginxConf(values(build, { TLS_CERTIFICATE: 'c.pem', TLS_CERTIFICATE_KEY: '/k.pem' })),
      /not an absolute file path/,
    );
    assert.throws(
      () =>
        renderNginxConf(
          values(build, { TLS_CERTIFICATE: '/c.pem; return 200', TLS_CERTIFICATE_KEY: '/k.pem' }),
        ),
      /not an absolute file path/,
    );
  });
});

test('the real build this run made records its base', () => {
  const dist = join(webDir, process.env.WEB_DIST ?? 'dist');
  assert.equal(readBuiltApiBase(dist), '/api/v1');
  assert.equal(documentConnectSrc(renderNginxConf(values(dist))), "'self'");
});

test('index.html preloads the chunks of the route it opens on, by path, from the build this run made', () => {
  const dist = join(webDir, process.env.WEB_DIST ?? 'dist');
  const conf = renderNginxConf(values(dist));
  const rows = [...conf.matchAll(/^ {4}"~([^"]+)" '([^']*)';$/gm)];
  // The first pattern that matches the path, with its links from every part ($route_preload_1 to _4).
  const preloads = (path) => {
    const pattern = rows.find(([, candidate]) => new RegExp(candidate).test(path))?.[1];
    return pattern === undefined
      ? undefined
      : rows.filter(([, p]) => p === pattern).map(([, , links]) => links);
  };
  const links = (path) => (preloads(path) ?? []).join('').match(/href=\/assets\/[\w.-]+\.js/g) ?? [];
  assert.ok(links('/login').some((link) => link.includes('login-screen-')));
  assert.ok(links('/?x=1').some((link) => link.includes('login-screen-')));
  assert.ok(links('/app/dashboard').some((link) => link.includes('dashboard-route-')));
  assert.ok(links('/app/dashboard').some((link) => link.includes('prefetch-home-data-')));
  assert.ok(links('/app').some((link) => link.includes('app-layout-')));
  // The default language's signed-in catalog, which the frame waits for.
  const catalog = readManifest(dist)['src/locales/en-GB/portal.po'].file;
  assert.ok(links('/app/payments').includes(`href=/${catalog}`));
  const payments = links('/app/payments');
  assert.ok(payments.some((link) => link.includes('app-layout-')));
  assert.ok(!payments.some((link) => link.includes('dashboard-route-')));
  assert.equal(preloads('/forget-password'), undefined);
  assert.equal(preloads('/apps'), undefined);
  // The entry's own imports are preloaded by Vite in index.html already.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const link of links('/app/dashboard')) assert.ok(!html.includes(link.slice('href='.length)), link);
  assert.match(html, /<!--route-preload-->/);
  assert.match(
    readFileSync(join(webDir, 'deploy', 'spa-index.conf'), 'utf8'),
    /sub_filter "<!--route-preload-->" "\$route_preload_1\$route_preload_2\$route_preload_3\$route_preload_4";/,
  );
});

test('without a manifest nothing is preloaded, and the variables spa-index.conf writes still exist', async () => {
  const conf = renderNginxConf(values(fakeBuild('no-manifest', await recordedFor(undefined))));
  for (const part of [1, 2, 3, 4])
    assert.match(
      conf,
      new RegExp(`map \\$request_uri \\$route_preload_${part} \\{\\n {4}default '';\\n {2}\\}`),
    );
});

test('without a build record in WEB_ROOT, rendering fails instead of guessing', () => {
  const empty = join(scratch, 'empty');
  mkdirSync(join(empty, '.vite'), { recursive: true });
  assert.throws(() => renderNginxConf(values(empty)), /cannot be read/);
  writeFileSync(join(empty, '.vite', 'api-base.json'), '{"apiBase":"  "}');
  assert.throws(() => renderNginxConf(values(empty)), /names no apiBase/);
});

test('connectSrcFor: relative bases are self; absolute ones their origin and path, as CSP matches them', () => {
  assert.equal(connectSrcFor('/api/v1'), "'self'");
  assert.equal(connectSrcFor('api/v1'), "'self'");
  assert.equal(connectSrcFor('https://api.bank.example/api/v1'), 'https://api.bank.example/api/v1/');
  assert.equal(connectSrcFor('https://api.bank.example/api/v1/'), 'https://api.bank.example/api/v1/');
  assert.equal(connectSrcFor('https://API.bank.example:8443'), 'https://api.bank.example:8443');
  assert.equal(connectSrcFor('http://127.0.0.1:4000/api/v1'), 'http://127.0.0.1:4000/api/v1/');
  assert.throws(() => connectSrcFor('//api.bank.example/api/v1'), /scheme-relative/);
  assert.throws(() => connectSrcFor('ftp://api.bank.example/'), /not https/);
  // Plain http only to this machine (a developer's own API), never across a network.
  assert.throws(() => connectSrcFor('http://api.bank.example/api/v1'), /not https/);
  assert.equal(connectSrcFor('http://localhost:8080/api/v1'), 'http://localhost:8080/api/v1/');
  assert.throws(() => connectSrcFor('https://api.bank.example/api/v1?x=1'), /query/);
});
