import { asc, collections, courseVisits, type Database, desc, eq, lessons, shots, sql } from '@learnbox/db';

type SQL = ReturnType<typeof sql>;

import { type CollectionListRow, collectionColumns } from '../content/content.repository';

export interface SearchPlan {
  /** tsquery text for the stemmed English vector, e.g. "walrus:* & oper:*"; null without a search. */
  english: string | null;
  /** tsquery text for the unstemmed vector, with typo corrections OR-ed in. */
  simple: string | null;
}

export interface ListOptions {
  search: SearchPlan;
  tag?: string | undefined;
  kind: 'all' | 'course' | 'path';
  sort: 'relevance' | 'newest' | 'title' | 'popular';
  limit: number;
  offset: number;
}

/** Published, listed collections: the catalogue never shows drafts or private courses. */
const listed = sql`${collections.status} = 'published' and ${collections.isPrivate} = false`;

export function createCatalogueRepository(db: Database) {
  return {
    async list(
      options: ListOptions,
    ): Promise<{ rows: (CollectionListRow & { rank: number })[]; total: number }> {
      const { english, simple } = options.search;
      const conditions: SQL[] = [listed];
      if (options.tag) conditions.push(sql`${collections.tags} @> ${JSON.stringify([options.tag])}::jsonb`);
      if (options.kind !== 'all') {
        conditions.push(eq(collections.collectionType, options.kind === 'path' ? 'path' : 'collection'));
      }
      const englishQuery = english ? sql`to_tsquery('english', ${english})` : null;
      const simpleQuery = simple ? sql`to_tsquery('simple', ${simple})` : null;
      if (englishQuery && simpleQuery) {
        conditions.push(
          sql`(${collections.searchVector} @@ ${englishQuery} or ${collections.searchWords} @@ ${simpleQuery})`,
        );
      }
      const rank =
        englishQuery && simpleQuery
          ? sql<number>`(ts_rank(${collections.searchVector}, ${englishQuery}) + 0.5 * ts_rank(${collections.searchWords}, ${simpleQuery}))::float8`
          : sql<number>`0::float8`;
      const visits = sql<number>`(select count(*) from ${courseVisits} where ${courseVisits.courseId} = ${collections.id})::int`;
      const order = {
        relevance: [desc(rank), desc(visits), desc(collections.publishedAt), asc(collections.title)],
        newest: [desc(collections.publishedAt), asc(collections.title)],
        title: [asc(collections.title)],
        popular: [desc(visits), desc(collections.publishedAt), asc(collections.title)],
      }[options.sort];
      const where = sql.join(conditions, sql` and `);
      const rows = await db
        .select({ ...collectionColumns, rank, total: sql<number>`(count(*) over ())::int` })
        .from(collections)
        .where(where)
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && options.offset > 0) {
        const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(collections).where(where);
        total = count?.n ?? 0;
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    /** The lessons of these courses that match the search, to say where a course matched. */
    async matchingLessons(
      courseIds: string[],
      simple: string,
    ): Promise<{ courseId: string; title: string }[]> {
      if (courseIds.length === 0) return [];
      const rows = await db
        .select({ courseId: lessons.courseId, title: lessons.title })
        .from(lessons)
        .where(
          sql`${lessons.courseId} in (${sql.join(
            courseIds.map((id) => sql`${id}`),
            sql`, `,
          )}) and to_tsvector('simple', ${lessons.title} || ' ' || ${lessons.summary} || ' ' || ${lessons.widgets}::text) @@ to_tsquery('simple', ${simple})`,
        )
        .orderBy(asc(lessons.position));
      return rows;
    },

    /** Every word in the index (unstemmed), for typo correction. */
    async vocabulary(): Promise<string[]> {
      const result = await db.execute(
        sql`select word from ts_stat($$select search_words from collections where status = 'published' and not is_private$$)`,
      );
      return (result as unknown as { rows: { word: string }[] }).rows.map((row) => row.word);
    },

    async tagCounts(): Promise<{ tag: string; count: number }[]> {
      const result = await db.execute(
        sql`select tag, count(*)::int as count from collections, jsonb_array_elements_text(tags) as tag where status = 'published' and not is_private group by tag order by count desc, tag asc`,
      );
      return (result as unknown as { rows: { tag: string; count: number }[] }).rows;
    },

    async sitemap() {
      const items = await db
        .select({
          id: collections.id,
          slug: collections.slug,
          type: collections.collectionType,
          updatedAt: collections.updatedAt,
        })
        .from(collections)
        .where(listed)
        .orderBy(asc(collections.slug));
      const lessonRows = await db
        .select({ courseId: lessons.courseId, slug: lessons.slug })
        .from(lessons)
        .orderBy(asc(lessons.position));
      const shotRows = await db
        .select({ slug: shots.slug, updatedAt: shots.updatedAt })
        .from(shots)
        .where(eq(shots.status, 'published'))
        .orderBy(asc(shots.slug));
      return { items, lessons: lessonRows, shots: shotRows };
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
