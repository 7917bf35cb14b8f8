import { createTestDb } from '@learnbox/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../app';
import type { AppInstance } from '../../../platform/http/app-instance';
import type { LabPlanReader } from '../labs.service';
import { startTestLiveHost, TEST_LABS_SECRET, type TestLiveHost } from './live-host-server';

/** Who a test request is from; `email` decides authorship (team@learnbox.dev wrote the seeded labs). */
export interface LabsTestCaller {
  userId?: string;
  email?: string;
}

export type LabsTestApp = AppInstance & {
  host: TestLiveHost;
  clock: { now: Date };
  dispose(): Promise<void>;
  call(options: InjectOptions & { url: string }, caller?: LabsTestCaller): Promise<LightMyRequestResponse>;
};

/**
 * The api on a fresh seeded database (the three seeded labs), talking over HTTP to a test live
 * host on LABS_URL; request.user comes from test headers, set after the session resolver ran.
 */
export async function buildLabsTestApp(options: { subscribers?: string[] } = {}): Promise<LabsTestApp> {
  const handle = await createTestDb({ seed: true });
  const host = await startTestLiveHost();
  const clock = { now: new Date('2026-03-02T10:00:00Z') };
  const subscribers = new Set(options.subscribers ?? []);
  const plans: LabPlanReader = { planOf: async (userId) => ({ is_paid_user: subscribers.has(userId) }) };
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      LABS_URL: host.url,
      LABS_PUBLIC_URL: 'https://labs.learnbox.example',
      LABS_INTERNAL_SECRET: TEST_LABS_SECRET,
    },
    { db: handle.db, dbKind: handle.kind },
    { labs: { plans, now: () => clock.now } },
  );
  app.addHook('onRequest', async (request) => {
    const userId = request.headers['x-test-user'];
    if (typeof userId !== 'string') return;
    const email = request.headers['x-test-email'];
    request.user = {
      id: userId,
      email: typeof email === 'string' ? email : `${userId}@example.com`,
      name: userId,
      emailVerified: true,
      isInternalStaff: false,
    };
  });
  await app.ready();
  return Object.assign(app, {
    host,
    clock,
    dispose: async () => {
      await app.close();
      await host.close();
      await handle.close();
    },
    call: (request: InjectOptions & { url: string }, caller: LabsTestCaller = {}) => {
      const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
      if (caller.userId) headers['x-test-user'] = caller.userId;
      if (caller.email) headers['x-test-email'] = caller.email;
      return app.inject({ ...request, headers });
    },
  });
}
