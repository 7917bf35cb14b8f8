import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

let runner: TestRunner;
beforeAll(async () => {
  runner = await startTestRunner({ RUNNER_ALLOWED_ORIGINS: 'http://localhost:3000' });
});
afterAll(() => runner?.close());

describe('runner security headers', () => {
  // Success, 404, a refused token, a CORS preflight and a run.
  const REQUESTS = [
    { method: 'GET', url: '/health' },
    { method: 'GET', url: '/no-such-route' },
    { method: 'POST', url: '/code/execute', payload: {} },
    {
      method: 'OPTIONS',
      url: '/code/execute',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    },
  ] as const;

  it.each(REQUESTS)('are on $method $url', async (request) => {
    const res = await runner.app.inject(request);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('are on a real run too', async () => {
    const res = await runner.execute({ language: 'python', code: 'print(1)' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
