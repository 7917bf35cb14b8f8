import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts'],
    // A fresh database per file (migrations, seed) takes ~9 s on 2 busy cores.
    hookTimeout: 60_000,
  },
});
