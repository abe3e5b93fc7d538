import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CONTRACT_PROXY_URL, E2E_CONTRACT_PORT, E2E_MOCK_PORT, MOCK_URL, WEB_URL } from './ports';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// One mock bank, one Prism validation proxy in front of it, one built app served by nginx with the
// production config (CSP and security headers on, bypassCSP off): shared by every journey.
// The browser talks to nginx; nginx sends /api to the contract proxy (scripts/prism/contract-proxy.mjs:
// Prism with --errors, so any request or response that breaks the contract is refused and recorded), which
// forwards to the mock bank. globalTeardown fails the run if Prism recorded any violation.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // In CI a failed journey runs once more: the run passes if the second attempt does, and the report still
  // lists it as flaky with its first failure and timeline (fixtures/api-trouble.ts), to be explained and fixed.
  // Here a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // Generous budgets for a busy 2-core machine: no journey asserts on wall time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
      env: {
        MOCK_PORT: String(E2E_MOCK_PORT),
        MOCK_LOG: '0',
        MOCK_PAYMENT_FAILURE_RATE: '0',
        // The journeys expect the plain seed in memory, whatever the developer's shell has set.
        MOCK_SCENARIO: '',
        MOCK_STATE_FILE: '',
        // Links in the outbox open the portal under test (the control page's journey follows one).
        MOCK_WEB_URL: WEB_URL,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Prism in proxy mode (--errors) behind the front of scripts/prism (strips /api/v1, splits the
      // Set-Cookie header Prism joins, records violations at /__contract/violations).
      command: `node scripts/prism/contract-proxy.mjs ${MOCK_URL}`,
      cwd: repoRoot,
      url: `${CONTRACT_PROXY_URL}/__contract/violations`,
      env: { PRISM_PORT: String(E2E_CONTRACT_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production nginx config (packages/web/deploy/nginx.conf) serving the build, /api → contract proxy.
      command: 'npx tsx support/start-nginx.ts',
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      url: WEB_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
