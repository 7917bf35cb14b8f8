import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'labs',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Real containers: the first run builds the base image (about 30-70 s) once for all files.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One file at a time: the hostile suite asserts that a bombed lab leaves its neighbours
    // answering, which parallel files on 2 cores would blur.
    fileParallelism: false,
  },
});
