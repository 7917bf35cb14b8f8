import { availableParallelism } from 'node:os';
import { commaList, EnvError, envVariableNames, parseEnv } from '@learnbox/contracts/env';
import type { ResolvedRunnerLimits } from '@learnbox/contracts/runner';
import type { RunTier } from '@learnbox/domain/execution/run-share';
import { z } from 'zod';

/**
 * The runner's environment, parsed once at start (DESIGN section 4). A wrong value stops the
 * process with a message naming the variable instead of failing later inside a run.
 */

const int = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback);

const runnerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  RUNNER_PORT: int(4100, 1).pipe(z.number().max(65535)),
  /** The address web, api and runner listen on; loopback unless set (deploy files set 0.0.0.0). */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The runner's own listen address when it differs from HOST. */
  RUNNER_HOST: z.string().trim().min(1).optional(),
  EXECUTION_TOKEN_SECRET: z
    .string({ error: 'EXECUTION_TOKEN_SECRET is required (the secret the api signs execution tokens with).' })
    .min(32, 'EXECUTION_TOKEN_SECRET must be at least 32 characters long.'),
  RUNNER_UNSAFE_NO_ISOLATION: z
    .enum(['0', '1', ''])
    .default('')
    .transform((value) => value === '1'),
  // `0` leaves the host's cgroup2 mount without favordynmods (sandbox/cgroup-dynmods.ts says why it is set).
  RUNNER_CGROUP_FAVOR_DYNMODS: z
    .enum(['0', '1'])
    .default('1')
    .transform((value) => value === '1'),
  // Two runs per core: setting up and tearing down namespaces waits on the kernel without using a
  // core (measured when bubblewrap built the sandbox, bare bwrap /bin/true here: 150 runs/s at 2 at
  // once, 270 at 4); CPU-bound runs lose nothing.
  RUNNER_POOL_SIZE: int(availableParallelism() * 2, 1),
  RUNNER_QUEUE_LENGTH: int(64, 0),
  // Sandboxes wait built ahead in every free slot; after this long without a run they are let go.
  RUNNER_SANDBOX_IDLE_MS: int(300000, 1000),
  RUNNER_STATE_DIR: z.string().startsWith('/').default('/run/learnbox-runner'),
  RUNNER_WORK_DIR_MB: int(64, 1),
  RUNNER_DEFAULT_WALL_MS: int(5000, 100),
  RUNNER_MAX_WALL_MS: int(20000, 100),
  RUNNER_DEFAULT_CPU_MS: int(5000, 100),
  RUNNER_MAX_CPU_MS: int(20000, 100),
  RUNNER_DEFAULT_MEMORY_MB: int(256, 16),
  RUNNER_MAX_MEMORY_MB: int(1024, 16),
  RUNNER_DEFAULT_PROCESSES: int(64, 1),
  RUNNER_MAX_PROCESSES: int(256, 1),
  RUNNER_DEFAULT_OUTPUT_BYTES: int(1024 * 1024, 1024),
  RUNNER_MAX_OUTPUT_BYTES: int(8 * 1024 * 1024, 1024),
  RUNNER_COMPILE_WALL_MS: int(30000, 1000),
  RUNNER_COMPILE_MEMORY_MB: int(1536, 64),
  // Whole-request budget of a judge: the web client gives up after 65000 ms (spec section 9).
  // It is the paid tier's; RUNNER_MAX_WALL_MS is the paid tier's longest run.
  RUNNER_JUDGE_BUDGET_MS: int(55000, 1000),
  // Fair shares (DESIGN section 9): runs at once per caller (a user, or a logged-out address),
  // runs it may have waiting, and tighter time limits for logged-out and non-paying callers.
  RUNNER_CALLER_QUEUE_LENGTH: int(8, 0),
  RUNNER_ANONYMOUS_CONCURRENCY: int(1, 1),
  RUNNER_FREE_CONCURRENCY: int(2, 1),
  RUNNER_PAID_CONCURRENCY: int(4, 1),
  RUNNER_ANONYMOUS_MAX_WALL_MS: int(5000, 100),
  RUNNER_FREE_MAX_WALL_MS: int(10000, 100),
  RUNNER_ANONYMOUS_JUDGE_BUDGET_MS: int(15000, 1000),
  RUNNER_FREE_JUDGE_BUDGET_MS: int(30000, 1000),
  /** Web origins whose browsers may call the runner directly (comma-separated). */
  RUNNER_ALLOWED_ORIGINS: commaList('http://localhost:3000,http://127.0.0.1:3000').pipe(
    z.array(z.url({ message: 'each allowed origin must be a URL like http://localhost:3000' })),
  ),
});

/** Every variable the runner reads (deploy files may set only these). */
export const RUNNER_ENV_VARS = envVariableNames(runnerEnvSchema);

/** One tier's share of the runner. */
export interface TierLimits {
  /** Runs of one caller at once. */
  concurrency: number;
  /** Runs of one caller waiting for a slot. */
  queueLength: number;
  /** Longest wall time a run may ask for (and the cap on the default). */
  maxWallMs: number;
  /** Whole time one request may hold its slot: compile plus every run (all judge cases together). */
  budgetMs: number;
}

export interface RunnerConfig {
  port: number;
  host: string;
  executionTokenSecret: string;
  unsafeNoIsolation: boolean;
  /** Set favordynmods on the host's cgroup2 mount at start (sandbox/cgroup-dynmods.ts). */
  favorDynamicCgroups: boolean;
  poolSize: number;
  queueLength: number;
  sandboxIdleMs: number;
  stateDir: string;
  workDirBytes: number;
  limits: { defaults: ResolvedRunnerLimits; maxima: ResolvedRunnerLimits };
  compileLimits: ResolvedRunnerLimits;
  tiers: Record<RunTier, TierLimits>;
  allowedOrigins: string[];
}

