import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorEvents } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, FROM_WEB } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing/billing-test-app';
import { parseEnvelope } from './envelope';
import { TUNNEL_RATE_LIMIT } from './error-reports.routes';

/** A real HTTP server standing in for Sentry: it records what it is sent. */
async function startFakeSentry() {
  const received: { url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey123@127.0.0.1:${port}/42`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function envelopeOf(...events: object[]): string {
  const lines = [JSON.stringify({ event_id: 'f'.repeat(32), dsn: 'https://evil@attacker.example/1' })];
  for (const event of events) {
    const payload = JSON.stringify(event);
    lines.push(JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }), payload);
  }
  return `${lines.join('\n')}\n`;
}

const thrown = (value: string, extra: object = {}) => ({
  level: 'error',
  platform: 'javascript',
  release: 'web@1',
  request: { url: 'http://localhost:3000/courses' },
  user: { id: 'usr_someone_else' },
  exception: {
    values: [{ type: 'Error', value, stacktrace: { frames: [{ filename: 'app.js', function: 'onClick' }] } }],
  },
  ...extra,
});

describe('error tunnel and /api/staff/errors', () => {
  let app: BillingTestApp;
  let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
  let address = 10;
  // Each test posts from its own address so the per-address budget of one does not spill over.
  const post = (body: string | Buffer, options: { cookie?: string; ip?: string; type?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/errors/tunnel',
      payload: body,
      remoteAddress: options.ip ?? `198.51.100.${address}`,
      headers: {
        'content-type': options.type ?? 'text/plain;charset=UTF-8',
        origin: 'http://localhost:3000',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });

  beforeAll(async () => {
    sentry = await startFakeSentry();
    app = await buildBillingTestApp({ SENTRY_DSN: sentry.dsn });
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    await app.dispose();
    await sentry.close();
  });

  it('stores an event grouped by fingerprint, with the signed-in user, and forwards it to the DSN', async () => {
    address++;
    const learner = await app.login('learner@example.com');
    const first = await post(envelopeOf(thrown('Lesson 12 failed to load')), {
      cookie: learner.cookieHeader,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stored: 1, dropped: 0 });
    const [signedIn] = await app.deps.db.select({ userId: errorEvents.userId }).from(errorEvents);
    expect(signedIn?.userId).toMatch(/^usr_/);
    expect(signedIn?.userId).not.toBe('usr_someone_else');
    const again = await post(envelopeOf(thrown('Lesson 99 failed to load')));
    expect(again.json()).toEqual({ stored: 1, dropped: 0 });

    const rows = await app.deps.db.select().from(errorEvents);
    const row = rows.find((entry) => entry.message.startsWith('Error: Lesson'));
    expect(row).toMatchObject({
      count: 2,
      level: 'error',
      platform: 'browser',
      release: 'web@1',
      url: 'http://localhost:3000/courses',
    });
    // The last report came logged out; a browser's own user claim is never stored.
    expect(row?.userId).toBeNull();

    expect(sentry.received.length).toBe(2);
    const forwarded = sentry.received[0];
    expect(forwarded?.url).toBe('/api/42/envelope/');
    expect(forwarded?.headers['x-sentry-auth']).toContain('sentry_key=publickey123');
    const envelope = parseEnvelope(forwarded?.body ?? Buffer.alloc(0));
    // Our DSN, not the one the sender wrote.
    expect(envelope.header.dsn).toBe(sentry.dsn);
    expect(JSON.parse(envelope.items[0]?.payload.toString() ?? '{}').exception.values[0].value).toBe(
      'Lesson 12 failed to load',
    );
  });

  it('drops known browser noise, and neither stores nor forwards it', async () => {
    address++;
    const before = sentry.received.length;
    const res = await post(
      envelopeOf(thrown('ResizeObserver loop limit exceeded'), { message: 'Script error.' }),
    );
    expect(res.json()).toEqual({ stored: 0, dropped: 2 });
    expect(sentry.received.length).toBe(before);
  });

  it('trims old breadcrumbs from a payload of 200000 bytes or more, and drops one still too large', async () => {
    address++;
    const crumbs = Array.from({ length: 300 }, (_, i) => ({ message: `crumb ${i} ${'x'.repeat(1000)}` }));
    const res = await post(envelopeOf(thrown('Big payload', { breadcrumbs: crumbs })));
    expect(res.json()).toEqual({ stored: 1, dropped: 0 });
    const forwarded = parseEnvelope(sentry.received[sentry.received.length - 1]?.body ?? Buffer.alloc(0));
    const kept = JSON.parse(forwarded.items[0]?.payload.toString() ?? '{}');
    expect(kept.breadcrumbs.length).toBeLessThan(300);
    expect(kept.breadcrumbs[kept.breadcrumbs.length - 1].message).toMatch(/^crumb 299 /);
    expect(forwarded.items[0]?.payload.length).toBeLessThan(200_000);

    const huge = await post(envelopeOf(thrown('y'.repeat(210_000))));
    expect(huge.json()).toEqual({ stored: 0, dropped: 1 });
  });

  it('answers hostile envelopes with 400 and a sentence, never 5xx', async () => {
    address++;
    const bodies: [string | Buffer, string?][] = [
      ['not an envelope'],
      ['{}\n{"type":"event","length":5}\n[1,2]'],
      ['{}\n{"type":"event"}\n"just a string"'],
      ['{}\n{"type":"event"}\n{"message":'],
      [`{}\n{"type":"event"}\n${'['.repeat(100_000)}${']'.repeat(100_000)}`],
      ['{}\n{"type":"event"}\n{"message":{"formatted":5},"exception":{"values":[null,7]},"breadcrumbs":"x"}'],
      [Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x7b])],
      ['{"a":1}', 'application/json'],
      // Over the tunnel's 1 MB body limit: refused before parsing (413), still not a 5xx.
      [`{}\n{"type":"event"}\n{"message":"${'z'.repeat(1_100_000)}"}`],
    ];
    for (const [body, type] of bodies) {
      const res = await post(body, { type });
      expect(res.statusCode, String(body).slice(0, 60)).toBeLessThan(500);
      if (res.statusCode !== 200) {
        expect([400, 413]).toContain(res.statusCode);
        expect(typeof res.json().errorText).toBe('string');
      }
    }
  });

  it('limits envelopes per client address', async () => {
    const ip = '203.0.113.200';
    let last = 0;
    for (let i = 0; i <= TUNNEL_RATE_LIMIT.max; i++) last = (await post(envelopeOf(), { ip })).statusCode;
    expect(last).toBe(429);
    expect((await post(envelopeOf(), { ip: '203.0.113.201' })).statusCode).toBe(200);
  });

  it("labels the web server's own render errors, believed only with the proxy secret", async () => {
    const envelope = envelopeOf(thrown('Render failed in a server component'));
    const headers = { 'content-type': 'text/plain', 'x-error-source': 'web-server' };
    const fromWeb = await app.inject({
      method: 'POST',
      url: '/api/errors/tunnel',
      payload: envelope,
      remoteAddress: '127.0.0.1',
      headers: { ...headers, ...FROM_WEB },
    });
    expect(fromWeb.json()).toEqual({ stored: 1, dropped: 0 });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/errors/tunnel',
      payload: envelopeOf(thrown('Forged source label')),
      remoteAddress: '198.51.100.250',
      headers,
    });
    expect(forged.json()).toEqual({ stored: 1, dropped: 0 });
    const rows = await app.deps.db.select().from(errorEvents);
    expect(rows.find((row) => row.message.includes('Render failed'))?.platform).toBe('web-server');
    expect(rows.find((row) => row.message.includes('Forged'))?.platform).toBe('browser');
  });

  it('lists groups for staff only; learners get 404, the logged out 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/staff/errors' })).statusCode).toBe(401);
    const learner = await app.login('learner@example.com');
    expect((await learner.get('/api/staff/errors')).statusCode).toBe(404);
    const staff = await app.login('staff@learnbox.dev');
    const res = await staff.get('/api/staff/errors');
    expect(res.statusCode).toBe(200);
    const group = res
      .json()
      .groups.find((entry: { message: string }) => entry.message.startsWith('Error: Lesson'));
    expect(group).toMatchObject({ count: 2, platform: 'browser' });
    expect(Date.parse(group.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(group.firstSeenAt));
  });
});
