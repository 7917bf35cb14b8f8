import { describe, expect, it } from 'vitest';
import { DEFAULT_API_ORIGIN, DEFAULT_HOST, parseWebEnv, WebEnvError } from './env';

describe('parseWebEnv', () => {
  it('defaults to the local api and the guard on', () => {
    expect(parseWebEnv({})).toEqual({
      apiOrigin: DEFAULT_API_ORIGIN,
      botGuard: true,
      botGuardBypassToken: null,
      host: DEFAULT_HOST,
      internalProxySecret: null,
    });
    expect(DEFAULT_API_ORIGIN).toBe('http://127.0.0.1:4000');
    expect(DEFAULT_HOST).toBe('127.0.0.1');
  });

  it('reads every variable and drops a trailing slash from the origin', () => {
    expect(
      parseWebEnv({
        API_ORIGIN: 'http://127.0.0.1:4999/',
        BOT_GUARD: 'off',
        BOT_GUARD_BYPASS_TOKEN: 't0k',
        HOST: '0.0.0.0',
        INTERNAL_PROXY_SECRET: 'p'.repeat(32),
      }),
    ).toEqual({
      apiOrigin: 'http://127.0.0.1:4999',
      botGuard: false,
      botGuardBypassToken: 't0k',
      host: '0.0.0.0',
      internalProxySecret: 'p'.repeat(32),
    });
  });

  it.each([
    [{ API_ORIGIN: 'not a url' }],
    [{ API_ORIGIN: 'ftp://example.com' }],
    [{ BOT_GUARD: 'maybe' }],
    [{ INTERNAL_PROXY_SECRET: 'short' }],
  ])('rejects %o with a readable message', (env) => {
    expect(() => parseWebEnv(env)).toThrow(WebEnvError);
  });
});
