import { createTestDb } from '@learnbox/db/testing';
import { buildApp } from '../app';
import type { AppInstance } from '../http/app-instance';

/**
 * An api on a fresh, migrated and seeded database (PGlite in memory, or a throw-away
 * PostgreSQL database when DATABASE_URL is set), for `app.inject()` tests.
 */
export async function buildTestApp(): Promise<AppInstance & { dispose(): Promise<void> }> {
  const handle = await createTestDb({ seed: true });
  const app = await buildApp({ LOG_LEVEL: 'silent' }, { db: handle.db, dbKind: handle.kind });
  return Object.assign(app, {
    dispose: async () => {
      await app.close();
      await handle.close();
    },
  });
}
