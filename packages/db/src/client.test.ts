import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
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
      .set({ rolloutLevel: 0 })
      .where(eq(featureFlags.name, 'ai_free_tries'));
    await seed(handle.db);
    const rows = await handle.db.select().from(featureFlags);
    expect(rows).toHaveLength(DEFAULT_FEATURE_FLAGS.length);
    expect(rows.find((row) => row.name === 'ai_free_tries')?.rolloutLevel).toBe(0);
  });
});
