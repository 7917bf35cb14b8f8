import { defineConfig } from 'vitest/config';

// Journeys share one running stack (started in global setup) and one browser per file.
// Files run one at a time: two cores cannot drive several Chromiums and the stack at once.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
