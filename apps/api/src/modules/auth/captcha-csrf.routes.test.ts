import {
  CAPTCHA_UNAVAILABLE_MESSAGE,
  CROSS_SITE_MESSAGE,
  KNOWN_MESSAGES,
  MISSING_CAPTCHA_MESSAGE,
} from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createAltchaCaptcha } from './altcha';
import {
  CAPTCHA_FAILED_MESSAGE,
  type CaptchaVerifier,
  checkCaptcha,
  createRecaptchaVerifier,
} from './captcha';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  FROM_WEB,
  solveCaptcha,
  WEB_ORIGIN,
} from './testing/accounts-test-app';

const BYPASS = 'bypass-token-for-tests';
const login = { email: 'learner@example.com', password: 'learnbox-demo' };

describe('captcha: reCAPTCHA configured (verifier mocked at its interface)', () => {
  let app: AccountsTestApp;
  const verify = vi.fn<CaptchaVerifier['verify']>();
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      config: {
        CAPTCHA_BYPASS_TOKEN: BYPASS,
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_SITE_KEY: 'site-key',
      },
      overrides: { captchaVerifier: { verify } },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('needs a token on login, sign-up and password reset', async () => {
    const replies = await Promise.all([
      app.browser({ solveCaptcha: false }).post('/api/user/login', login),
      app
        .browser({ solveCaptcha: false })
        .post('/api/user/signup', { full_name: 'C', email: 'c@example.com', password: 'password123' }),
      app
        .browser({ solveCaptcha: false })
        .post('/api/user/forgot-password', { email: 'learner@example.com' }),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errorText).toBe(MISSING_CAPTCHA_MESSAGE);
    }
    expect(verify).not.toHaveBeenCalled();
  });

  it('passes a token the provider accepts and refuses one it rejects', async () => {
    verify.mockResolvedValueOnce(true);
    const ok = await app.browser().post('/api/user/login', { ...login, captcha_token: 'good' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(verify).toHaveBeenLastCalledWith('good', '127.0.0.1');
    verify.mockResolvedValueOnce(false);
    const bad = await app.browser().post('/api/user/signup', {
      full_name: 'C',
      email: 'c@example.com',
      password: 'password123',
      tokens: { captcha_token: 'bad' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errorText: CAPTCHA_FAILED_MESSAGE,
      errors: { captcha: CAPTCHA_FAILED_MESSAGE },
    });
  });

  it('answers 503 (external service failed) when the provider cannot be reached', async () => {
    verify.mockRejectedValueOnce(new Error('network down'));
    const res = await app.browser().post('/api/user/login', { ...login, captcha_token: 'any' });
    expect(res.statusCode).toBe(503);
    expect(res.json().errorText).toBe(CAPTCHA_UNAVAILABLE_MESSAGE);
  });

  it('accepts the configured bypass token and refuses any other', async () => {
    verify.mockClear();
    expect((await app.browser().post('/api/user/login', { ...login, bypass_token: BYPASS })).statusCode).toBe(
      200,
    );
    expect(
      (await app.browser().post('/api/user/login', { ...login, bypass_token: 'guess' })).statusCode,
    ).toBe(400);
    expect(verify).not.toHaveBeenCalled();
  });

  it('tells the web the site key, so it can load the script (or show the load failure)', async () => {
    const res = await app.browser().get('/api/user/auth-options');
    expect(res.json()).toMatchObject({ recaptcha_site_key: 'site-key', dev_mailbox: true });
    expect(KNOWN_MESSAGES.RECAPTCHA_LOAD_FAILED).toMatch(/^Failed to load recaptcha!/);
  });
});

describe('captcha: the HTTP verifier', () => {
  it('posts the secret and token to siteverify and reads success and score', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const reply = (body: object, status = 200) =>
      (async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        return new Response(JSON.stringify(body), { status });
      }) as unknown as typeof fetch;
    expect(
      await createRecaptchaVerifier('s3cret', { fetch: reply({ success: true }) }).verify('tok', '1.2.3.4'),
    ).toBe(true);
    expect(String(calls[0]?.[1]?.body)).toBe('secret=s3cret&response=tok&remoteip=1.2.3.4');
    expect(
      await createRecaptchaVerifier('s', { fetch: reply({ success: true, score: 0.1 }) }).verify(
        't',
        undefined,
      ),
    ).toBe(false);
    expect(
      await createRecaptchaVerifier('s', { fetch: reply({ success: false }) }).verify('t', undefined),
    ).toBe(false);
    await expect(
      createRecaptchaVerifier('s', { fetch: reply({}, 500) }).verify('t', undefined),
    ).rejects.toThrow();
  });
});

describe('captcha: embedded set-up (no reCAPTCHA secret)', () => {
  it('refuses a missing token and a wrong bypass token, accepts the bypass token', async () => {
    const altcha = createAltchaCaptcha('a-test-secret', createMemoryRateLimiter());
    const policy = { verifier: null, altcha, bypassToken: BYPASS };
    await expect(checkCaptcha(policy, undefined, undefined)).rejects.toMatchObject({
      status: 400,
      message: MISSING_CAPTCHA_MESSAGE,
    });
    await expect(checkCaptcha(policy, { bypass_token: BYPASS }, undefined)).resolves.toBeUndefined();
    await expect(checkCaptcha(policy, { bypass_token: 'nope' }, undefined)).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      checkCaptcha({ verifier: null, altcha, bypassToken: null }, { bypass_token: BYPASS }, undefined),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('CSRF: cookie-authenticated writes must come from our origin', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({ config: { TRUSTED_ORIGINS: ['https://admin.learnbox.dev'] } });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it.each([
    [{ origin: 'https://evil.example' }, 403],
    [{ origin: 'null' }, 403],
    [{ origin: WEB_ORIGIN, 'sec-fetch-site': 'cross-site' }, 403],
    [{ origin: '', referer: 'https://evil.example/page' }, 403],
    [{ origin: WEB_ORIGIN }, 200],
    [{ origin: 'https://admin.learnbox.dev' }, 200],
    [{ origin: '', referer: `${WEB_ORIGIN}/settings/security` }, 200],
  ])('%j -> %i', async (headers, status) => {
    const browser = app.browser();
    await browser.post('/api/user/login', login);
    const res = await browser.post('/api/userdata/darkmode', { frontend_theme: 'dark' }, headers);
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json()).toEqual({ errorText: CROSS_SITE_MESSAGE });
  });

  it('guards login itself (login CSRF) and accepts clients that send no browser headers', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: login,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    const curl = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { ...login, captcha_token: await solveCaptcha(app) },
    });
    expect(curl.statusCode).toBe(200);
  });

  it('accepts the request origin the web proxy forwards', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { ...login, captcha_token: await solveCaptcha(app) },
      headers: {
        // The web proves it forwards with the internal secret; loopback alone proves nothing.
        ...FROM_WEB,
        origin: 'http://127.0.0.1:3999',
        'x-forwarded-host': '127.0.0.1:3999',
        'x-forwarded-proto': 'http',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});
