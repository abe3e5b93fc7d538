import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The freshness check's tests run the generator in child processes.
    testTimeout: 60_000,
    environment: 'node',
  },
});