/** The variable that sets each default limit, named when a default is above its maximum. */
const DEFAULT_LIMIT_VARS: Record<keyof ResolvedRunnerLimits, string> = {
  wallTimeMs: 'RUNNER_DEFAULT_WALL_MS',
  cpuTimeMs: 'RUNNER_DEFAULT_CPU_MS',
  memoryMb: 'RUNNER_DEFAULT_MEMORY_MB',
  maxProcesses: 'RUNNER_DEFAULT_PROCESSES',
  outputBytes: 'RUNNER_DEFAULT_OUTPUT_BYTES',
};

/** Parses the environment once; a wrong value throws an EnvError naming every bad variable. */
export function parseRunnerEnv(env: Record<string, string | undefined>): RunnerConfig {
  const e = parseEnv('runner', runnerEnvSchema, env);
  const problems: string[] = [];
  const defaults: ResolvedRunnerLimits = {
    wallTimeMs: e.RUNNER_DEFAULT_WALL_MS,
    cpuTimeMs: e.RUNNER_DEFAULT_CPU_MS,
    memoryMb: e.RUNNER_DEFAULT_MEMORY_MB,
    maxProcesses: e.RUNNER_DEFAULT_PROCESSES,
    outputBytes: e.RUNNER_DEFAULT_OUTPUT_BYTES,
  };
  const maxima: ResolvedRunnerLimits = {
    wallTimeMs: e.RUNNER_MAX_WALL_MS,
    cpuTimeMs: e.RUNNER_MAX_CPU_MS,
    memoryMb: e.RUNNER_MAX_MEMORY_MB,
    maxProcesses: e.RUNNER_MAX_PROCESSES,
    outputBytes: e.RUNNER_MAX_OUTPUT_BYTES,
  };
  for (const key of Object.keys(defaults) as (keyof ResolvedRunnerLimits)[]) {
    if (defaults[key] > maxima[key])
      problems.push(
        `${DEFAULT_LIMIT_VARS[key]}: the default ${key} (${defaults[key]}) is above its maximum (${maxima[key]})`,
      );
  }
  const tiers: Record<RunTier, TierLimits> = {
    anonymous: {
      concurrency: e.RUNNER_ANONYMOUS_CONCURRENCY,
      queueLength: e.RUNNER_CALLER_QUEUE_LENGTH,
      maxWallMs: e.RUNNER_ANONYMOUS_MAX_WALL_MS,
      budgetMs: e.RUNNER_ANONYMOUS_JUDGE_BUDGET_MS,
    },
    free: {
      concurrency: e.RUNNER_FREE_CONCURRENCY,
      queueLength: e.RUNNER_CALLER_QUEUE_LENGTH,
      maxWallMs: e.RUNNER_FREE_MAX_WALL_MS,
      budgetMs: e.RUNNER_FREE_JUDGE_BUDGET_MS,
    },
    paid: {
      concurrency: e.RUNNER_PAID_CONCURRENCY,
      queueLength: e.RUNNER_CALLER_QUEUE_LENGTH,
      maxWallMs: e.RUNNER_MAX_WALL_MS,
      budgetMs: e.RUNNER_JUDGE_BUDGET_MS,
    },
  };
  for (const [tier, limits] of Object.entries(tiers)) {
    if (limits.maxWallMs > e.RUNNER_MAX_WALL_MS)
      problems.push(
        `RUNNER_${tier.toUpperCase()}_MAX_WALL_MS: the ${tier} wall-time maximum (${limits.maxWallMs}) is above RUNNER_MAX_WALL_MS (${e.RUNNER_MAX_WALL_MS})`,
      );
    if (limits.budgetMs > e.RUNNER_JUDGE_BUDGET_MS)
      problems.push(
        `RUNNER_${tier.toUpperCase()}_JUDGE_BUDGET_MS: the ${tier} judge budget (${limits.budgetMs}) is above RUNNER_JUDGE_BUDGET_MS (${e.RUNNER_JUDGE_BUDGET_MS})`,
      );
  }
  if (problems.length > 0) throw new EnvError('runner', problems);
  return {
    port: e.RUNNER_PORT,
    host: e.RUNNER_HOST ?? e.HOST,
    executionTokenSecret: e.EXECUTION_TOKEN_SECRET,
    unsafeNoIsolation: e.RUNNER_UNSAFE_NO_ISOLATION,
    favorDynamicCgroups: e.RUNNER_CGROUP_FAVOR_DYNMODS,
    poolSize: e.RUNNER_POOL_SIZE,
    queueLength: e.RUNNER_QUEUE_LENGTH,
    sandboxIdleMs: e.RUNNER_SANDBOX_IDLE_MS,
    stateDir: e.RUNNER_STATE_DIR,
    workDirBytes: e.RUNNER_WORK_DIR_MB * 1024 * 1024,
    limits: { defaults, maxima },
    compileLimits: {
      wallTimeMs: e.RUNNER_COMPILE_WALL_MS,
      cpuTimeMs: e.RUNNER_COMPILE_WALL_MS,
      memoryMb: e.RUNNER_COMPILE_MEMORY_MB,
      maxProcesses: 256,
      outputBytes: 256 * 1024,
    },
    tiers,
    allowedOrigins: e.RUNNER_ALLOWED_ORIGINS,
  };
}

/** For main.ts: parse or exit with one line per wrong variable, never a stack. */
export function loadRunnerConfig(env: Record<string, string | undefined> = process.env): RunnerConfig {
  try {
    return parseRunnerEnv(env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
