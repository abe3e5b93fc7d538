import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The freshness check's tests run the generator (seconds to start) in child processes, on a busy machine too.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    environment: 'node',
  },
});
