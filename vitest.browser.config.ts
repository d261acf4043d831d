import { defineConfig } from 'vitest/config';

// The task pane in headless Chromium (test/browser): its own run, after the unit tests.
export default defineConfig({
  test: {
    globalSetup: ['test/support/temp-root.ts'],
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
