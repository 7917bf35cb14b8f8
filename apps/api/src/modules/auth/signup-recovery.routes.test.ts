import { scryptSync } from 'node:crypto';
import { accounts, eq, users } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  linkIn,
} from './testing/accounts-test-app';

const PASSWORD = 'a long enough password';

describe('sign-up, verification and password recovery', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const verifyToken = async (email: string) => {
    const [mail] = await app.mailTo(email, 'verify-email');
    return new URL(linkIn(mail, '/verify-email')).searchParams.get('token') ?? '';
  };
  const resetToken = async (email: string, kind = 'reset-password') => {
    const [mail] = await app.mailTo(email, kind);
    return linkIn(mail, '/signup-and-reset-password/').split('/').pop() ?? '';
  };

  it('signs up, logs in unverified, and stores the password as a memory-hard scrypt hash', async () => {
    const browser = app.browser();
    const res = await browser.post('/api/user/signup', {
      full_name: '<b>Ada</b> "Lovelace"',
      email: 'Ada@Example.com',
      password: PASSWORD,
      utm_source: 'newsletter',
      referral_site: `https://ref.example/${'x'.repeat(600)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'signed_up', verified: false, password_set: true });
    expect(browser.cookie('logged_in')).toBe('true');
    const info = (await browser.get('/api/user/info')).json();
    expect(info).toMatchObject({
      email: 'ada@example.com',
      verified: false,
      full_name: '<b>Ada</b> "Lovelace"',
    });

    const [account] = await app.deps.db.select().from(accounts).where(eq(accounts.userId, info.user_id));
    const [salt, key] = (account?.password ?? '').split(':');
    expect(account?.password).not.toContain(PASSWORD);
    // scrypt with N=16384, r=16 (16 MiB of memory per hash), 64-byte key: recompute it here.
    const expected = scryptSync(PASSWORD.normalize('NFKC'), salt ?? '', 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(key).toBe(expected.toString('hex'));

    // The mail escapes the name it greets.
    const [mail] = await app.mailTo('ada@example.com', 'verify-email');
    expect(mail?.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Ada</b>');
  });

  it('verifies the e-mail with the mailed link once; a second use is an expired token (498)', async () => {
    const browser = app.browser();
    await browser.post('/api/user/signup', {
      full_name: 'Vera',
      email: 'vera@example.com',
      password: PASSWORD,
    });
    const token = await verifyToken('vera@example.com');
    const first = await app.browser().post('/api/user/verify-email', { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: true, email: 'vera@example.com' });
    expect((await browser.get('/api/user/info')).json().verified).toBe(true);
    const again = await app.browser().post('/api/user/verify-email', { token });
    expect(again.statusCode).toBe(498);
    expect(again.json().errorText).toContain('expired or was already used');
    expect(
      (await app.browser().post('/api/user/verify-email', { token: 'made-up-token-123' })).statusCode,
    ).toBe(498);
  });

  it('refuses an expired verification link', async () => {
    await app
      .browser()
      .post('/api/user/signup', { full_name: 'Old', email: 'old@example.com', password: PASSWORD });
    const token = await verifyToken('old@example.com');
    // Age the stored token past its day.
    const { verifications } = await import('@learnbox/db');
    await app.deps.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await app.browser().post('/api/user/verify-email', { token })).statusCode).toBe(498);
  });

  it('refuses a second account for the same e-mail with 409 on the field', async () => {
    const res = await app
      .browser()
      .post('/api/user/signup', { full_name: 'Again', email: 'learner@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('email');
  });

  it('needs a password unless it is a logged-out purchase', async () => {
    const plain = await app
      .browser()
      .post('/api/user/signup', { full_name: 'No Pass', email: 'nopass@example.com' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors).toHaveProperty('password');
  });

  it('a logged-out purchase signs up without a password and sets it from the mailed link, landing logged in', async () => {
    const buyer = app.browser();
    const res = await buyer.post('/api/user/signup?signup_type=loggedout-user-purchase', {
      full_name: 'Buyer',
      email: 'buyer@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ password_set: false });
    expect((await buyer.get('/api/user/info')).statusCode).toBe(200);
    const token = await resetToken('buyer@example.com', 'set-password');
    const elsewhere = app.browser();
    const set = await elsewhere.post('/api/user/reset-password', { token, password: PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ status: 'logged_in', verified: true });
    expect((await elsewhere.get('/api/user/info')).json()).toMatchObject({
      email: 'buyer@example.com',
      verified: true,
    });
    // The password works, and the purchase browser's session ended with the reset.
    expect(
      (await app.browser().post('/api/user/login', { email: 'buyer@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await buyer.get('/api/user/info')).statusCode).toBe(401);
  });

  it('forgot-password answers the same for known and unknown addresses and mails only the known one', async () => {
    const known = await app.browser().post('/api/user/forgot-password', { email: 'owner@example.com' });
    const unknown = await app.browser().post('/api/user/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await app.mailTo('owner@example.com', 'reset-password')).toHaveLength(1);
    expect(await app.mailTo('ghost@example.com')).toHaveLength(0);
  });

  it('resend-verification answers the same for unknown, verified and unverified addresses', async () => {
    await app
      .browser()
      .post('/api/user/signup', { full_name: 'Una', email: 'una@example.com', password: PASSWORD });
    const replies = await Promise.all(
      ['una@example.com', 'learner@example.com', 'ghost2@example.com'].map((email) =>
        app.browser().post('/api/user/resend-verification', { email }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode).toBe(200);
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(await app.mailTo('una@example.com', 'verify-email')).toHaveLength(2);
    expect(await app.mailTo('learner@example.com', 'verify-email')).toHaveLength(0);
  });

  it('resend-verification/logged-in mails the signed-in user, 400 once verified, 401 logged out', async () => {
    const browser = app.browser();
    await browser.post('/api/user/signup', {
      full_name: 'Rae',
      email: 'rae@example.com',
      password: PASSWORD,
    });
    const res = await browser.post('/api/user/resend-verification/logged-in');
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.mailTo('rae@example.com', 'verify-email')).toHaveLength(2);
    const demo = app.browser();
    await demo.post('/api/user/login', { email: 'learner@example.com', password: 'learnbox-demo' });
    expect((await demo.post('/api/user/resend-verification/logged-in')).statusCode).toBe(400);
    expect((await app.browser().post('/api/user/resend-verification/logged-in')).statusCode).toBe(401);
  });

  it('resets a password with the mailed link: single use, other sessions end, old password stops working', async () => {
    const email = 'reset-me@example.com';
    const session = app.browser();
    await session.post('/api/user/signup', { full_name: 'Reset', email, password: PASSWORD });
    await app.browser().post('/api/user/forgot-password', { email });
    const token = await resetToken(email);
    const tooShort = await app.browser().post('/api/user/reset-password', { token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toHaveProperty('password');

    const browser = app.browser();
    const res = await browser.post('/api/user/reset-password', { token, password: 'the new password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'logged_in' });
    expect((await session.get('/api/user/info')).statusCode).toBe(401);
    expect(
      (await app.browser().post('/api/user/reset-password', { token, password: 'yet another one' }))
        .statusCode,
    ).toBe(498);
    expect((await app.browser().post('/api/user/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect(
      (await app.browser().post('/api/user/login', { email, password: 'the new password' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const email = 'late@example.com';
    await app.browser().post('/api/user/signup', { full_name: 'Late', email, password: PASSWORD });
    await app.browser().post('/api/user/forgot-password', { email });
    const token = await resetToken(email);
    const { verifications } = await import('@learnbox/db');
    await app.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(
      (await app.browser().post('/api/user/reset-password', { token, password: PASSWORD })).statusCode,
    ).toBe(498);
  });

  it('after a reset, a two-factor account still owes its second factor', async () => {
    const email = 'reset-2fa@example.com';
    const browser = app.browser();
    await browser.post('/api/user/signup', { full_name: 'Two', email, password: PASSWORD });
    await browser.post('/api/userdata/two-factor', { via: 'email', enabled: true, password: PASSWORD });
    await app.browser().post('/api/user/forgot-password', { email });
    const res = await app
      .browser()
      .post('/api/user/reset-password', { token: await resetToken(email), password: 'brand new password' });
    expect(res.json()).toEqual({ status: 'two_factor_required', email });
    const [user] = await app.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
  });
});
