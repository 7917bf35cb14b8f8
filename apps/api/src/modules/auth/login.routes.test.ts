import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  type TestBrowser,
} from './testing/accounts-test-app';
import { generateTotpSecret, totpCode } from './totp';

const PASSWORD = 'correct horse battery';

async function signUp(app: AccountsTestApp, email: string): Promise<TestBrowser> {
  const browser = app.browser();
  const res = await browser.post('/api/user/signup', { full_name: 'Test User', email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

async function logIn(app: AccountsTestApp, body: Record<string, unknown>, browser = app.browser()) {
  const res = await browser.post('/api/user/login', body);
  return { browser, res };
}

// Every login solves its captcha like the web's form: allow for a busy machine.
describe('login, logout and sessions', { timeout: 30_000 }, () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      overrides: {
        rateLimits: {
          loginPerAccount: { max: 3, windowMs: 60_000 },
          loginPerIp: { max: 1000, windowMs: 60_000 },
        },
      },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('logs a demo user in: httpOnly Lax session cookie, readable client cookies, user info', async () => {
    const { browser, res } = await logIn(app, { email: 'Learner@Example.com ', password: 'learnbox-demo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'logged_in', user_id: 'usr_demo_learner', verified: true });
    const cookies = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies['learnbox.session_token']).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Loopback origin: not Secure (it would never be sent over plain http://localhost otherwise).
    expect(cookies['learnbox.session_token']?.secure).toBeFalsy();
    for (const name of ['logged_in', 'subscribed', 'trial_availed'])
      expect(cookies[name]?.httpOnly).toBeFalsy();
    expect(browser.cookie('logged_in')).toBe('true');
    expect(browser.cookie('subscribed')).toBe('false');
    const info = await browser.get('/api/user/info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      user_id: 'usr_demo_learner',
      email: 'learner@example.com',
      verified: true,
    });
  });

  it('refuses a wrong password with one message for unknown and known accounts', async () => {
    const known = await logIn(app, { email: 'owner@example.com', password: 'wrong-password' });
    const unknown = await logIn(app, { email: 'nobody@example.com', password: 'wrong-password' });
    expect(known.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(known.res.json()).toEqual(unknown.res.json());
    expect(known.res.json().errorText).toBe('The e-mail or password is not right.');
  });

  it('rotates the session on login: the session the browser had before stops working', async () => {
    const { browser } = await logIn(app, { email: 'member@example.com', password: 'learnbox-demo' });
    const before = browser.cookie('learnbox.session_token');
    const stale = app.browser();
    stale.jar.set('learnbox.session_token', before ?? '');
    await logIn(app, { email: 'member@example.com', password: 'learnbox-demo' }, browser);
    expect(browser.cookie('learnbox.session_token')).not.toBe(before);
    expect((await browser.get('/api/user/info')).statusCode).toBe(200);
    // The pre-login token is revoked (cache entries for it were dropped too).
    expect((await stale.get('/api/user/info')).statusCode).toBe(401);
  });

  it('logs out this browser, clearing the client cookies and tracking consent', async () => {
    const { browser } = await logIn(app, { email: 'learner@example.com', password: 'learnbox-demo' });
    browser.jar.set('tracking_consent', 'granted');
    const other = (await logIn(app, { email: 'learner@example.com', password: 'learnbox-demo' })).browser;
    const res = await browser.post('/api/user/logout', {});
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.filter((cookie) => cookie.maxAge === 0).map((cookie) => cookie.name);
    expect(cleared).toEqual(
      expect.arrayContaining([
        'learnbox.session_token',
        'logged_in',
        'subscribed',
        'trial_availed',
        'tracking_consent',
      ]),
    );
    expect((await browser.get('/api/user/info')).statusCode).toBe(401);
    expect((await other.get('/api/user/info')).statusCode).toBe(200);
  });

  it('logs out everywhere: every session of the account is revoked', async () => {
    const first = (await logIn(app, { email: 'owner@example.com', password: 'learnbox-demo' })).browser;
    const second = (await logIn(app, { email: 'owner@example.com', password: 'learnbox-demo' })).browser;
    expect((await second.get('/api/user/info')).statusCode).toBe(200);
    expect((await first.post('/api/user/logout', { everywhere: true })).statusCode).toBe(200);
    expect((await first.get('/api/user/info')).statusCode).toBe(401);
    expect((await second.get('/api/user/info')).statusCode).toBe(401);
  });

  it('answers 401 for user info when logged out, and clears a stale logged_in cookie', async () => {
    const browser = app.browser();
    browser.jar.set('logged_in', 'true');
    const res = await browser.get('/api/user/info');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorText: 'Please log in first.' });
    expect(browser.cookie('logged_in')).toBeUndefined();
  });

  it('two-factor by e-mail: the password step mails a code, the code logs in', async () => {
    const email = 'otp-user@example.com';
    const browser = await signUp(app, email);
    const on = await browser.post('/api/userdata/two-factor', {
      via: 'email',
      enabled: true,
      password: PASSWORD,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ two_factor_via_email: true, two_factor_via_app: false });
    await browser.post('/api/user/logout', {});

    const step1 = await browser.post('/api/user/login', { email, password: PASSWORD });
    expect(step1.json()).toEqual({
      status: 'two_factor_required',
      two_factor_via_email: true,
      two_factor_via_app: false,
      code_sent: true,
    });
    expect(browser.cookie('learnbox.session_token')).toBeUndefined();
    const [mail] = await app.mailTo(email, 'two-factor-code');
    const code = mail?.subject.match(/(\d{6})$/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await browser.post('/api/user/login', {
      email,
      password: PASSWORD,
      two_factor_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors).toHaveProperty('two_factor_code');
    const ok = await browser.post('/api/user/login', { email, password: PASSWORD, two_factor_code: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'logged_in' });
    expect((await browser.get('/api/user/info')).json()).toMatchObject({ email, two_factor_via_email: true });
  });

  it('two-factor by app: enrolment shows the secret, rotates the session, then login needs the code', async () => {
    const email = 'totp-user@example.com';
    const browser = await signUp(app, email);
    const wrongPassword = await browser.post('/api/userdata/two-factor', {
      via: 'app',
      enabled: true,
      password: 'not-it',
    });
    expect(wrongPassword.statusCode).toBe(401);
    const start = await browser.post('/api/userdata/two-factor', {
      via: 'app',
      enabled: true,
      password: PASSWORD,
    });
    expect(start.statusCode, start.body).toBe(200);
    const enrolment = start.json().app_enrolment;
    expect(enrolment.totp_uri).toContain(`secret=${enrolment.totp_secret}`);
    expect(start.json().two_factor_via_app).toBe(false);

    const sessionBefore = browser.cookie('learnbox.session_token');
    const stale = app.browser();
    stale.jar.set('learnbox.session_token', sessionBefore ?? '');
    const confirm = await browser.post('/api/userdata/two-factor/app/confirm', {
      totp: totpCode(enrolment.totp_secret),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ two_factor_via_app: true });
    expect(browser.cookie('learnbox.session_token')).not.toBe(sessionBefore);
    expect((await browser.get('/api/user/info')).statusCode).toBe(200);
    expect((await stale.get('/api/user/info')).statusCode).toBe(401);

    await browser.post('/api/user/logout', {});
    const step1 = await browser.post('/api/user/login', { email, password: PASSWORD });
    expect(step1.json()).toMatchObject({
      status: 'two_factor_required',
      two_factor_via_app: true,
      code_sent: false,
    });
    const bad = await browser.post('/api/user/login', { email, password: PASSWORD, totp: '000000' });
    expect(bad.statusCode).toBe(401);
    const good = await browser.post('/api/user/login', {
      email,
      password: PASSWORD,
      totp: totpCode(enrolment.totp_secret),
    });
    expect(good.statusCode, good.body).toBe(200);
    expect((await browser.get('/api/user/info')).json()).toMatchObject({ two_factor_via_app: true });

    // Turning it off needs the password and leaves login one step again.
    const off = await browser.post('/api/userdata/two-factor', {
      via: 'app',
      enabled: false,
      password: PASSWORD,
    });
    expect(off.json()).toMatchObject({ two_factor_via_app: false });
    await browser.post('/api/user/logout', {});
    expect((await browser.post('/api/user/login', { email, password: PASSWORD })).json().status).toBe(
      'logged_in',
    );
  });

  it('enrols an authenticator at first login with totp_secret (whitespace in the secret is ignored)', async () => {
    const email = 'enrol-at-login@example.com';
    await signUp(app, email);
    const secret = generateTotpSecret();
    const spaced = secret.replace(/(.{4})/g, '$1 ').toLowerCase();
    const wrong = await logIn(app, { email, password: PASSWORD, totp_secret: spaced, totp: '000000' });
    expect(wrong.res.statusCode).toBe(401);
    const { res } = await logIn(app, {
      email,
      password: PASSWORD,
      totp_secret: spaced,
      totp: totpCode(secret),
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = await logIn(app, { email, password: PASSWORD });
    expect(next.res.json()).toMatchObject({ status: 'two_factor_required', two_factor_via_app: true });
    const done = await logIn(app, { email, password: PASSWORD, totp: totpCode(secret) });
    expect(done.res.json().status).toBe('logged_in');
    // Once a factor is on, a new secret cannot replace it at login.
    const replace = await logIn(app, {
      email,
      password: PASSWORD,
      totp_secret: generateTotpSecret(),
      totp: '123456',
    });
    expect(replace.res.statusCode).toBe(400);
  });
});

describe('login rate limit per address', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      overrides: { rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('answers 429 (rate limit) once one address spent its attempts, across accounts', async () => {
    const emails = ['learner@example.com', 'owner@example.com', 'author@example.com'];
    for (const email of emails)
      expect((await logIn(app, { email, password: 'wrong-guess' })).res.statusCode).toBe(401);
    const blocked = await logIn(app, { email: 'subscriber@example.com', password: 'learnbox-demo' });
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.res.json().errorText).toMatch(/rate limit.*try again in \d+ seconds/);
    // Another address is not affected.
    const elsewhere = await app.browser().request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'subscriber@example.com', password: 'learnbox-demo' },
      remoteAddress: '10.9.8.7',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
