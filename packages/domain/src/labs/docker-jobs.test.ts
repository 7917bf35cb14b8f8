import { describe, expect, it } from 'vitest';
import {
  copyDockerJob,
  liveContainerJob,
  MAX_COPY_NAME_CLASHES,
  makeUniqueCopyKey,
  randomToken,
  toBuildStateJobs,
  toLearnerJobs,
} from './docker-jobs';

/** A random source cycling through values, so each suffix is predictable. */
function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] as number;
}

/** Suffixes a fixed random value v gives: four of the same base-36 digit. */
const suffixOf = (v: number) => randomToken(() => v, 4);

describe('job copies (spec section 5)', () => {
  it('tolerates 20 clashes', () => {
    expect(MAX_COPY_NAME_CLASHES).toBe(20);
  });

  it('uses the copy suffix when free', () => {
    expect(makeUniqueCopyKey('build', new Set(['build']), () => 0)).toBe('build-copy');
  });

  it('adds a random suffix on a clash', () => {
    expect(makeUniqueCopyKey('build', new Set(['build-copy']), () => 0.5)).toBe('build-copy-iiii');
  });

  // Candidates: 'build-copy', then one suffix per step from random values 0, 1/36, 2/36, ...
  const values = Array.from({ length: 40 }, (_, i) => (i + 0.5) / 36);
  const taken = (clashes: number) => {
    const keys = new Set(['build-copy']);
    for (let i = 0; i < clashes - 1; i += 1) keys.add(`build-copy-${suffixOf(values[i] as number)}`);
    return keys;
  };
  const randomBySuffix = () => {
    const digits = values.flatMap((v) => [v, v, v, v]);
    return sequence(digits);
  };

  it('still uses a suffix after exactly 20 clashes', () => {
    const key = makeUniqueCopyKey('build', taken(20), randomBySuffix());
    expect(key).toBe(`build-copy-${suffixOf(values[19] as number)}`);
  });

  it('uses a random id after more than 20 clashes', () => {
    const key = makeUniqueCopyKey('build', taken(21), randomBySuffix());
    expect(key).not.toContain('build-copy');
    expect(key).toMatch(/^[0-9a-z]{12}$/);
  });

  it('ends even when every candidate is taken', () => {
    const everything = { has: () => true } as unknown as ReadonlySet<string>;
    expect(makeUniqueCopyKey('x', everything, () => 0.99)).toBe('zzzzzzzzzzzz');
  });

  it('random tokens stay in the alphabet even for r close to 1', () => {
    expect(randomToken(() => 0.999999999, 3)).toBe('zzz');
    expect(randomToken(() => 0, 2)).toBe('00');
  });

  it('copies a job with a unique key and a copy name', () => {
    const job = { key: 'test', name: 'Run tests', runScript: 'npm test' };
    const jobs = [job, { ...job, key: 'test-copy' }];
    expect(copyDockerJob(job, jobs, () => 0)).toEqual({
      key: 'test-copy-0000',
      name: 'Run tests (copy)',
      runScript: 'npm test',
    });
  });
});

describe('docker jobs in the build state (spec section 3)', () => {
  const jobs = [
    { key: 'build', name: 'Build', runScript: 'npm ci', inputFileName: 'package.json' },
    { key: 'serve', name: 'Serve', runScript: 'npm start', runInLiveContainer: true },
  ];

  it('lists key, name and start script only', () => {
    expect(toBuildStateJobs(jobs)).toEqual([
      { key: 'build', name: 'Build', runScript: 'npm ci' },
      { key: 'serve', name: 'Serve', runScript: 'npm start' },
    ]);
  });

  it('finds the job that runs in the live container', () => {
    expect(liveContainerJob(jobs)?.key).toBe('serve');
    expect(liveContainerJob(jobs.slice(0, 1))).toBeUndefined();
  });
});

describe('the jobs a learner runs (ours)', () => {
  it('puts the live-container job first, marks only it, and keeps the file it opens', () => {
    const jobs = [
      { key: 'build', name: 'Build', runScript: 'npm ci', inputFileName: 'package.json' },
      { key: 'serve', name: 'Serve', runScript: 'npm start', runInLiveContainer: true },
      { key: 'also', name: 'Also', runScript: 'npm run x', runInLiveContainer: true, inputFileName: '' },
    ];
    expect(toLearnerJobs(jobs)).toEqual([
      { key: 'serve', name: 'Serve', runScript: 'npm start', inputFileName: null, runInLiveContainer: true },
      {
        key: 'build',
        name: 'Build',
        runScript: 'npm ci',
        inputFileName: 'package.json',
        runInLiveContainer: false,
      },
      { key: 'also', name: 'Also', runScript: 'npm run x', inputFileName: null, runInLiveContainer: false },
    ]);
  });

  it('keeps the order of a lab without a live-container job', () => {
    const jobs = [
      { key: 'a', name: 'A', runScript: 'a' },
      { key: 'b', name: 'B', runScript: 'b' },
    ];
    expect(toLearnerJobs(jobs).map((job) => job.key)).toEqual(['a', 'b']);
    expect(toLearnerJobs([])).toEqual([]);
  });
});
