import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_GATEWAY_PORT, E2E_MOCK_PORT, E2E_PRISM_PORT, GATEWAY_URL, MOCK_URL, WEB_URL } from './ports';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const prism = `${repoRoot}node_modules/@stoplight/prism-cli/dist/index.js`;
const contract = `${repoRoot}openapi/openapi.yaml`;

// One mock bank, one Prism validation proxy in front of it, one built app served by nginx with the
// production config (CSP and security headers on, bypassCSP off): shared by every journey.
// The browser talks to nginx; the app's /api goes to the contract gateway (support/contract-gateway.ts),
// then Prism in proxy mode with --errors (any request or response that breaks the contract is refused and
// recorded), then the mock bank. globalTeardown fails the run if Prism recorded any violation.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalTeardown: './support/global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: WEB_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npm run start -w @portal/mock-server',
      cwd: repoRoot,
      url: `${MOCK_URL}/api/v1/auth/xsrf`,
      env: { MOCK_PORT: String(E2E_MOCK_PORT), MOCK_LOG: '0' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node ${prism} proxy --errors -p ${E2E_PRISM_PORT} -h 127.0.0.1 ${contract} ${MOCK_URL}/api/v1`,
      cwd: repoRoot,
      port: E2E_PRISM_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx support/contract-gateway.ts',
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      url: `${GATEWAY_URL}/__gateway/violations`,
      env: { GATEWAY_PORT: String(E2E_GATEWAY_PORT), PRISM_PORT: String(E2E_PRISM_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production nginx config (packages/web/deploy/nginx.conf) serving the build, /api → gateway.
      command: 'npx tsx support/start-nginx.ts',
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      url: WEB_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
