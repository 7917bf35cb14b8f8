import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { featureFlags } from './schema/index';
import { DEFAULT_FEATURE_FLAGS } from './seed/feature-flags.seed';
import { seed } from './seed/index';
import { createTestDb } from './testing';

describe(`database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('runs the committed migrations on the engine in use', async () => {
    expect(handle.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    const rows = await handle.db.select().from(featureFlags);
    expect(rows).toEqual([]);
  });

  it('is idempotent to migrate twice', async () => {
    await expect(handle.migrate()).resolves.not.toThrow();
  });

  it('seeds demo data idempotently and keeps values staff changed', async () => {
    await seed(handle.db);
    await handle.db
      .update(featureFlags)
      .set({ rolloutLevel: 2, updatedBy: 'usr_demo_staff' })
      .where(eq(featureFlags.name, 'ai_free_tries'));
    // Not changed by staff: follows the seed's default again.
    await handle.db
      .update(featureFlags)
      .set({ rolloutLevel: 1 })
      .where(eq(featureFlags.name, 'enable_premium_trial'));
    await seed(handle.db);
    const rows = await handle.db.select().from(featureFlags);
    expect(rows).toHaveLength(DEFAULT_FEATURE_FLAGS.length);
    // Seeded at 0; the level staff set survives a re-seed.
    expect(rows.find((row) => row.name === 'ai_free_tries')?.rolloutLevel).toBe(2);
    expect(rows.find((row) => row.name === 'enable_premium_trial')?.rolloutLevel).toBe(4);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'survives the server dropping its idle connections, and the next query reconnects',
    async () => {
      const seen: Error[] = [];
      const own = await createDb({
        databaseUrl: process.env.DATABASE_URL,
        poolSize: 2,
        onIdleError: (error) => seen.push(error),
      });
      try {
        const name = 'learnbox_idle_probe';
        await own.db.execute(sql.raw(`SET application_name = '${name}'`));
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [name],
        );
        await admin.end();
        for (let i = 0; i < 50 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
        expect(seen[0]?.message).toMatch(/terminating connection/);
        // The shared Database type leaves raw results untyped; node-postgres returns { rows }.
        const result = (await own.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: unknown[] };
        expect(result.rows).toEqual([{ one: 1 }]);
      } finally {
        await own.close();
      }
    },
  );
});
