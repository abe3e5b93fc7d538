import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';
import { SHOTS_CLOCK, SHOTS_LOCALE, SHOTS_THEME } from './support/shots';

/**
 * `npm run shots`: screenshots of every route and its main states at 1440×900 and 390×844 into the repo's
 * git-ignored `shots/` folder, to look at before resolving a change to a screen. The journeys' stack (the built
 * app served by nginx, the mock bank behind Prism), with the mock's clock pinned so the pictures are the same from
 * run to run. `npm test` never runs these: they live in ./shots, outside the journeys' testDir.
 */
const [mock, ...others] = Array.isArray(journeys.webServer) ? journeys.webServer : [];

export default defineConfig({
  ...journeys,
  testDir: './shots',
  globalSetup: './support/shots-setup.ts',
  // Injected faults and held answers are states to picture, not contract violations to fail the run for.
  globalTeardown: './support/shots-teardown.ts',
  reporter: [['list']],
  timeout: 600_000,
  // A screen that changed shape costs a short wait: its shot is reported missing and the walk goes on.
  expect: { timeout: 5_000 },
  use: {
    ...journeys.use,
    colorScheme: SHOTS_THEME,
    locale: SHOTS_LOCALE,
    actionTimeout: 5_000,
    navigationTimeout: 15_000,
    trace: 'off',
    screenshot: 'off',
  },
  webServer: mock
    ? [
        { ...mock, env: { ...mock.env, MOCK_CLOCK_START: SHOTS_CLOCK, MOCK_USER_LOCALE: SHOTS_LOCALE } },
        ...others,
      ]
    : [],
});
