import { USER_INFO_RETRIES } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { fetchUserInfo, shouldRetryUserInfo, UserInfoError } from './user-info-query';

const reply = (status: number, body: unknown = {}) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('fetchUserInfo', () => {
  it('returns the user', async () => {
    expect(await fetchUserInfo(reply(200, { user_id: 1 }))).toEqual({ user_id: 1 });
  });

  it('reads 401 as logged out', async () => {
    expect(await fetchUserInfo(reply(401))).toBeNull();
  });

  it('throws with the status otherwise', async () => {
    await expect(fetchUserInfo(reply(503))).rejects.toMatchObject({ status: 503 });
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
