import { errorEvents } from '@learnbox/db';
import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../platform/http/app-instance';
import { buildTestApp } from '../../testing/test-app';
import { startApiErrorReporting } from './api-error-reporting';

describe("the api's own errors through @sentry/node", () => {
  let app: AppInstance & { dispose(): Promise<void> };
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/test-only/throw', async () => {
      throw new Error('Unexpected failure in a test route');
    });
    startApiErrorReporting(app.errorReports, { environment: 'production' });
  });
  afterAll(async () => {
    await Sentry.close(2_000);
    await app.dispose();
  });

  it('a 500 answers the generic sentence and lands in error_events as an api error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/throw' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Unexpected failure');
    await Sentry.flush(2_000);
    const rows = await app.deps.db.select().from(errorEvents);
    expect(rows).toEqual([
      expect.objectContaining({
        message: 'Error: Unexpected failure in a test route',
        platform: 'api',
        level: 'error',
        count: 1,
      }),
    ]);
  });
});
