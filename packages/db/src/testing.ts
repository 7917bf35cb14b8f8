import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from './client';
import { seed } from './seed/index';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throw-away database on the PostgreSQL server of DATABASE_URL, so test files stay
 * independent and can run in parallel on either engine.
 */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const handle = serverUrl ? await createPostgresTestDb(serverUrl) : await createDb();
  await handle.migrate();
  if (options.seed) await seed(handle.db);
  return handle;
}

async function createPostgresTestDb(serverUrl: string): Promise<DbHandle> {
  const name = `learnbox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
