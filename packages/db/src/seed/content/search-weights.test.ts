import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { collections } from '../../schema/index';
import { createTestDb } from '../../testing';
import { seedContent } from './content.seed';

/**
 * Collections' search text is weighted by who may read it (refreshCollectionSearch): locked
 * lessons are weight D, so searches restricted to A-C never match them.
 */
describe(`collection search weights (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ seed: true });
  }, 60_000);
  afterAll(() => handle.close());

  const matches = async (id: string, query: string) => {
    const [row] = await handle.db
      .select({
        english: sql<boolean>`${collections.searchVector} @@ to_tsquery('english', ${query})`,
        simple: sql<boolean>`${collections.searchWords} @@ to_tsquery('simple', ${query})`,
      })
      .from(collections)
      .where(eq(collections.id, id));
    return row;
  };

  it('puts locked lessons at weight D and open ones (preview, free course) at C', async () => {
    // "nullish": lesson 4 of the priced JavaScript course; "bigint": its first lesson (preview).
    expect(await matches('crs-modern-javascript', 'nullish')).toEqual({ english: true, simple: true });
    expect(await matches('crs-modern-javascript', 'nullish:ABC')).toEqual({ english: false, simple: false });
    expect(await matches('crs-modern-javascript', 'nullish:D')).toEqual({ english: true, simple: true });
    expect(await matches('crs-modern-javascript', 'bigint:C')).toEqual({ english: true, simple: true });
  });

  it('rebuilds vectors a migration cleared on the next seed', async () => {
    await handle.db.update(collections).set({ searchVector: null, searchWords: null });
    await seedContent(handle.db);
    expect(await matches('crs-modern-javascript', 'nullish:D')).toEqual({ english: true, simple: true });
    const [empty] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(collections)
      .where(sql`${collections.searchVector} is null or ${collections.searchWords} is null`);
    expect(empty?.n).toBe(0);
  });
});
