import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { eq, productEvents } from '@learnbox/db';
import {
  ANONYMOUS_ID_COOKIE,
  AUTOMATED_BOT_COOKIE,
  TRACKING_CONSENT_COOKIE,
  TRACKING_CONSENT_GRANTED,
} from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
} from '../modules/auth/testing/accounts-test-app';

interface Captured {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
}

/** A local server answering as PostHog's capture API would; it keeps every event it is sent. */
async function fakePostHog(): Promise<{
  server: Server;
  origin: string;
  events: Captured[];
  keys: string[];
}> {
  const events: Captured[] = [];
  const keys: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      if (request.method === 'POST' && raw.length) {
        const body = JSON.parse(raw.toString('utf8')) as { api_key?: string; batch?: Captured[] };
        if (body.api_key) keys.push(body.api_key);
        events.push(...(body.batch ?? []));
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, events, keys };
}

describe('PostHog forwarding (POSTHOG_KEY, POSTHOG_HOST)', { timeout: APP_TIMEOUT_MS }, () => {
  let posthog: Awaited<ReturnType<typeof fakePostHog>>;
  let app: AccountsTestApp;
  beforeAll(async () => {
    posthog = await fakePostHog();
    app = await buildAccountsTestApp({
      config: { POSTHOG_KEY: 'phc_test_project', POSTHOG_HOST: posthog.origin },
    });
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    await app.dispose().catch(() => undefined);
    await new Promise((resolve) => posthog.server.close(resolve));
  });

  it("copies consented server events to PostHog; others, and the browser's own events, stay in our table", async () => {
    const consenting = app.browser();
    consenting.jar.set(ANONYMOUS_ID_COOKIE, 'consenting-visitor-1');
    consenting.jar.set(TRACKING_CONSENT_COOKIE, TRACKING_CONSENT_GRANTED);
    const silent = app.browser();
    silent.jar.set(ANONYMOUS_ID_COOKIE, 'silent-visitor-0001');
    const bot = app.browser();
    bot.jar.set(ANONYMOUS_ID_COOKIE, 'bot-visitor-000001');
    bot.jar.set(TRACKING_CONSENT_COOKIE, TRACKING_CONSENT_GRANTED);
    bot.jar.set(AUTOMATED_BOT_COOKIE, '1');
    for (const browser of [consenting, silent, bot]) {
      const click = await browser.post('/api/affiliate/getencodedid/42/context', {
        utm_source: 'newsletter',
      });
      expect(click.statusCode, click.body).toBe(200);
      const page = [{ event_name: 'page_view', event_data: '{"path":"/pricing"}' }];
      expect((await browser.post('/api/events', page)).statusCode).toBe(200);
    }
    const clicks = await app.deps.db
      .select()
      .from(productEvents)
      .where(eq(productEvents.name, 'affiliate_click'));
    expect(clicks.map((row) => row.anonymousId).sort()).toEqual([
      'consenting-visitor-1',
      'silent-visitor-0001',
    ]);
    const views = await app.deps.db.select().from(productEvents).where(eq(productEvents.name, 'page_view'));
    expect(views).toHaveLength(2);

    // Closing the app flushes what posthog-node batched.
    await app.close();
    expect(posthog.keys).toContain('phc_test_project');
    expect(posthog.events).toHaveLength(1);
    expect(posthog.events[0]).toMatchObject({
      event: 'affiliate_click',
      distinct_id: 'consenting-visitor-1',
      properties: expect.objectContaining({ affiliate_id: 42, utm_source: 'newsletter', origin: 'server' }),
    });
  });
});
