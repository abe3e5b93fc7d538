/**
 * Serves the built app for the journeys with the production nginx config (packages/web/deploy/nginx.conf),
 * so the security headers, CSP, caching and SPA fallback under test are the ones a bank would deploy.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script of the web package's deploy folder, used here as a tool.
import { writeNginxConf } from '../../web/deploy/render-nginx-conf.mjs';
import { E2E_WEB_DIST, E2E_WEB_PORT, GATEWAY_URL } from '../ports';

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
const runtimeDir = `/tmp/portal-e2e-nginx-${E2E_WEB_PORT}`;
const confPath: string = writeNginxConf({
  LISTEN_PORT: String(E2E_WEB_PORT),
  WEB_ROOT: join(webDir, E2E_WEB_DIST),
  API_UPSTREAM: GATEWAY_URL,
  RUNTIME_DIR: runtimeDir,
});

const nginx = spawn('nginx', ['-p', runtimeDir, '-c', confPath, '-g', 'daemon off; user root;'], {
  stdio: 'inherit',
});
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
