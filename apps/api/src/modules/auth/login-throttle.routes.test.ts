import { MISSING_CAPTCHA_MESSAGE, STRONGER_CAPTCHA_MESSAGE } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  solveCaptcha,
  type TestBrowser,
} from './testing/accounts-test-app';
import { generateTotpSecret, totpCode } from './totp';

// OWASP Authentication Cheat Sheet: no hard lockout. Guessers are throttled by address (per
// account and across accounts) and an attacked account asks for a harder captcha, while its
// owner, elsewhere, still logs in.
const A = '203.0.113.10';
const B = '198.51.100.20';
const PASSWORD = 'learnbox-demo';

/** A login as the web's form sends it, from one address, with its captcha solved (or not). */
async function loginFrom(
  app: AccountsTestApp,
  address: string,
  body: Record<string, unknown>,
  browser: TestBrowser = app.browser(),
) {
  return browser.request({ method: 'POST', url: '/api/user/login', payload: body, remoteAddress: address });
}

describe('failed logins slow the guesser down but never lock the owner out', { timeout: 120_000 }, () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      overrides: {
        rateLimits: {
          loginPerIp: { max: 10_000, windowMs: 60_000 },
          captchaChallengePerIp: { max: 10_000, windowMs: 60_000 },
          loginPerAccount: { max: 5, windowMs: 60 * 60_000 },
          loginPerAccountAndIp: { max: 5, windowMs: 15 * 60_000 },
          loginFailuresPerIp: { max: 20, windowMs: 15 * 60_000 },
          codePerAccount: { max: 3, windowMs: 60_000 },
        },
      },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('50 wrong passwords from A: A is throttled (429, Retry-After), the owner at B logs in', async () => {
    const email = 'learner@example.com';
    const statuses: number[] = [];
    let throttled: Awaited<ReturnType<typeof loginFrom>> | undefined;
    for (let i = 0; i < 50; i += 1) {
      // The first guesses carry a solved captcha; once throttled, A is refused before any check.
      const browser = app.browser({ solveCaptcha: i < 5 });
      const res = await loginFrom(app, A, { email, password: `guess-${i}` }, browser);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) throttled = res;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(throttled?.json().errorText).toMatch(
      /^Too many attempts \(rate limit\)\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(throttled?.headers['retry-after'])).toBeGreaterThan(60);
    // Even the right password from A waits.
    expect((await loginFrom(app, A, { email, password: PASSWORD })).statusCode).toBe(429);

    // The owner, from B, with the harder captcha the account now asks for, gets in.
    const owner = await loginFrom(app, B, { email, password: PASSWORD });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ status: 'logged_in' });
  });

  it('after several failures, a login needs the escalated captcha: none or a normal one fails', async () => {
    const email = 'owner@example.com';
    const normal = await app.inject({ method: 'GET', url: `/api/captcha/challenge?email=${email}` });
    expect(normal.json().parameters.data).toEqual({ level: 'normal' });
    // Five failures, each from another address, so no address is throttled.
    for (let i = 0; i < 5; i += 1)
      expect((await loginFrom(app, `192.0.2.${i + 1}`, { email, password: 'wrong' })).statusCode).toBe(401);
    const escalated = await app.inject({ method: 'GET', url: `/api/captcha/challenge?email=${email}` });
    expect(escalated.json().parameters.data).toEqual({ level: 'escalated' });

    const bare = await loginFrom(app, B, { email, password: PASSWORD }, app.browser({ solveCaptcha: false }));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errorText).toBe(MISSING_CAPTCHA_MESSAGE);
    // A challenge fetched without the account is the normal one: not enough any more.
    const weak = await loginFrom(app, B, {
      email,
      password: PASSWORD,
      captcha_token: await solveCaptcha(app),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      errorText: STRONGER_CAPTCHA_MESSAGE,
      errors: { captcha: STRONGER_CAPTCHA_MESSAGE },
    });
    const strong = await loginFrom(app, B, {
      email,
      password: PASSWORD,
      captcha_token: await solveCaptcha(app, email),
    });
    expect(strong.statusCode, strong.body).toBe(200);
    // Other accounts are not affected.
    const other = await app.inject({ method: 'GET', url: '/api/captcha/challenge?email=author@example.com' });
    expect(other.json().parameters.data).toEqual({ level: 'normal' });
  });

  it('credential stuffing: one address failing across many accounts hits its limit', async () => {
    const C = '203.0.113.77';
    for (let i = 0; i < 20; i += 1)
      expect(
        (await loginFrom(app, C, { email: `stuffed-${i}@example.com`, password: 'leaked-password' }))
          .statusCode,
      ).toBe(401);
    const blocked = await loginFrom(app, C, { email: 'subscriber@example.com', password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorText).toMatch(/rate limit/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The accounts it tried were not locked: their owners elsewhere log in.
    expect(
      (await loginFrom(app, B, { email: 'subscriber@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('second-factor codes: bounded per account from every address, and only for a while', async () => {
    const email = 'totp-throttle@example.com';
    const owner = app.browser();
    expect(
      (
        await owner.request({
          method: 'POST',
          url: '/api/user/signup',
          payload: { full_name: 'T', email, password: 'correct horse battery' },
          remoteAddress: B,
        })
      ).statusCode,
    ).toBe(200);
    const secret = generateTotpSecret();
    const enrolled = await loginFrom(
      app,
      B,
      { email, password: 'correct horse battery', totp_secret: secret, totp: totpCode(secret) },
      owner,
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';

    // Someone with the password guesses codes from three addresses: three wrong codes in all.
    for (let i = 0; i < 3; i += 1) {
      const guesser = app.browser();
      const address = `203.0.113.${120 + i}`;
      await loginFrom(app, address, { email, password: 'correct horse battery' }, guesser);
      const res = await loginFrom(
        app,
        address,
        { email, password: 'correct horse battery', totp: wrongCode },
        guesser,
      );
      expect(res.statusCode).toBe(401);
    }
    const fourth = app.browser();
    await loginFrom(app, '203.0.113.130', { email, password: 'correct horse battery' }, fourth);
    const bounded = await loginFrom(
      app,
      '203.0.113.130',
      { email, password: 'correct horse battery', totp: wrongCode },
      fourth,
    );
    expect(bounded.statusCode).toBe(429);
    // A window, not a lockout: the account's codes work again within the minute it names.
    const wait = Number(bounded.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('security settings: wrong passwords to change a second factor are bounded per account', async () => {
    // A stolen session guessing the password from several addresses: three wrong ones in all.
    const session = app.browser();
    expect(
      (await loginFrom(app, B, { email: 'subscriber@example.com', password: PASSWORD }, session)).statusCode,
    ).toBe(200);
    const change = (password: string, address: string) =>
      session.request({
        method: 'POST',
        url: '/api/userdata/two-factor',
        payload: { via: 'email', enabled: true, password },
        remoteAddress: address,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await change(`guess-${i}`, `203.0.113.${140 + i}`)).statusCode).toBe(401);
    const bounded = await change('guess-4', '203.0.113.150');
    expect(bounded.statusCode).toBe(429);
    expect(Number(bounded.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
