import { defineConfig } from 'vitest/config';

/** Browser journeys against the local stack: one stack, one browser, one file at a time. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
