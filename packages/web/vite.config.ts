/// <reference types="vitest/config" />

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { chunkGroups } from './chunk-groups.ts';
import { API_BASE_RECORD, resolveApiBase } from './src/config/api-base.ts';
import { DEMO_MODE, storageSecretProblem } from './src/config/storage-secret.ts';

// .env files live beside this config, also for the builds whose root is elsewhere (bench/floor).
const envDir = fileURLToPath(new URL('.', import.meta.url));
// The flag set's SVG files (the package exports no path to them): bundled as hashed assets of the app's own
// origin, so the CSP's img-src 'self' holds (components/ui/currency-flag/flag-urls.ts).
const flagSvgDir = join(
  dirname(fileURLToPath(import.meta.resolve('country-flag-icons/package.json'))),
  '3x2',
);

// The mock bank listens on 4000; MOCK_API_URL points the proxy at another upstream. WEB_PORT moves the dev
// server off 5173 (npm start passes it on).
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, envDir, '');
  // Fail the build loudly rather than ship the public demo key (src/config/storage-secret.ts).
  const secretProblem = storageSecretProblem({ command, mode }, env.VITE_STORAGE_SECRET);
  if (secretProblem) throw new Error(secretProblem);
  if (command === 'build' && mode === DEMO_MODE)
    console.warn(
      'Demo build: local storage is encrypted with the public demo secret (.env.demo). Not for deployment.',
    );
  const apiTarget = process.env.MOCK_API_URL || env.MOCK_API_URL || 'http://127.0.0.1:4000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: true },
  };
  const copiesPublicDir = command === 'serve' || env.VITE_MOCK === 'msw';

  return {
    envDir,
    // public/ holds MSW's service worker, copied into a build only when that build is the in-browser demo, and the
    // colour-mode script, which every build carries (colorModeScript below).
    publicDir: copiesPublicDir ? 'public' : false,
    plugins: [
      react(),
      // Lingui's macros (t`…`, <Trans>) become catalog lookups; its plugin compiles the .po catalogs on import.
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/src\/.*\.tsx?$/ }),
      // Its config beside this file, also for the builds run from elsewhere (bench/floor from packages/e2e).
      lingui({ configPath: join(envDir, 'lingui.config.ts') }),
      recordApiBase(resolveApiBase(env.VITE_API_BASE_URL)),
      ...(copiesPublicDir ? [] : [colorModeScript()]),
    ],
    resolve: { alias: { 'country-flag-svg': flagSvgDir } },
    server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT || 5173), strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Screens are split by React.lazy; never inline assets as data: URIs (the CSP forbids them).
      assetsInlineLimit: 0,
      cssCodeSplit: true,
      // .vite/manifest.json: which chunks each route loads (bench/route-chunks.mjs, the size budgets).
      manifest: true,
      // The entry is React + Chakra + the router and what the app runs at start (about 570 kB raw, 177 kB gzip;
      // the floor app of the first three is 158 kB gzip): Vite's 500 kB hint would fire on every build. The real
      // guard is .size-limit.mjs, in gzip.
      chunkSizeWarningLimit: 650,
      // Chakra's defineConfig returns its argument: marked pure, the unused default theme config of
      // '@chakra-ui/react/theme' (which names all 76 recipes) is dropped, and with it the recipes the portal
      // does not render (theme/recipes.ts).
      rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'] }, output: chunkGroups() },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // Two shared cores: jsdom + Chakra renders are slow, so be generous and cap the workers.
      testTimeout: 20000,
      hookTimeout: 20000,
      maxWorkers: 2,
    },
  };
});

/**
 * Writes the API base this build calls to dist/.vite/api-base.json: the nginx renderer derives the CSP's
 * connect-src from it (deploy/api-base.mjs), so the policy follows the build instead of a value set by hand.
 */
/**
 * Puts public/color-mode.js into a build that does not copy public/: index.html loads it before the first paint
 * (a classic script, which Vite does not bundle), so a reload never flashes the wrong colour mode.
 */
function colorModeScript(): Plugin {
  return {
    name: 'portal:color-mode-script',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('public/color-mode.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'color-mode.js', source });
    },
  };
}

function recordApiBase(apiBase: string): Plugin {
  return {
    name: 'portal:record-api-base',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: API_BASE_RECORD, source: `${JSON.stringify({ apiBase })}\n` });
    },
  };
}
