#!/usr/bin/env node
// Renders deploy/nginx.conf into a runnable directory: fills ${VARS} from the environment (the same names
// envsubst would use), copies the included snippets beside it, and prints the rendered file's path.
//   LISTEN_PORT=8080 WEB_ROOT=/srv/portal API_UPSTREAM=http://127.0.0.1:4000 RUNTIME_DIR=/tmp/portal-nginx \
//     node packages/web/deploy/render-nginx-conf.mjs
// API_BASE_URL, when set, is the API base of this deployment: nginx writes it into index.html (<meta
// name="api-base">), so one build serves every environment; without it, the base the build in WEB_ROOT was made
// with. The CSP's connect-src is derived from that base (api-base.mjs): 'self' for a relative base, the base's
// origin and path otherwise; CONNECT_SRC, when set, adds sources (telemetry, say).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertDeployableBase, assertSafeSources, connectSrcFor, readBuiltApiBase } from './api-base.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const VARIABLES = [
  'LISTEN_PORT',
  'WEB_ROOT',
  'API_UPSTREAM',
  'CSP_CONNECT_SRC',
  'RUNTIME_DIR',
  'LOAD_MODULES',
  'API_BASE_URL',
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

export function renderNginxConf(values) {
  const brotli = existsSync(BROTLI_MODULE);
  let template = readFileSync(join(here, 'nginx.conf'), 'utf8');
  // Without the brotli module, gzip alone (precompressed and on the fly) still applies.
  if (!brotli) template = template.replace(/^.*# BROTLI\n/m, '');
  const derived = {
    API_BASE_URL: deployedApiBase(values),
    CSP_CONNECT_SRC: connectSrc(values),
    LOAD_MODULES: values.LOAD_MODULES ?? (brotli ? `load_module ${BROTLI_MODULE};` : ''),
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
