#!/usr/bin/env node
// Renders deploy/nginx.conf into a runnable directory: fills ${VARS} from the environment (the same names
// envsubst would use), copies the included snippets beside it, and prints the rendered file's path.
//   LISTEN_PORT=8080 WEB_ROOT=/srv/portal API_UPSTREAM=http://127.0.0.1:4000 RUNTIME_DIR=/tmp/portal-nginx \
//     node packages/web/deploy/render-nginx-conf.mjs
// API_BASE_URL, when set, is the API base of this deployment: nginx writes it into index.html (<meta
// name="api-base">), so one build serves every environment; without it, the base the build in WEB_ROOT was made
// with. The CSP's connect-src is derived from that base (api-base.mjs): 'self' for a relative base, the base's
// origin and path otherwise; CONNECT_SRC, when set, adds sources (telemetry, say). TLS_CERTIFICATE and
// TLS_CERTIFICATE_KEY, when both are set, make the listener TLS with HTTP/2 (browsers speak HTTP/2 only over TLS).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertDeployableBase, assertSafeSources, connectSrcFor, readBuiltApiBase } from './api-base.mjs';
import { routePreloadMaps } from './route-preload.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const VARIABLES = [
  'LISTEN_PORT',
  'WEB_ROOT',
  'API_UPSTREAM',
  'CSP_CONNECT_SRC',
  'RUNTIME_DIR',
  'LOAD_MODULES',
  'API_BASE_URL',
  'ROUTE_PRELOAD_MAPS',
];
const BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The API base this deployment's pages call: API_BASE_URL, else the one the build was made with. */
export function deployedApiBase(values) {
  if (values.API_BASE_URL?.trim()) return assertDeployableBase(values.API_BASE_URL);
  if (!values.WEB_ROOT) throw new Error('render-nginx-conf: WEB_ROOT is not set');
  return readBuiltApiBase(values.WEB_ROOT);
}

/** The connect-src sources: what the deployed API base needs, then CONNECT_SRC's extra sources, if any. */
export function connectSrc(values) {
  const derived = connectSrcFor(deployedApiBase(values));
  const extra = values.CONNECT_SRC?.trim() ? assertSafeSources(values.CONNECT_SRC, 'CONNECT_SRC') : '';
  return extra ? `${derived} ${extra}` : derived;
}

/**
 * How the listener ends: plain HTTP/1.1 (TLS ends in front of this server), or TLS with HTTP/2 when a certificate
 * and its key are given: one connection carries every chunk of a route at once (HTTP/1.1 queues them on six).
 */
export function listenParameters(values) {
  const certificate = values.TLS_CERTIFICATE?.trim();
  const key = values.TLS_CERTIFICATE_KEY?.trim();
  if (!certificate && !key) return ';';
  if (!certificate || !key)
    throw new Error('render-nginx-conf: TLS needs both TLS_CERTIFICATE and TLS_CERTIFICATE_KEY');
  for (const path of [certificate, key])
    if (!/^\/[\w./-]+$/.test(path))
      throw new Error(`render-nginx-conf: ${path} is not an absolute file path`);
  // nginx 1.22 (Debian 12) spells HTTP/2 as a listen parameter; 1.25.1+ also accepts `http2 on;`.
  return [
    ' ssl http2;',
    `    ssl_certificate ${certificate};`,
    `    ssl_certificate_key ${key};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
  ].join('\n');
}

export function renderNginxConf(values) {
  const brotli = existsSync(BROTLI_MODULE);
  let template = readFileSync(join(here, 'nginx.conf'), 'utf8');
  // Without the brotli module, gzip alone (precompressed and on the fly) still applies.
  if (!brotli) template = template.replace(/^.*# BROTLI\n/m, '');
  template = template.replace(/; # LISTEN$/m, () => listenParameters(values));
  const derived = {
    API_BASE_URL: deployedApiBase(values),
    CSP_CONNECT_SRC: connectSrc(values),
    LOAD_MODULES: values.LOAD_MODULES ?? (brotli ? `load_module ${BROTLI_MODULE};` : ''),
    ROUTE_PRELOAD_MAPS: routePreloadMaps(values.WEB_ROOT),
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name) => {
    if (!VARIABLES.includes(name)) return match;
    const value = name in derived ? derived[name] : values[name];
    if (value === undefined) throw new Error(`render-nginx-conf: ${name} is not set`);
    return value;
  });
}

export function writeNginxConf(values) {
  const runtimeDir = values.RUNTIME_DIR;
  mkdirSync(runtimeDir, { recursive: true });
  for (const snippet of ['security-headers.conf', 'spa-index.conf']) {
    copyFileSync(join(here, snippet), join(runtimeDir, snippet));
  }
  const confPath = join(runtimeDir, 'nginx.conf');
  writeFileSync(confPath, renderNginxConf(values));
  return confPath;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(writeNginxConf(process.env));
}
