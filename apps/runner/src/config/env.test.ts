import { describe, expect, it } from 'vitest';
import { parseRunnerEnv } from './env';

const secret = 's'.repeat(32);

describe('parseRunnerEnv', () => {
  it('applies the defaults', () => {
    const config = parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      unsafeNoIsolation: false,
      favorDynamicCgroups: true,
      queueLength: 64,
    });
    expect(config.poolSize).toBeGreaterThan(0);
    expect(config.limits.defaults.wallTimeMs).toBeLessThanOrEqual(config.limits.maxima.wallTimeMs);
  });

  it.each([
    [{}, /EXECUTION_TOKEN_SECRET is required/],
    [{ EXECUTION_TOKEN_SECRET: 'short' }, /at least 32 characters/],
    [{ EXECUTION_TOKEN_SECRET: secret, RUNNER_PORT: 'abc' }, /number/],
    [{ EXECUTION_TOKEN_SECRET: secret, RUNNER_PORT: '70000' }, /65535/],
    [
      { EXECUTION_TOKEN_SECRET: secret, RUNNER_UNSAFE_NO_ISOLATION: 'yes' },
      /RUNNER_UNSAFE_NO_ISOLATION|Invalid option/,
    ],
    [{ EXECUTION_TOKEN_SECRET: secret, RUNNER_CGROUP_FAVOR_DYNMODS: 'no' }, /RUNNER_CGROUP_FAVOR_DYNMODS/],
    [{ EXECUTION_TOKEN_SECRET: secret, RUNNER_DEFAULT_MEMORY_MB: '2048' }, /above its maximum/],
    [{ EXECUTION_TOKEN_SECRET: secret, RUNNER_FREE_MAX_WALL_MS: '30000' }, /free wall-time maximum/],
    [{ EXECUTION_TOKEN_SECRET: secret, RUNNER_ANONYMOUS_JUDGE_BUDGET_MS: '60000' }, /anonymous judge budget/],
    [
      { EXECUTION_TOKEN_SECRET: secret, RUNNER_ANONYMOUS_CONCURRENCY: '0' },
      /RUNNER_ANONYMOUS_CONCURRENCY|>=1/,
    ],
  ])('refuses %j', (env, message) => {
    expect(() => parseRunnerEnv(env)).toThrow(message);
  });

  it('listens on HOST, which RUNNER_HOST overrides for the runner alone', () => {
    expect(parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret, HOST: '0.0.0.0', RUNNER_HOST: '10.0.0.4' }).host,
    ).toBe('10.0.0.4');
  });

  it('gives anonymous and free callers smaller shares than paid ones by default', () => {
    const { tiers } = parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret });
    expect(tiers).toEqual({
      anonymous: { concurrency: 1, queueLength: 8, maxWallMs: 5000, budgetMs: 15_000 },
      free: { concurrency: 2, queueLength: 8, maxWallMs: 10_000, budgetMs: 30_000 },
      paid: { concurrency: 4, queueLength: 8, maxWallMs: 20_000, budgetMs: 55_000 },
    });
    const custom = parseRunnerEnv({
      EXECUTION_TOKEN_SECRET: secret,
      RUNNER_MAX_WALL_MS: '30000',
      RUNNER_PAID_CONCURRENCY: '6',
      RUNNER_CALLER_QUEUE_LENGTH: '2',
    }).tiers;
    expect(custom.paid).toEqual({ concurrency: 6, queueLength: 2, maxWallMs: 30_000, budgetMs: 55_000 });
  });

  it('reads the unsafe development flag only as "1"', () => {
    expect(
      parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret, RUNNER_UNSAFE_NO_ISOLATION: '1' }).unsafeNoIsolation,
    ).toBe(true);
    expect(
      parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret, RUNNER_UNSAFE_NO_ISOLATION: '0' }).unsafeNoIsolation,
    ).toBe(false);
  });
});
