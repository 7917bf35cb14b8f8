import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Each file builds an app on a fresh database (migrations, seed): ~9 s on 2 busy cores.
    hookTimeout: 60_000,
  },
});
