import { eq, sessions } from '@learnbox/db';
import { SESSION_NOT_FOUND_MESSAGE } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  type TestBrowser,
} from './testing/accounts-test-app';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SESSION_COOKIE = 'learnbox.session_token';

interface ListedSession {
  id: string;
  current: boolean;
  device: string;
  ip_address: string | null;
  last_active_at: string;
}

describe('where you are logged in: /api/user/sessions', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      overrides: {
        rateLimits: {
          loginPerIp: { max: 1000, windowMs: 60_000 },
          sessionRevokePerUser: { max: 12, windowMs: 60_000 },
        },
      },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  /** A browser logged in as a demo user, with its own user agent. */
  async function logIn(email: string, userAgent = CHROME_ON_WINDOWS): Promise<TestBrowser> {
    const browser = app.browser();
    const res = await browser.post(
      '/api/user/login',
      { email, password: 'learnbox-demo' },
      { 'user-agent': userAgent },
    );
    expect(res.statusCode, res.body).toBe(200);
    return browser;
  }

  async function list(browser: TestBrowser): Promise<ListedSession[]> {
    const res = await browser.get('/api/user/sessions');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sessions;
  }

  const revoke = (browser: TestBrowser, id: string) =>
    browser.request({ method: 'DELETE', url: `/api/user/sessions/${id}` });

  /** Logged in as far as the api is concerned (a warm session cache included). */
  const infoStatus = async (browser: TestBrowser) => (await browser.get('/api/user/info')).statusCode;

  it('lists two logins of one user, one of them current, with devices and no tokens', async () => {
    const laptop = await logIn('learner@example.com');
    const other = await logIn('learner@example.com', FIREFOX_ON_LINUX);
    const res = await laptop.get('/api/user/sessions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const listed: ListedSession[] = res.json().sessions;
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      current: true,
      device: 'Chrome 131 on Windows',
      ip_address: '127.0.0.1',
    });
    expect(listed[1]).toMatchObject({ current: false, device: 'Firefox 133 on Linux' });
    // The cookie carries "token.signature": neither part, nor any token field, is in the body.
    for (const browser of [laptop, other]) {
      const token = decodeURIComponent(browser.cookie(SESSION_COOKIE) ?? '').split('.')[0] ?? '';
      expect(token.length).toBeGreaterThan(10);
      expect(res.body).not.toContain(token);
    }
    expect(res.body).not.toMatch(/token/i);
    // Seen from the other browser, the other one is current.
    expect((await list(other)).find((session) => session.current)?.device).toBe('Firefox 133 on Linux');
  });

  it('revokes another session: its next request is logged out at once, the caller stays in', async () => {
    const laptop = await logIn('subscriber@example.com');
    const phone = await logIn('subscriber@example.com', FIREFOX_ON_LINUX);
    // Both sessions are now in the ~2 s cache: revocation must drop it, not wait for it.
    expect(await infoStatus(phone)).toBe(200);
    const target = (await list(laptop)).find((session) => !session.current);
    const res = await revoke(laptop, target?.id ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, logged_out: false });
    expect(await infoStatus(phone)).toBe(401);
    expect((await phone.get('/api/user/sessions')).statusCode).toBe(401);
    expect(await infoStatus(laptop)).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
    // Already gone: a second revoke is a 404, not a 500.
    expect((await revoke(laptop, target?.id ?? '')).statusCode).toBe(404);
  });

  it("answers 404 for another user's session id and leaves that session alone", async () => {
    const owner = await logIn('owner@example.com');
    const [ownerSession] = await list(owner);
    const stranger = await logIn('author@example.com');
    expect(await infoStatus(owner)).toBe(200);
    const res = await revoke(stranger, ownerSession?.id ?? '');
    expect(res.statusCode).toBe(404);
    expect(res.json().errorText).toBe(SESSION_NOT_FOUND_MESSAGE);
    expect(await infoStatus(owner)).toBe(200);
    expect((await list(owner)).map((session) => session.id)).toContain(ownerSession?.id);
    expect((await list(stranger)).map((session) => session.id)).not.toContain(ownerSession?.id);
  });

  it('logs out of all other sessions and keeps this one', async () => {
    const here = await logIn('staff@learnbox.dev');
    const others = [await logIn('staff@learnbox.dev'), await logIn('staff@learnbox.dev', FIREFOX_ON_LINUX)];
    for (const browser of others) expect(await infoStatus(browser)).toBe(200);
    const res = await here.post('/api/user/sessions/revoke-others');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, revoked: 2 });
    for (const browser of others) expect(await infoStatus(browser)).toBe(401);
    expect(await infoStatus(here)).toBe(200);
    expect(await list(here)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('revoking the current session logs this browser out like logout does', async () => {
    const browser = await logIn('member@example.com');
    const [current] = await list(browser);
    const res = await revoke(browser, current?.id ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, logged_out: true });
    const cleared = res.cookies.filter((cookie) => cookie.value === '' && cookie.maxAge === 0);
    expect(cleared.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining([SESSION_COOKIE, 'logged_in', 'subscribed', 'trial_availed']),
    );
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await infoStatus(browser)).toBe(401);
  });

  it('answers hostile ids with 400 or 404, never a 500, and revokes nothing', async () => {
    const browser = await logIn('admin@example.com');
    const before = await list(browser);
    const hostile = [
      "' OR 1=1; DELETE FROM sessions; --",
      'x'.repeat(65),
      'x'.repeat(5000),
      'ünïcödé-💥',
      '%00',
      '..%2F..%2Fetc',
      'a'.repeat(32),
    ];
    for (const id of hostile) {
      const res = await revoke(browser, encodeURIComponent(id));
      expect([400, 404], `${id.slice(0, 40)}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().errorText).toBeTruthy();
    }
    expect((await revoke(browser, encodeURIComponent("' OR 1=1 --"))).json().errors).toEqual({
      id: 'This is not a session id.',
    });
    // Past the router's parameter limit: the same readable 400, not Fastify's bare 414.
    expect((await revoke(browser, 'x'.repeat(5000))).json()).toEqual({
      errorText: 'A part of this address is too long.',
    });
    expect(await list(browser)).toEqual(before);
  });

  it('answers 401 when logged out and 403 to a write from another site', async () => {
    const anonymous = app.browser();
    expect((await anonymous.get('/api/user/sessions')).statusCode).toBe(401);
    expect((await revoke(anonymous, 'abc')).statusCode).toBe(401);
    expect((await anonymous.post('/api/user/sessions/revoke-others')).statusCode).toBe(401);

    const victim = await logIn('learner@example.com');
    const [current] = await list(victim);
    const forged = await victim.request({
      method: 'DELETE',
      url: `/api/user/sessions/${current?.id}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await infoStatus(victim)).toBe(200);
  });

  it('keeps last active to within minutes of the last request', async () => {
    const browser = await logIn('author@example.com', FIREFOX_ON_LINUX);
    const [current] = await list(browser);
    const hourAgo = new Date(Date.now() - 3600_000);
    await app.deps.db
      .update(sessions)
      .set({ updatedAt: hourAgo })
      .where(eq(sessions.id, current?.id ?? ''));
    // Past the session cache's TTL the next request resolves the session again and records it.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const [after] = await list(browser);
    expect(Date.now() - Date.parse(after?.last_active_at ?? '')).toBeLessThan(60_000);
  });

  it('rate-limits revocations per user with 429', async () => {
    const browser = await logIn('owner@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await revoke(browser, `unknown${i}`)).statusCode);
    expect(statuses.slice(0, 12).every((status) => status === 404)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});
