import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import appConfig from '../vite.config';

/**
 * The benches that run the app's model code in Node (`*.bench-run.ts`): the app's Vite config (its Lingui
 * macros and catalogs), in Node rather than jsdom, one file at a time, nothing else of the test suite.
 */
export default defineConfig((env) => {
  const app = (appConfig as (env: { command: 'serve'; mode: string }) => UserConfig)({
    command: 'serve',
    mode: env.mode,
  });
  return {
    ...app,
    test: {
      ...app.test,
      environment: 'node',
      // The catalogs only: the test suite's setup is the browser's (jsdom, the screens' deferred code).
      setupFiles: ['src/testing/setup-i18n.ts'],
      include: ['bench/**/*.bench-run.ts'],
      testTimeout: 120_000,
    },
  };
});
