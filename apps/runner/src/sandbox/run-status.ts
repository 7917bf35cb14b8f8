import { constants } from 'node:os';
import type { RunStatus } from '@learnbox/contracts/runner';

/**
 * The sandbox's pid 1 reports a program killed by signal N as exit status 128+N; these are the
 * ones worth naming.
 */
const NAMED_SIGNALS = new Set([
  'SIGHUP',
  'SIGINT',
  'SIGQUIT',
  'SIGILL',
  'SIGTRAP',
  'SIGABRT',
  'SIGBUS',
  'SIGFPE',
  'SIGKILL',
  'SIGSEGV',
  'SIGPIPE',
  'SIGALRM',
  'SIGTERM',
  'SIGXCPU',
  'SIGXFSZ',
  'SIGSYS',
]);
const NAME_BY_NUMBER = new Map(
  Object.entries(constants.signals)
    .filter(([name]) => NAMED_SIGNALS.has(name))
    .map(([name, value]) => [value as number, name]),
);

/**
 * Splits the reported exit status into code and signal. An exit of exactly 128+N from a program
 * that was not signalled reads as signal N too; the report (sandbox-launch.h) does not tell them
 * apart.
 */
export function decodeExit(
  code: number | null,
  signal: string | null,
): { exitCode: number | null; signal: string | null } {
  if (signal) return { exitCode: null, signal };
  if (code !== null && code > 128) {
    const name = NAME_BY_NUMBER.get(code - 128);
    if (name) return { exitCode: null, signal: name };
  }
  return { exitCode: code, signal: null };
}

export interface RunFacts {
  exitCode: number | null;
  signal: string | null;
  wallTimedOut: boolean;
  outputExceeded: boolean;
  cpuTimeMs: number | null;
  cpuLimitMs: number;
  memoryKb: number | null;
  memoryLimitKb: number;
  oomKills: number | null;
}

/** Which limit, if any, ended the run. Order matters: our own kills first, then the kernel's. */
export function classifyRun(f: RunFacts): Exclude<RunStatus, 'compile_error'> {
  if (f.outputExceeded || f.signal === 'SIGXFSZ') return 'output_limit';
  if (f.wallTimedOut || f.signal === 'SIGXCPU') return 'time_limit';
  const killed = f.signal === 'SIGKILL';
  // Older kernels do not count OOM kills; a SIGKILL at the memory ceiling is then the OOM killer's.
  if (
    (f.oomKills ?? 0) > 0 ||
    (killed && f.oomKills === null && (f.memoryKb ?? 0) >= f.memoryLimitKb * 0.97)
  ) {
    return 'memory_limit';
  }
  if (killed && f.cpuTimeMs !== null && f.cpuTimeMs >= f.cpuLimitMs) return 'time_limit';
  if (f.exitCode !== 0 || f.signal) return 'runtime_error';
  return 'ok';
}
