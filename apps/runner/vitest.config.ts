import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'runner',
    include: ['src/**/*.test.ts'],
    // Real programs in a real sandbox: compilers (javac, rustc) take seconds on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file at a time: hostile tests check that no sandbox process outlives its run, and time
    // limits are asserted; parallel files would make both depend on the neighbours' load.
    fileParallelism: false,
  },
});
