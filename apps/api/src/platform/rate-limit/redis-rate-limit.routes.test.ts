import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../../app';
import {
  closedPort,
  deleteRedisKeys,
  probeTestRedis,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../../testing/redis';
import { buildTestApp } from '../../testing/test-app';

const redis = await probeTestRedis();
if (!redis.run) console.warn(`redis-rate-limit.routes.test.ts: shared-budget cases ${redis.skipReason}`);

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
const APP_TIMEOUT_MS = 60_000;
/** The per-address login limit (DEFAULT_AUTH_RATE_LIMITS.loginPerIp), lowered so a test reaches it. */
const LOGIN_PER_IP = { max: 4, windowMs: 60_000 };
/** These cases are about the address budget, so they pass the captcha with the bypass token. */
const BYPASS = 'redis-test-bypass';
const options = (prefix?: string): BuildAppOptions => ({
  accounts: { rateLimits: { loginPerIp: LOGIN_PER_IP }, mailRetryIntervalMs: 0, uniformReplyMs: 0 },
  rateLimitKeyPrefix: prefix,
});

let attempt = 0;
/** A failed login as a new account each time: only the per-address limit can answer 429. */
async function failedLogin(app: TestApp, remoteAddress: string) {
  attempt += 1;
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: `spray-${attempt}@example.com`, password: 'wrong-guess', bypass_token: BYPASS },
    remoteAddress,
  });
}

describe.runIf(redis.run)(`two api copies on one Redis (${TEST_REDIS_URL})`, () => {
  const prefix = uniqueRedisPrefix();
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      buildTestApp({ REDIS_URL: TEST_REDIS_URL, CAPTCHA_BYPASS_TOKEN: BYPASS }, options(prefix)),
      buildTestApp({ REDIS_URL: TEST_REDIS_URL, CAPTCHA_BYPASS_TOKEN: BYPASS }, options(prefix)),
    ]);
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
    await deleteRedisKeys(prefix);
  });

  it('reach the per-address login limit together', async () => {
    const address = '203.0.113.21';
    // Two attempts on each copy: each alone is under its budget of 4.
    for (const app of [first, second, first, second])
      expect((await failedLogin(app, address)).statusCode).toBe(401);
    for (const app of [first, second]) {
      const blocked = await failedLogin(app, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errorText).toMatch(/rate limit.*try again in \d+ seconds/);
    }
    // Another address still has its budget on both.
    expect((await failedLogin(second, '203.0.113.22')).statusCode).toBe(401);
  });
});

describe('two api copies without Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      buildTestApp({ CAPTCHA_BYPASS_TOKEN: BYPASS }, options()),
      buildTestApp({ CAPTCHA_BYPASS_TOKEN: BYPASS }, options()),
    ]);
  }, APP_TIMEOUT_MS);
  afterAll(() => Promise.all([first?.dispose(), second?.dispose()]));

  it('each keep their own budget', async () => {
    const address = '203.0.113.31';
    for (const app of [first, second, first, second, first, second])
      expect((await failedLogin(app, address)).statusCode).toBe(401);
  });
});

describe('REDIS_URL pointing at a Redis that is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(
      { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, CAPTCHA_BYPASS_TOKEN: BYPASS },
      options(),
    );
  }, APP_TIMEOUT_MS);
  afterAll(() => app?.dispose());

  it('still answers (no 500) and still limits, from this process', async () => {
    const address = '203.0.113.41';
    for (let i = 0; i < LOGIN_PER_IP.max; i += 1)
      expect((await failedLogin(app, address)).statusCode).toBe(401);
    expect((await failedLogin(app, address)).statusCode).toBe(429);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBeLessThan(500);
  });
});
