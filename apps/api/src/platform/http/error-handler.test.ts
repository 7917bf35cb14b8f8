import { DomainError, KNOWN_MESSAGES, STATUS } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../testing/test-app';
import type { AppInstance } from './app-instance';

describe('error replies', () => {
  let app: AppInstance & { dispose(): Promise<void> };
  beforeAll(async () => {
    app = await buildTestApp();
    // Probe routes registered only for this test exercise each error path once.
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } },
      async (req) => req.body,
    );
    app.get('/api/test/conflict', async () => {
      throw new DomainError(KNOWN_MESSAGES.SHOT_ALREADY_EXISTS, STATUS.ALREADY_EXISTS, { url: 'is taken' });
    });
    app.get('/api/test/crash', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    await app.ready();
    // Migrating and seeding a fresh database takes far over the default 10 s on a busy machine.
  }, 60_000);
  afterAll(() => app?.dispose());

  it('answers unknown routes with 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorText: 'There is no GET /api/nope here.' });
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorText: 'The request body is not valid JSON.' });
  });

  it('answers invalid fields with 400 and per-field errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', age: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorText).toBe('Some fields of the request are missing or invalid.');
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'email']);
  });

  it('refuses bodies over the limit with 413, not a crash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', age: 1, pad: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errorText: 'The request body is too large.' });
  });

  it('turns a DomainError into its status, message and field errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorText: 'Shot already exists with url.', errors: { url: 'is taken' } });
  });

  it('hides internals of unexpected errors behind a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json()).toEqual({ errorText: 'Something went wrong on our side. Please try again.' });
  });
});
