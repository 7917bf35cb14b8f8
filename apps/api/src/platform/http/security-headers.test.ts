import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const STRICT = "default-src 'none'; frame-ancestors 'none'";

function expectBaseHeaders(headers: Record<string, unknown>, what: string): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

describe('api security headers', () => {
  let app: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_WEB_ORIGIN: 'http://localhost:3000' });
    https = await buildTestApp({ PUBLIC_WEB_ORIGIN: 'https://learnbox.example' });
  }, 60_000);
  afterAll(() => Promise.all([app?.dispose(), https?.dispose()]));

  // Answers of every kind: success, 404, validation 400, 401, CSRF 403, a redirect, malformed JSON.
  const REQUESTS = [
    { method: 'GET', url: '/api/health' },
    { method: 'GET', url: '/api/no-such-route' },
    { method: 'GET', url: '/api/user/info' },
    { method: 'GET', url: '/api/user/sso/nobody?operation=login&page_uri=%2F%2Fevil.example' },
    {
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"email":',
    },
    {
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    },
  ] as const;

  it.each(REQUESTS)('a strict JSON policy and the base headers on $method $url', async (request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-security-policy']).toBe(STRICT);
    expectBaseHeaders(res.headers, request.url);
    // http public origin: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security when the public web origin is https', async () => {
    const res = await https.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('the OpenAPI UI gets a document policy that lets its own scripts run', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expectBaseHeaders(res.headers, 'docs');
  });
});
