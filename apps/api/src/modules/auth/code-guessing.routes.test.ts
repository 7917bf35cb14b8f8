import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CODE_RULES } from '../../platform/rate-limit/rate-limiter';
import { type AccountsTestApp, APP_TIMEOUT_MS, buildAccountsTestApp } from './testing/accounts-test-app';

// Secret codes other than passwords: gift codes and invitation links. Wrong guesses are bounded
// per account and per address, in windows, so guessing stops and the owner waits at most one.
describe('guessing gift codes and invitation links', { timeout: 120_000 }, () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const loggedIn = async (email: string, remoteAddress: string) => {
    const browser = app.browser();
    const res = await browser.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'learnbox-demo' },
      remoteAddress,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (url: string, payload: unknown, address = remoteAddress) =>
      browser.request({ method: 'POST', url, payload: payload as object, remoteAddress: address });
  };

  it('gift codes: one account, from any address, gets a bounded number of wrong guesses', async () => {
    const post = await loggedIn('learner@example.com', '203.0.113.50');
    const max = WRONG_CODE_RULES.perAccount.max;
    for (let i = 0; i < max; i += 1) {
      // A new address each time: only the account's budget can run out.
      const res = await post('/api/gift/redeem', { code: `GIFT-${i}NOPE` }, `203.0.113.${60 + i}`);
      expect(res.statusCode).toBe(404);
    }
    const limited = await post('/api/gift/redeem', { code: 'GIFT-ANOTHER' }, '203.0.113.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorText).toMatch(/rate limit/);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(WRONG_CODE_RULES.perAccount.windowMs / 1000);
    // Another account is not affected.
    const other = await loggedIn('owner@example.com', '198.51.100.50');
    expect((await other('/api/gift/redeem', { code: 'GIFT-NOPE' })).statusCode).toBe(404);
  });

  it('invitation links: one address gets a bounded number of wrong tokens', async () => {
    const lookup = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/organizations/invitations/lookup',
        payload: { token: randomBytes(32).toString('base64url') },
        remoteAddress,
      });
    for (let i = 0; i < WRONG_CODE_RULES.perIp.max; i += 1)
      expect((await lookup('203.0.113.200')).statusCode).toBe(404);
    const limited = await lookup('203.0.113.200');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup('203.0.113.201')).statusCode).toBe(404);
  });

  it('invitation links: one account, from any address, gets a bounded number of wrong tokens', async () => {
    const post = await loggedIn('author@example.com', '192.0.2.50');
    for (let i = 0; i < WRONG_CODE_RULES.perAccount.max; i += 1) {
      const res = await post(
        '/api/organizations/invitations/accept',
        { token: randomBytes(32).toString('base64url') },
        `192.0.2.${60 + i}`,
      );
      expect(res.statusCode).toBe(404);
    }
    const limited = await post(
      '/api/organizations/invitations/accept',
      { token: randomBytes(32).toString('base64url') },
      '192.0.2.99',
    );
    expect(limited.statusCode).toBe(429);
  });
});
