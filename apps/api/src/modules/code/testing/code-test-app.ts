import { createTestDb } from '@learnbox/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../../app';
import type { AppInstance } from '../../../platform/http/app-instance';
import type { CodeConfig, CodeModuleOptions } from '../code.routes';

export const TEST_EXECUTION_SECRET = 'code-module-test-secret-of-more-than-32-chars';

/** Who a test request is from: a user id (staff when `staff`), or nobody. */
export interface TestCaller {
  userId?: string;
  staff?: boolean;
  ip?: string;
}

export type CodeTestApp = AppInstance & {
  dispose(): Promise<void>;
  call(options: InjectOptions & { url: string }, caller?: TestCaller): Promise<LightMyRequestResponse>;
};

/**
 * An api on a fresh migrated database whose request.user comes from test headers, set after the
 * accounts module's session resolver has run (the seam the brief allows), so code tests need no
 * sign-up.
 */
export async function buildCodeTestApp(
  options: { config?: CodeConfig; code?: CodeModuleOptions; seed?: boolean; app?: BuildAppOptions } = {},
): Promise<CodeTestApp> {
  const handle = await createTestDb({ seed: options.seed ?? false });
  const app = await buildApp(
    { LOG_LEVEL: 'silent', EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET, ...options.config },
    { db: handle.db, dbKind: handle.kind },
    { ...options.app, code: options.code ?? {} },
  );
  app.addHook('onRequest', async (request) => {
    const userId = request.headers['x-test-user'];
    if (typeof userId !== 'string') return;
    const staff = request.headers['x-test-staff'] === '1';
    request.user = {
      id: userId,
      email: staff ? `${userId}@learnbox.dev` : `${userId}@example.com`,
      name: userId,
      emailVerified: true,
      isInternalStaff: staff,
    };
  });
  await app.ready();
  return Object.assign(app, {
    dispose: async () => {
      await app.close();
      await handle.close();
    },
    call: (request: InjectOptions & { url: string }, caller: TestCaller = {}) => {
      const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
      if (caller.userId) headers['x-test-user'] = caller.userId;
      if (caller.staff) headers['x-test-staff'] = '1';
      return app.inject({ ...request, headers, remoteAddress: caller.ip ?? '203.0.113.7' });
    },
  });
}
