import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'bin/*.test.ts'],
    environment: 'node',
    // Two shared cores: the HTTP, Prism and property-based suites need room when the machine is busy.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
