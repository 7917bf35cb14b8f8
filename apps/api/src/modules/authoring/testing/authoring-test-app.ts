import { createTestDb } from '@learnbox/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../../app';
import type { ApiConfig } from '../../../platform/config/env';
import type { AppInstance } from '../../../platform/http/app-instance';

/** Who a test request is from; `email` decides authorship (team@learnbox.dev wrote the seed content). */
export interface StudioCaller {
  userId: string;
  email: string;
  name?: string;
  unverified?: boolean;
}

export type AuthoringTestApp = AppInstance & {
  dispose(): Promise<void>;
  call(options: InjectOptions & { url: string }, caller?: StudioCaller): Promise<LightMyRequestResponse>;
};

/**
 * The api on a fresh seeded database whose request.user comes from test headers, set after the
 * session resolver ran (the seam the labs and code tests use), so studio tests need no sign-up.
 */
export async function buildAuthoringTestApp(
  config: Partial<ApiConfig> = {},
  options: BuildAppOptions = {},
): Promise<AuthoringTestApp> {
  const handle = await createTestDb({ seed: true });
  const app = await buildApp(
    { LOG_LEVEL: 'silent', PUBLIC_WEB_ORIGIN: 'https://learnbox.example', ...config },
    { db: handle.db, dbKind: handle.kind },
    options,
  );
  app.addHook('onRequest', async (request) => {
    const userId = request.headers['x-test-user'];
    if (typeof userId !== 'string') return;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    request.user = {
      id: userId,
      email: header('x-test-email') ?? `${userId}@example.com`,
      name: header('x-test-name') ?? userId,
      emailVerified: header('x-test-unverified') !== '1',
      isInternalStaff: false,
    };
  });
  await app.ready();
  return Object.assign(app, {
    dispose: async () => {
      await app.close();
      await handle.close();
    },
    call: (request: InjectOptions & { url: string }, caller?: StudioCaller) => {
      const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
      if (caller) {
        headers['x-test-user'] = caller.userId;
        headers['x-test-email'] = caller.email;
        if (caller.name) headers['x-test-name'] = caller.name;
        if (caller.unverified) headers['x-test-unverified'] = '1';
      }
      return app.inject({ ...request, headers });
    },
  });
}
