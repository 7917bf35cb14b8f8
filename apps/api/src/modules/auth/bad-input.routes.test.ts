import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  type TestBrowser,
} from './testing/accounts-test-app';

/** Every JSON endpoint of the accounts module, with one valid-looking body to mangle. */
const ENDPOINTS: [string, Record<string, unknown>][] = [
  ['/api/user/login', { email: 'learner@example.com', password: 'learnbox-demo' }],
  ['/api/user/signup', { full_name: 'N', email: 'n@example.com', password: 'password123' }],
  ['/api/user/logout', { everywhere: false }],
  ['/api/user/forgot-password', { email: 'learner@example.com' }],
  ['/api/user/resend-verification', { email: 'learner@example.com' }],
  ['/api/user/verify-sso', { email: 'learner@example.com' }],
  ['/api/user/utm', { utm_source: 'x' }],
  ['/api/user/reset-password', { token: 'some-token-value', password: 'password123' }],
  ['/api/user/verify-email', { token: 'some-token-value' }],
  ['/api/userdata/darkmode', { frontend_theme: 'dark' }],
  ['/api/userdata/two-factor', { via: 'app', enabled: true, password: 'learnbox-demo' }],
  ['/api/userdata/two-factor/app/confirm', { totp: '123456' }],
];

/** Each field of the valid body replaced by a hostile value of another type or shape. */
const MANGLERS: [string, (value: unknown) => unknown][] = [
  ['a number', () => 12345],
  ['an object', () => ({ $ne: null })],
  ['an array', () => ['a', 'b']],
  ['null', () => null],
  ['a 200 kB string', () => 'x'.repeat(200_000)],
];

const HOSTILE_STRINGS = [
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(document.cookie)</script>',
  'ünïcödé@exämple.com',
  '用户@例子.广告',
  'a@b',
  '\u0000\u202e',
];

// Each login and sign-up solves its captcha like the web's form: allow for a busy machine.
describe('bad input gets a 400 with a readable errorText, never a 500', { timeout: 60_000 }, () => {
  let app: AccountsTestApp;
  let user: TestBrowser;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      overrides: {
        rateLimits: {
          loginPerIp: { max: 10_000, windowMs: 60_000 },
          signupPerIp: { max: 10_000, windowMs: 60_000 },
          mailPerIp: { max: 10_000, windowMs: 60_000 },
          mailPerAccount: { max: 10_000, windowMs: 60_000 },
          codePerIp: { max: 10_000, windowMs: 60_000 },
          loginPerAccount: { max: 10_000, windowMs: 60_000 },
          loginPerAccountAndIp: { max: 10_000, windowMs: 60_000 },
          loginFailuresPerIp: { max: 10_000, windowMs: 60_000 },
          captchaChallengePerIp: { max: 10_000, windowMs: 60_000 },
        },
      },
    });
    user = app.browser();
    await user.post('/api/user/login', { email: 'author@example.com', password: 'learnbox-demo' });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const expectReadable400 = (res: { statusCode: number; json(): { errorText?: unknown } }, label: string) => {
    expect(res.statusCode, label).toBe(400);
    expect(typeof res.json().errorText, label).toBe('string');
  };

  it.each(ENDPOINTS)('%s: a body that is not a JSON object', async (url) => {
    for (const payload of ['[]', '"text"', '{"email": ', '{"__proto__": {"admin": true}}']) {
      const res = await user.request({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectReadable400(res, `${url} ${payload}`);
    }
  });

  it.each(ENDPOINTS)('%s: missing fields, wrong types and huge values', async (url, valid) => {
    const fields = Object.keys(valid);
    if (fields.length > 0 && url !== '/api/user/logout' && url !== '/api/user/utm') {
      expectReadable400(await user.post(url, {}), `${url} {}`);
    }
    for (const field of fields) {
      for (const [name, mangle] of MANGLERS) {
        const res = await user.post(url, { ...valid, [field]: mangle(valid[field]) });
        expect(res.statusCode, `${url} ${field} as ${name}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().errorText).toBe('string');
      }
    }
  });

  it.each(ENDPOINTS)('%s: SQL, script and unicode text in every string field', async (url, valid) => {
    for (const field of Object.keys(valid).filter((key) => typeof valid[key] === 'string')) {
      for (const text of HOSTILE_STRINGS) {
        const res = await user.post(url, { ...valid, [field]: text });
        expect(res.statusCode, `${url} ${field}=${JSON.stringify(text)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().errorText).toBe('string');
      }
    }
  });

  it.each(ENDPOINTS)('%s: a 10 MB body', async (url, valid) => {
    const payload = JSON.stringify({ ...valid, padding: 'x'.repeat(10 * 1024 * 1024) });
    const res = await user.request({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toEqual({ errorText: 'The request body is too large.' });
    expect(res.statusCode).toBe(413);
  });

  it('refuses unicode and malformed e-mails on the field, as a 400', async () => {
    for (const email of ['ünïcödé@exämple.com', 'not-an-email', 'a@b', `${'a'.repeat(250)}@example.com`]) {
      const res = await app
        .browser()
        .post('/api/user/signup', { full_name: 'U', email, password: 'password123' });
      expectReadable400(res, email);
      expect(res.json().errors).toHaveProperty('email');
    }
  });

  it('stores script text in a name as text, not markup', async () => {
    const browser = app.browser();
    const name = '<img src=x onerror=alert(1)>';
    expect(
      (
        await browser.post('/api/user/signup', {
          full_name: name,
          email: 'xss@example.com',
          password: 'password123',
        })
      ).statusCode,
    ).toBe(200);
    expect((await browser.get('/api/user/info')).json().full_name).toBe(name);
  });

  it('answers bad query strings with 400', async () => {
    expectReadable400(await user.get('/api/userdata/user_config?cache=maybe'), 'user_config');
    expectReadable400(
      await app.browser().post('/api/user/signup?signup_type=free-for-all', {
        full_name: 'N',
        email: 'q@example.com',
        password: 'password123',
      }),
      'signup_type',
    );
    expectReadable400(await app.browser().get('/api/user/sso/github?operation=delete'), 'sso operation');
    expectReadable400(
      await app.browser().get('/api/user/sso-result?provider=github&operation=login&result=maybe'),
      'sso result',
    );
  });
});
