import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { createTestDb } from '../testing';
import { contentAuthors, shots } from './index';

/** Migration 0005_shot_search: shots carry generated search vectors, like collections. */
describe(`shot search vectors (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    await handle.db.insert(contentAuthors).values({ id: 'auth-1', name: 'Ada', email: 'ada@example.com' });
    await handle.db.insert(shots).values({
      id: 'shot-1',
      slug: 'shot-1',
      authorId: 'auth-1',
      title: 'Walrus assignments',
      summary: 'Assign inside an expression.',
      tags: ['python'],
      topicTags: ['syntax'],
      content: [
        { type: 'Markdown', markdown: 'The operator reads **nicely** in [loops](https://example.com/docs).' },
        { type: 'Code', language: 'python', files: [{ name: 'a.py', content: 'zebrafish = 1' }] },
        { type: 'Table', columns: ['Operator'], rows: [['gazelle']] },
      ],
    });
  }, 60_000);
  afterAll(() => handle.close());

  const matches = async (config: 'english' | 'simple', query: string) => {
    const column = config === 'english' ? shots.searchVector : shots.searchWords;
    const rows = await handle.db
      .select({ id: shots.id })
      .from(shots)
      .where(sql`${column} @@ to_tsquery(${config}::regconfig, ${query})`);
    return rows.length > 0;
  };

  it('indexes title, summary, tags and prose, but not code or widget types', async () => {
    for (const word of ['walrus', 'expression', 'python', 'syntax', 'nicely', 'loops', 'gazelle']) {
      expect(await matches('simple', word), word).toBe(true);
    }
    expect(await matches('english', 'assignment')).toBe(true);
    expect(await matches('simple', 'zebrafish')).toBe(false);
    expect(await matches('simple', 'markdown')).toBe(false);
  });

  it('weights the title above the summary and the summary above the text', async () => {
    const [row] = await handle.db
      .select({
        title: sql<number>`ts_rank(${shots.searchVector}, to_tsquery('english', 'walrus'))`,
        summary: sql<number>`ts_rank(${shots.searchVector}, to_tsquery('english', 'expression'))`,
        text: sql<number>`ts_rank(${shots.searchVector}, to_tsquery('english', 'gazelle'))`,
      })
      .from(shots);
    expect(row?.title).toBeGreaterThan(row?.summary ?? 0);
    expect(row?.summary).toBeGreaterThan(row?.text ?? 0);
  });

  it('recomputes the vectors on every write', async () => {
    await handle.db
      .update(shots)
      .set({ content: [{ type: 'Markdown', markdown: 'Now about okapis.' }] })
      .where(eq(shots.id, 'shot-1'));
    expect(await matches('simple', 'okapis')).toBe(true);
    expect(await matches('simple', 'gazelle')).toBe(false);
  });
});
