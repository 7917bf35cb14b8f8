import { describe, expect, it } from 'vitest';
import { classifyRun, decodeExit, type RunFacts } from './run-status';

describe('decodeExit', () => {
  it.each([
    [0, null, { exitCode: 0, signal: null }],
    [3, null, { exitCode: 3, signal: null }],
    [139, null, { exitCode: null, signal: 'SIGSEGV' }],
    [152, null, { exitCode: null, signal: 'SIGXCPU' }],
    [null, 'SIGKILL', { exitCode: null, signal: 'SIGKILL' }],
    [255, null, { exitCode: 255, signal: null }],
  ] as const)('exit %s / %s', (code, signal, expected) => {
    expect(decodeExit(code, signal)).toEqual(expected);
  });
});

describe('classifyRun', () => {
  const base: RunFacts = {
    exitCode: 0,
    signal: null,
    wallTimedOut: false,
    outputExceeded: false,
    cpuTimeMs: 10,
    cpuLimitMs: 1000,
    memoryKb: 1000,
    memoryLimitKb: 65536,
    oomKills: 0,
  };
  it.each([
    ['ok', {}],
    ['runtime_error', { exitCode: 1 }],
    ['runtime_error', { exitCode: null, signal: 'SIGSEGV' }],
    ['output_limit', { outputExceeded: true, exitCode: null, signal: 'SIGKILL' }],
    ['output_limit', { exitCode: null, signal: 'SIGXFSZ' }],
    ['time_limit', { wallTimedOut: true, exitCode: null, signal: 'SIGKILL' }],
    ['time_limit', { exitCode: null, signal: 'SIGXCPU' }],
    ['time_limit', { exitCode: null, signal: 'SIGKILL', cpuTimeMs: 1500 }],
    ['memory_limit', { exitCode: null, signal: 'SIGKILL', oomKills: 1 }],
    ['memory_limit', { exitCode: null, signal: 'SIGKILL', oomKills: null, memoryKb: 65536 }],
    ['runtime_error', { exitCode: null, signal: 'SIGKILL', oomKills: null, memoryKb: 1000 }],
  ] as const)('%s for %j', (status, facts) => {
    expect(classifyRun({ ...base, ...facts })).toBe(status);
  });
});
