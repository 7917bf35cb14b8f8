import { CAPTCHA_FAILED_MESSAGE, MISSING_CAPTCHA_MESSAGE } from '@learnbox/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { CAPTCHA_WORK, CHALLENGE_TTL_MS, createAltchaCaptcha } from './altcha';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  solveCaptcha,
  solveSha256Challenge,
  TEST_AUTH_SECRET,
} from './testing/accounts-test-app';

const login = { email: 'learner@example.com', password: 'learnbox-demo' };
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));

describe('the embedded captcha (ALTCHA proof of work, no reCAPTCHA configured)', { timeout: 60_000 }, () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      overrides: { rateLimits: { captchaChallengePerIp: { max: 1000, windowMs: 60_000 } } },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('hands out signed, expiring, uncached challenges of the normal level', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', data: { level: 'normal' } });
    const expiresInMs = challenge.parameters.expiresAt * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(CHALLENGE_TTL_MS - 5_000);
    expect(expiresInMs).toBeLessThanOrEqual(CHALLENGE_TTL_MS);
    // altcha-lib's own solver (the one the browser runs) finds a counter in the normal range.
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(CAPTCHA_WORK.normal.min);
    expect(solution?.counter).toBeLessThanOrEqual(CAPTCHA_WORK.normal.max);
  });

  it('refuses login, sign-up and both e-mail requests without a token', async () => {
    const bare = app.browser({ solveCaptcha: false });
    const replies = [
      await bare.post('/api/user/login', login),
      await bare.post('/api/user/signup', {
        full_name: 'N',
        email: 'n@example.com',
        password: 'password123',
      }),
      await bare.post('/api/user/forgot-password', { email: 'learner@example.com' }),
      await bare.post('/api/user/resend-verification', { email: 'learner@example.com' }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        errorText: MISSING_CAPTCHA_MESSAGE,
        errors: { captcha: MISSING_CAPTCHA_MESSAGE },
      });
    }
  });

  it('accepts a solved challenge once: the same solution replayed is refused', async () => {
    const token = await solveCaptcha(app);
    const first = await app.browser().post('/api/user/login', { ...login, captcha_token: token });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await app.browser().post('/api/user/login', { ...login, captcha_token: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      errorText: CAPTCHA_FAILED_MESSAGE,
      errors: { captcha: CAPTCHA_FAILED_MESSAGE },
    });
    // Spent on a sign-up too, whichever form used it first.
    const signup = await app.browser().post('/api/user/signup', {
      full_name: 'R',
      email: 'replay@example.com',
      password: 'password123',
      tokens: { captcha_token: token },
    });
    expect(signup.statusCode).toBe(400);
  });

  it('refuses wrong, forged, foreign and malformed solutions', async () => {
    const payload = decode(await solveCaptcha(app));
    // One byte off the derived key: no proof of work (the counter alone proves nothing).
    const nearMiss = {
      ...payload,
      solution: {
        counter: payload.solution.counter + 1,
        derivedKey: `${payload.solution.derivedKey.slice(0, -2)}${payload.solution.derivedKey.endsWith('00') ? '01' : '00'}`,
      },
    };
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    // Claiming the escalated level, or an easier prefix, breaks the signature.
    const forgedLevel = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, data: { level: 'escalated' } },
      },
    };
    const foreign = createAltchaCaptcha('another-secret', createMemoryRateLimiter());
    const foreignChallenge = await foreign.issue('normal');
    const foreignSolution = solveSha256Challenge(foreignChallenge);
    const tokens = [
      encode(nearMiss),
      encode(wrongKey),
      encode(forgedLevel),
      encode({ challenge: foreignChallenge, solution: foreignSolution }),
      encode({ challenge: { ...payload.challenge, signature: undefined }, solution: payload.solution }),
      encode({ challenge: { parameters: { ...payload.challenge.parameters, algorithm: 'MD5' } } }),
      encode('just a string'),
      'not base64 at all ###',
      encode({ challenge: null, solution: null }),
    ];
    for (const token of tokens) {
      const res = await app.browser().post('/api/user/login', { ...login, captcha_token: token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().errorText).toBe(CAPTCHA_FAILED_MESSAGE);
    }
    // The genuine solution still works: the failed attempts above did not spend it.
    const genuine = await app.browser().post('/api/user/login', { ...login, captcha_token: encode(payload) });
    expect(genuine.statusCode, genuine.body).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    // Issued with this api's secret by a clock eleven minutes behind: expired on arrival.
    const past = createAltchaCaptcha(
      TEST_AUTH_SECRET,
      createMemoryRateLimiter(),
      () => Date.now() - 11 * 60_000,
    );
    const challenge = await past.issue('normal');
    const solution = solveSha256Challenge(challenge);
    const res = await app
      .browser()
      .post('/api/user/login', { ...login, captcha_token: encode({ challenge, solution }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toBe(CAPTCHA_FAILED_MESSAGE);
    // The same clock with no lag would be accepted: only the expiry refused it.
    const now = createAltchaCaptcha(TEST_AUTH_SECRET, createMemoryRateLimiter());
    const fresh = await now.issue('normal');
    const fine = await app.browser().post('/api/user/login', {
      ...login,
      captcha_token: encode({ challenge: fresh, solution: solveSha256Challenge(fresh) }),
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('gives a malformed e-mail the normal challenge instead of an error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge?email=not-an-address' });
    expect(res.statusCode).toBe(200);
    expect(res.json().parameters.data).toEqual({ level: 'normal' });
  });
});

describe('the challenge endpoint is rate limited per address', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      overrides: { rateLimits: { captchaChallengePerIp: { max: 2, windowMs: 60_000 } } },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('answers 429 with Retry-After once an address spent its challenges', async () => {
    const get = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress });
    expect((await get('203.0.113.90')).statusCode).toBe(200);
    expect((await get('203.0.113.90')).statusCode).toBe(200);
    const limited = await get('203.0.113.90');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorText).toMatch(/rate limit/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('203.0.113.91')).statusCode).toBe(200);
  });
});
