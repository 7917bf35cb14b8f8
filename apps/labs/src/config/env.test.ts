import { EnvError } from '@learnbox/contracts/env';
import { describe, expect, it } from 'vitest';
import { LABS_ENV_VARS, parseLabsEnv } from './env';

const SECRET = 'x'.repeat(32);

describe('live host environment', () => {
  it('listens on loopback port 4200 with the web origins of a local start', () => {
    expect(parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET })).toMatchObject({
      port: 4200,
      host: '127.0.0.1',
      internalSecret: SECRET,
      homeBytes: 512 * 1024 * 1024,
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
    expect(parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET, HOST: '0.0.0.0', LABS_HOST: '10.0.0.5' }).host).toBe(
      '10.0.0.5',
    );
  });

  it('refuses a missing or short secret and a bad origin, naming the variables', () => {
    expect(() => parseLabsEnv({})).toThrow(/LABS_INTERNAL_SECRET is required/);
    expect(() => parseLabsEnv({ LABS_INTERNAL_SECRET: 'short' })).toThrow(EnvError);
    expect(() => parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET, LABS_ALLOWED_ORIGINS: 'nope' })).toThrow(
      /LABS_ALLOWED_ORIGINS/,
    );
  });

  it('lists every variable it reads', () => {
    expect(LABS_ENV_VARS).toContain('LABS_INTERNAL_SECRET');
    expect(LABS_ENV_VARS).toContain('LABS_PORT');
  });
});
