/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The mock bank listens on 4000; MOCK_API_URL points the proxy at another upstream.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = process.env.MOCK_API_URL || env.MOCK_API_URL || 'http://127.0.0.1:4000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: true },
  };

  return {
    plugins: [react()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Screens are split by React.lazy; never inline assets as data: URIs (the CSP forbids them).
      assetsInlineLimit: 0,
      cssCodeSplit: true,
      // .vite/manifest.json: which chunks each route loads (bench/route-chunks.mjs, the size budgets).
      manifest: true,
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
