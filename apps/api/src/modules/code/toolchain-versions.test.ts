import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RunnerUnreachableError } from './runner-client';
import { createToolchainVersions } from './toolchain-versions';

const LIMITS = { wallTimeMs: 5000, cpuTimeMs: 5000, memoryMb: 256, maxProcesses: 16, outputBytes: 65536 };
const log = { warn: () => {} } as unknown as FastifyBaseLogger;

/** A runner double whose /runtimes says `python` runs `version`, counting the reads. */
function runnerSaying(state: { version: string; reads: number; down?: boolean }) {
  return {
    send: async () => ({ status: 500, body: null }),
    runtimes: async () => {
      state.reads += 1;
      // Concurrent callers must still be waiting on this one read.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.down) throw new RunnerUnreachableError('network');
      return {
        status: 200,
        body: {
          runtimes: [
            {
              language: 'python',
              name: 'Python',
              version: state.version,
              compiled: false,
              defaultFileName: 'main.py',
            },
          ],
          limits: { defaults: LIMITS, maxima: LIMITS },
        },
      };
    },
  };
}

describe('the runner toolchain versions the api believes', () => {
  it('reads /runtimes once per TTL, one read for concurrent callers', async () => {
    const state = { version: '3.11.2', reads: 0 };
    let now = 1_000;
    const versions = createToolchainVersions({
      runner: runnerSaying(state),
      log,
      ttlMs: 30_000,
      now: () => now,
    });
    expect(await Promise.all([versions.current('python'), versions.current('python')])).toEqual([
      '3.11.2',
      '3.11.2',
    ]);
    state.version = '3.12.0';
    now += 29_999;
    expect(await versions.current('python')).toBe('3.11.2');
    expect(state.reads).toBe(1);
    now += 1;
    expect(await versions.current('python')).toBe('3.12.0');
    expect(state.reads).toBe(2);
    expect(await versions.current('go')).toBeNull();
  });

  it('believes a real run that reported another version at once, before the TTL ends', async () => {
    const state = { version: '3.11.2', reads: 0 };
    const versions = createToolchainVersions({ runner: runnerSaying(state), log, now: () => 0 });
    expect(await versions.current('python')).toBe('3.11.2');
    versions.observe('python', '3.12.0');
    expect(await versions.current('python')).toBe('3.12.0');
    versions.observe('python', undefined);
    expect(await versions.current('python')).toBe('3.12.0');
  });

  it('knows no version while the runner does not say (nothing is then answered from storage)', async () => {
    const state = { version: '3.11.2', reads: 0, down: true };
    const versions = createToolchainVersions({ runner: runnerSaying(state), log, now: () => 0 });
    expect(await versions.current('python')).toBeNull();
    const silent = createToolchainVersions({
      runner: { send: async () => ({ status: 500, body: null }) },
      log,
    });
    expect(await silent.current('python')).toBeNull();
  });
});
