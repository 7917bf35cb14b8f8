import { createTestDb } from '@learnbox/db/testing';
import { type BuildAppOptions, buildApp } from '../app';
import type { ApiConfig } from '../platform/config/env';
import type { AppInstance } from '../platform/http/app-instance';

/**
 * An api on a fresh, migrated and seeded database (PGlite in memory, or a throw-away
 * PostgreSQL database when DATABASE_URL is set), for `app.inject()` tests. Configuration
 * (e.g. REDIS_URL) and collaborators are passed in; nothing is read from the environment.
 */
export async function buildTestApp(
  config: Partial<ApiConfig> = {},
  options: BuildAppOptions = {},
): Promise<AppInstance & { dispose(): Promise<void> }> {
  const handle = await createTestDb({ seed: true });
  const app = await buildApp(
    { LOG_LEVEL: 'silent', ...config },
    { db: handle.db, dbKind: handle.kind },
    options,
  );
  return Object.assign(app, {
    dispose: async () => {
      await app.close();
      await handle.close();
    },
  });
}
