import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../platform/http/app-instance';
import { buildTestApp } from '../../testing/test-app';

describe('system routes', () => {
  let app: AppInstance & { dispose(): Promise<void> };
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  it('GET /api/health checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('serves the OpenAPI document built from the same schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/feature-flags']));
  });

  it('GET /api/feature-flags answers the seeded flags, on or off for the caller', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/feature-flags' });
    expect(res.statusCode).toBe(200);
    expect(res.json().flags).toMatchObject({
      enable_gift_subscription: true,
      capability_ai_coach: true,
      ai_free_tries: false,
    });
  });
});
