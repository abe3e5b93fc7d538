/**
 * Serves the built app for the journeys with the production nginx config (packages/web/deploy/nginx.conf),
 * so the security headers, CSP, caching and SPA fallback under test are the ones a bank would deploy.
 */
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_PROXY_URL, E2E_WEB_DIST, E2E_WEB_PORT } from '../ports';

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
const runtimeDir = `/tmp/portal-e2e-nginx-${E2E_WEB_PORT}`;
// The web package's own renderer, run as a command (e2e never imports the web package).
const confPath = execFileSync(process.execPath, [join(webDir, 'deploy', 'render-nginx-conf.mjs')], {
  encoding: 'utf8',
  env: {
    ...process.env,
    LISTEN_PORT: String(E2E_WEB_PORT),
    WEB_ROOT: join(webDir, E2E_WEB_DIST),
    API_UPSTREAM: CONTRACT_PROXY_URL,
    RUNTIME_DIR: runtimeDir,
  },
}).trim();

const nginx = spawn('nginx', ['-p', runtimeDir, '-c', confPath, '-g', 'daemon off; user root;'], {
  stdio: 'inherit',
});
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
