import { USER_INFO_RETRIES } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { fetchUserInfo, parseCookieString, shouldRetryUserInfo, UserInfoError } from './user-info-query';

const reply = (status: number, body: unknown = {}) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
const LOGGED_IN = 'theme=dark; logged_in=true';

describe('fetchUserInfo', () => {
  it('returns the user', async () => {
    expect(await fetchUserInfo(reply(200, { user_id: 1 }), LOGGED_IN)).toEqual({ user_id: 1 });
  });

  it('reads 401 as logged out', async () => {
    expect(await fetchUserInfo(reply(401), LOGGED_IN)).toBeNull();
  });

  it('throws with the status otherwise', async () => {
    await expect(fetchUserInfo(reply(503), LOGGED_IN)).rejects.toMatchObject({ status: 503 });
  });

  it('asks nothing without the logged_in cookie: the visitor is logged out (spec section 6)', async () => {
    const calls: string[] = [];
    const fetcher = (async (url: string) => {
      calls.push(url);
      return new Response('{}', { status: 401 });
    }) as unknown as typeof fetch;
    for (const cookies of ['', 'theme=dark', 'logged_in=', 'logged_in=false', 'xlogged_in=true'])
      expect(await fetchUserInfo(fetcher, cookies)).toBeNull();
    expect(calls).toEqual([]);
    expect(await fetchUserInfo(fetcher, 'a=1;logged_in=true')).toBeNull();
    expect(calls).toEqual(['/api/user/info']);
  });
});

describe('parseCookieString', () => {
  it('reads document.cookie', () => {
    expect(parseCookieString(' a=1; logged_in=true ;b=x=y; junk')).toEqual({
      a: '1',
      logged_in: 'true',
      b: 'x=y',
    });
  });
});

describe('shouldRetryUserInfo', () => {
  it('retries 500 and above and 429, up to 3 times', () => {
    expect(USER_INFO_RETRIES).toBe(3);
    for (const status of [500, 502, 503, 429]) {
      expect(shouldRetryUserInfo(0, new UserInfoError(status))).toBe(true);
      expect(shouldRetryUserInfo(2, new UserInfoError(status))).toBe(true);
      expect(shouldRetryUserInfo(3, new UserInfoError(status))).toBe(false);
    }
  });

  it('does not retry other client errors', () => {
    for (const status of [400, 403, 404, 498])
      expect(shouldRetryUserInfo(0, new UserInfoError(status))).toBe(false);
  });
});
