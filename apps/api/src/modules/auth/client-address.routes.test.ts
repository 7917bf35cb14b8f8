import { CROSS_SITE_MESSAGE } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  FROM_WEB,
  TEST_INTERNAL_PROXY_SECRET,
} from './testing/accounts-test-app';

// Which address the per-address limits count: the peer unless it is the web (proven by the
// INTERNAL_PROXY_SECRET header, not by being on loopback) or a configured proxy, and then the
// rightmost X-Forwarded-For entry that is not a configured proxy.
/** The cases are about the address budget: the captcha is passed with the bypass token. */
const BYPASS = 'client-address-bypass';

describe('client address behind proxies', { timeout: 30_000 }, () => {
  let app: AccountsTestApp;
  let attempt = 0;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      config: { TRUSTED_PROXIES: ['10.0.0.0/8'], CAPTCHA_BYPASS_TOKEN: BYPASS },
      overrides: { rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  /** A failed login as a new account each time, so only the per-address limit can answer 429. */
  async function login(remoteAddress: string, forwardedFor?: string, headers: Record<string, string> = {}) {
    attempt += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: `spray-${attempt}@example.com`, password: 'wrong-guess', bypass_token: BYPASS },
      remoteAddress,
      headers: { ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}), ...headers },
    });
    return res.statusCode;
  }

  it('limits a direct client by its real address whatever X-Forwarded-For it claims', async () => {
    for (let i = 1; i <= 3; i += 1) expect(await login('203.0.113.5', `198.51.100.${i}`)).toBe(401);
    expect(await login('203.0.113.5', '198.51.100.99')).toBe(429);
    // The addresses it claimed were not charged.
    expect(await login('127.0.0.1', '198.51.100.1')).toBe(401);
  });

  it('believes the web, proven by its secret: each forwarded client has its own budget', async () => {
    for (let i = 0; i < 3; i += 1) expect(await login('127.0.0.1', '192.0.2.10', FROM_WEB)).toBe(401);
    expect(await login('::1', '192.0.2.10', FROM_WEB)).toBe(429);
    expect(await login('::ffff:127.0.0.1', '192.0.2.10', FROM_WEB)).toBe(429);
    expect(await login('127.0.0.1', '192.0.2.11', FROM_WEB)).toBe(401);
    // Wherever the web runs: its secret, not its address, is what is believed.
    expect(await login('172.20.0.5', '192.0.2.11', FROM_WEB)).toBe(401);
    expect(await login('172.20.0.6', '192.0.2.11', FROM_WEB)).toBe(401);
    expect(await login('172.20.0.7', '192.0.2.11', FROM_WEB)).toBe(429);
  });

  it('keys a local process that forges X-Forwarded-For by its own loopback address', async () => {
    // Any program on this machine connects from loopback; without the web's secret it is a client.
    const forger = '127.0.0.55';
    for (let i = 1; i <= 3; i += 1) expect(await login(forger, `198.51.100.${i}`)).toBe(401);
    expect(await login(forger, '198.51.100.77')).toBe(429);
    expect(await login(forger, '198.51.100.78', { 'x-internal-proxy-secret': 'a guess' })).toBe(429);
    expect(
      await login(forger, '198.51.100.79', { 'x-internal-proxy-secret': `${TEST_INTERNAL_PROXY_SECRET}x` }),
    ).toBe(429);
    // The addresses it named were not charged: the web forwarding one of them still gets its answer.
    expect(await login('127.0.0.1', '198.51.100.1', FROM_WEB)).toBe(401);
  });

  it('walks a chain of configured proxies to the client and ignores what the client prepended', async () => {
    // client 192.0.2.20 -> proxy 10.1.1.1 (TRUSTED_PROXIES) -> web -> api
    for (let i = 0; i < 3; i += 1)
      expect(await login('127.0.0.1', `6.6.6.${i}, 192.0.2.20, 10.1.1.1`, FROM_WEB)).toBe(401);
    expect(await login('127.0.0.1', '6.6.6.99, 192.0.2.20, 10.1.1.1', FROM_WEB)).toBe(429);
    // An unlisted hop is where believing stops: it is the client.
    for (let i = 0; i < 4; i += 1)
      expect(await login('127.0.0.1', `192.0.2.21, 172.16.0.${i}`, FROM_WEB)).toBe(401);
  });

  it('believes a configured proxy that talks to the api directly, without the secret', async () => {
    for (let i = 0; i < 3; i += 1) expect(await login('10.2.2.2', '192.0.2.30')).toBe(401);
    expect(await login('10.2.2.3', '192.0.2.30')).toBe(429);
  });

  it("ignores a local process's X-Forwarded-Host/-Proto in the CSRF check", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'learner@example.com', password: 'learnbox-demo' },
      remoteAddress: '127.0.0.1',
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errorText: CROSS_SITE_MESSAGE });
  });

  it("ignores an untrusted peer's X-Forwarded-Host/-Proto in the CSRF check", async () => {
    const spoofed = {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'learner@example.com', password: 'learnbox-demo' },
      remoteAddress: '203.0.113.77',
      headers: spoofed,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errorText: CROSS_SITE_MESSAGE });
  });
});
