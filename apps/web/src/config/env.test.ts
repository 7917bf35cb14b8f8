import { describe, expect, it } from 'vitest';
import { DEFAULT_API_ORIGIN, parseWebEnv, WebEnvError } from './env';

describe('parseWebEnv', () => {
  it('defaults to the local api and the guard on', () => {
    expect(parseWebEnv({})).toEqual({
      apiOrigin: DEFAULT_API_ORIGIN,
      botGuard: true,
      botGuardBypassToken: null,
    });
    expect(DEFAULT_API_ORIGIN).toBe('http://127.0.0.1:4000');
  });

  it('reads every variable and drops a trailing slash from the origin', () => {
    expect(
      parseWebEnv({ API_ORIGIN: 'http://127.0.0.1:4999/', BOT_GUARD: 'off', BOT_GUARD_BYPASS_TOKEN: 't0k' }),
    ).toEqual({ apiOrigin: 'http://127.0.0.1:4999', botGuard: false, botGuardBypassToken: 't0k' });
  });

  it.each([[{ API_ORIGIN: 'not a url' }], [{ API_ORIGIN: 'ftp://example.com' }], [{ BOT_GUARD: 'maybe' }]])(
    'rejects %o with a readable message',
    (env) => {
      expect(() => parseWebEnv(env)).toThrow(WebEnvError);
    },
  );
});
