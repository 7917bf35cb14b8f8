import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each package is its own project so its
// tests run in parallel with the others and can be filtered with --project.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/runner', 'apps/labs', 'apps/web', 'tests'],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
    },
  },
});
