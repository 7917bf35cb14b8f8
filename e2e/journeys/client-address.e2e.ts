import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

// The per-address login limit of the api (DEFAULT_AUTH_RATE_LIMITS.loginPerIp: 60 a minute),
// reached through the web as a client would, while claiming a new X-Forwarded-For every time.
const LOGIN_PER_IP = 60;

/**
 * POST through the web (or straight to the api) from a loopback address of our choice: the web
 * sees that peer, so other journeys (from 127.0.0.1) keep their own budget.
 */
function post(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  origin = inject('webUrl'),
): Promise<{ status: number; body: string }> {
  const url = new URL(path, origin);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('client address', () => {
  let account = 0;
  /** A failed login as a new account, so only the per-address limit can answer 429. */
  const login = (from: string, headers: Record<string, string> = {}, origin = inject('webUrl')) => {
    account += 1;
    return post(
      from,
      '/api/user/login',
      {
        email: `spray-${account}-${Date.now()}@example.com`,
        password: 'not the password',
        bypass_token: inject('captchaBypassToken'),
      },
      headers,
      origin,
    );
  };

  it('limits logins by the real client address, whatever X-Forwarded-For the client claims', async () => {
    const client = '127.0.0.77';
    for (let i = 0; i < LOGIN_PER_IP; i += 1) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` };
      const res = await login(client, spoofed);
      expect(res.status, res.body).toBe(401);
    }
    const blocked = await login(client, { 'x-forwarded-for': '203.0.113.250' });
    expect(blocked.status, blocked.body).toBe(429);
    // Per address, not for everyone: another client still gets its answer.
    const other = await login('127.0.0.78', { 'x-forwarded-for': '198.51.100.0' });
    expect(other.status, other.body).toBe(401);
  });

  it('keys a local process that calls the api directly by its own address, whatever it forges', async () => {
    // Any program on this machine reaches the api from loopback; only the web holds the secret
    // that makes the api believe a forwarded address.
    const api = inject('apiUrl');
    const forger = '127.0.0.87';
    for (let i = 0; i < LOGIN_PER_IP; i += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` };
      const res = await login(forger, forged, api);
      expect(res.status, res.body).toBe(401);
    }
    const blocked = await login(forger, { 'x-forwarded-for': '203.0.113.251' }, api);
    expect(blocked.status, blocked.body).toBe(429);
    // Through the web, another client still has its own budget: the web's forwarded address is believed.
    const viaWeb = await login('127.0.0.88');
    expect(viaWeb.status, viaWeb.body).toBe(401);
  });

  it('does not let a client name the scheme or host the CSRF check compares Origin with', async () => {
    const web = new URL(inject('webUrl'));
    const forged = await login('127.0.0.79', {
      origin: `https://${web.host}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': web.host,
    });
    expect(forged.status, forged.body).toBe(403);
  });
});
