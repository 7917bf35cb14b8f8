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
    [{ EXECUTION_TOKEN_SECRET: secret, RUNNER_DEFAULT_MEMORY_MB: '2048' }, /above its maximum/],
  ])('refuses %j', (env, message) => {
    expect(() => parseRunnerEnv(env)).toThrow(message);
  });

  it('listens on HOST, which RUNNER_HOST overrides for the runner alone', () => {
    expect(parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret, HOST: '0.0.0.0', RUNNER_HOST: '10.0.0.4' }).host,
    ).toBe('10.0.0.4');
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
