import { asc, collections, courseVisits, type Database, eq, lessons, shots, sql } from '@learnbox/db';
import { INTERVIEW_PREP_PATH_TYPE, INTERVIEW_PREP_TAGS } from '@learnbox/domain';
import { listedShots, shotLikeCount } from '../shots';

type SQL = ReturnType<typeof sql>;

export interface SearchPlan {
  /** tsquery text for the stemmed English vector, e.g. "walrus:* & oper:*"; null without a search. */
  english: string | null;
  /** tsquery text for the unstemmed vector, with typo corrections OR-ed in. */
  simple: string | null;
  /** The same two restricted to text anyone may read (weights A-C: no locked lesson). */
  openEnglish: string | null;
  openSimple: string | null;
}

export type CatalogueKind = 'all' | 'course' | 'path' | 'shot';

export interface ListOptions {
  search: SearchPlan;
  /**
   * Courses whose locked lessons the caller may search; every other course matches only on text
   * anyone may read, so a hit never reveals a locked lesson's words.
   */
  fullTextCourseIds: readonly string[];
  /** Collections this caller's catalogue does not show (catalogue-visibility.ts). */
  hiddenIds?: readonly string[];
  tag?: string | undefined;
  kind: CatalogueKind;
  sort: 'relevance' | 'newest' | 'title' | 'popular';
  limit: number;
  offset: number;
  /** A logged-out visitor on an organization's host (spec section 5): fewer courses and paths. */
  b2bVisitor: boolean;
}

/** Which table a result comes from; the service loads the rows of each. */
export interface CatalogueEntryRef {
  source: 'collection' | 'shot';
  id: string;
}

/** Published, listed collections: the catalogue never shows drafts or private courses. */
const listed = sql`${collections.status} = 'published' and ${collections.isPrivate} = false`;
/**
 * What anyone may see: listed and not private to an organization. Sitemap, tags and typo words
 * read this; lists and search add the caller's organizations' courses (catalogue-visibility.ts).
 */
const publicListed = sql`${listed} and ${collections.organizationId} is null`;

/**
 * What a logged-out visitor on an organization's host may see (spec section 5): the domain's
 * isHiddenFromB2bVisitor in SQL (not free, priced, not interview preparation by path type or tag),
 * so pages and totals are counted after the rule. catalogue-b2b-host.routes.test.ts checks both
 * against the same courses.
 */
const shownToB2bVisitor = sql`${collections.isFree} = false and ${collections.isPriced} = true
  and coalesce(${collections.pathType}, '') <> ${INTERVIEW_PREP_PATH_TYPE}
  and not exists (select 1 from jsonb_array_elements_text(${collections.tags}) as tag
    where lower(tag) in (${sql.join(
      INTERVIEW_PREP_TAGS.map((tag) => sql`${tag}`),
      sql`, `,
    )}))`;

/** Published collections of one kind (or of every kind), for lists and tag counts. */
function listedCollections(kind: CatalogueKind, b2bVisitor = false): SQL {
  const base = b2bVisitor ? sql`${listed} and ${shownToB2bVisitor}` : listed;
  if (kind === 'course') return sql`${base} and ${eq(collections.collectionType, 'collection')}`;
  if (kind === 'path') return sql`${base} and ${eq(collections.collectionType, 'path')}`;
  return base;
}

/**
 * Where and how well a table's search columns match a plan. Collections and shots carry the
 * same pair of vectors (stemmed and weighted; unstemmed for prefixes and typos), so one rule
 * ranks them against each other. `full` says (per row) whether locked lesson text may match.
 */
function textMatch(
  plan: SearchPlan,
  vector: SQL,
  words: SQL,
  full: SQL = sql`true`,
): { where: SQL | null; rank: SQL } {
  if (!plan.english || !plan.simple || !plan.openEnglish || !plan.openSimple)
    return { where: null, rank: sql`0::float8` };
  const english = sql`(case when ${full} then to_tsquery('english', ${plan.english}) else to_tsquery('english', ${plan.openEnglish}) end)`;
  const simple = sql`(case when ${full} then to_tsquery('simple', ${plan.simple}) else to_tsquery('simple', ${plan.openSimple}) end)`;
  // ts_rank counts every occurrence of a matched word, whatever the query's weights: locked text
  // (D) weighs 0 for callers who cannot open it, or the order of results would hint at it.
  const weights = sql`(case when ${full} then '{0.1,0.2,0.4,1.0}' else '{0,0.2,0.4,1.0}' end)::float4[]`;
  return {
    where: sql`(${vector} @@ ${english} or ${words} @@ ${simple})`,
    rank: sql`(ts_rank(${weights}, ${vector}, ${english}) + 0.5 * ts_rank(${weights}, ${words}, ${simple}))::float8`,
  };
}

/** True for the rows whose whole text (locked lessons too) the caller may search. */
function fullTextFor(ids: ListOptions['fullTextCourseIds']): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${collections.id} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

const notIn = (ids: readonly string[] | undefined) =>
  ids?.length
    ? sql` and ${collections.id} not in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;

const hasTag = (column: SQL, tag: string | undefined) =>
  tag ? sql` and ${column} @> ${JSON.stringify([tag])}::jsonb` : sql``;

/** Every listed entry that matches, as rows of (source, id, rank, popularity, published_at, title). */
function matchingEntries(
  options: Pick<ListOptions, 'search' | 'tag' | 'kind' | 'fullTextCourseIds' | 'hiddenIds' | 'b2bVisitor'>,
): SQL {
  const branches: SQL[] = [];
  if (options.kind !== 'shot') {
    const match = textMatch(
      options.search,
      sql`${collections.searchVector}`,
      sql`${collections.searchWords}`,
      fullTextFor(options.fullTextCourseIds),
    );
    const visits = sql`(select count(*) from ${courseVisits} where ${courseVisits.courseId} = ${collections.id})::int`;
    branches.push(sql`select 'collection' as source, ${collections.id} as id, ${match.rank} as rank,
      ${visits} as popularity, ${collections.publishedAt} as published_at, ${collections.title} as title
      from ${collections} where ${listedCollections(options.kind, options.b2bVisitor)}${notIn(options.hiddenIds)}${hasTag(sql`${collections.tags}`, options.tag)}${
        match.where ? sql` and ${match.where}` : sql``
      }`);
  }
  if (options.kind === 'all' || options.kind === 'shot') {
    const match = textMatch(options.search, sql`${shots.searchVector}`, sql`${shots.searchWords}`);
    branches.push(sql`select 'shot' as source, ${shots.id} as id, ${match.rank} as rank,
      ${shotLikeCount} as popularity, ${shots.publishedAt} as published_at, ${shots.title} as title
      from ${shots} where ${listedShots}${hasTag(sql`${shots.tags}`, options.tag)}${
        match.where ? sql` and ${match.where}` : sql``
      }`);
  }
  return sql.join(branches, sql` union all `);
}

const ORDER: Record<ListOptions['sort'], SQL> = {
  relevance: sql`rank desc, popularity desc, published_at desc, title asc, id asc`,
  newest: sql`published_at desc, title asc, id asc`,
  title: sql`title asc, id asc`,
  popular: sql`popularity desc, published_at desc, title asc, id asc`,
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createCatalogueRepository(db: Database) {
  return {
    /** One page of courses, paths and shots, in one order, with how many match in all. */
    async list(options: ListOptions): Promise<{ entries: CatalogueEntryRef[]; total: number }> {
      const entries = matchingEntries(options);
      const rows = rowsOf<CatalogueEntryRef & { total: number }>(
        await db.execute(
          sql`select source, id, (count(*) over ())::int as total from (${entries}) as entries
            order by ${ORDER[options.sort]} limit ${options.limit} offset ${options.offset}`,
        ),
      );
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && options.offset > 0) {
        const [count] = rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from (${entries}) as entries`),
        );
        total = Number(count?.n ?? 0);
      }
      return { entries: rows.map(({ source, id }) => ({ source, id })), total };
    },

    /**
     * The lessons of these courses that match the search, to say where a course matched: only
     * lessons the caller may open (every lesson of `openCourseIds`, else the first-lesson
     * preview), so a headline never names a locked lesson. Hidden judge tests are cut out of the
     * widgets first: a listed match would confirm a guessed answer.
     */
    async matchingLessons(
      courseIds: string[],
      openCourseIds: readonly string[],
      simple: string,
    ): Promise<{ courseId: string; title: string }[]> {
      if (courseIds.length === 0) return [];
      const list = (ids: readonly string[]) =>
        ids.length
          ? sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )
          : sql`null`;
      const visibleWidgets = sql`(select coalesce(jsonb_agg(widget - 'hidden_tests'), '[]'::jsonb) from jsonb_array_elements(${lessons.widgets}) as widget)`;
      const rows = await db
        .select({ courseId: lessons.courseId, title: lessons.title })
        .from(lessons)
        .where(
          sql`${lessons.courseId} in (${list(courseIds)}) and (${lessons.courseId} in (${list(openCourseIds)}) or ${lessons.position} = 0) and to_tsvector('simple', ${lessons.title} || ' ' || ${lessons.summary} || ' ' || ${visibleWidgets}::text) @@ to_tsquery('simple', ${simple})`,
        )
        .orderBy(asc(lessons.position));
      return rows;
    },

    /** Every listed course and path, private to an organization or not (catalogue-visibility.ts). */
    async listedCollectionIds(): Promise<string[]> {
      const rows = await db.select({ id: collections.id }).from(collections).where(listed);
      return rows.map((row) => row.id);
    },

    /** Listed, priced or subscription-only courses: the ones whose lessons may be locked. */
    async lockableCourseIds(): Promise<string[]> {
      const rows = await db
        .select({ id: collections.id })
        .from(collections)
        .where(sql`${listedCollections('course')} and ${collections.isFree} = false`);
      return rows.map((row) => row.id);
    },

    /**
     * Every word in the index (unstemmed) of listed courses, paths and shots, for typo correction.
     * Of collections only weights A-C: a correction must not reveal a word of a locked lesson (D).
     */
    async vocabulary(): Promise<string[]> {
      const result = await db.execute(
        sql`select word from ts_stat($$select search_words from collections where status = 'published' and not is_private and organization_id is null$$, 'ABC')
          union select word from ts_stat($$select search_words from shots where status = 'published' and is_approved_for_publish$$)`,
      );
      return rowsOf<{ word: string }>(result).map((row) => row.word);
    },

    /** Tags of listed entries of a kind, most used first. */
    async tagCounts(kind: CatalogueKind, b2bVisitor = false): Promise<{ tag: string; count: number }[]> {
      const sources: SQL[] = [];
      if (kind !== 'shot') {
        sources.push(
          sql`select ${collections.tags} as tags from ${collections} where ${listedCollections(kind, b2bVisitor)} and ${collections.organizationId} is null`,
        );
      }
      if (kind === 'all' || kind === 'shot') {
        sources.push(sql`select ${shots.tags} as tags from ${shots} where ${listedShots}`);
      }
      const result = await db.execute(
        sql`select tag, count(*)::int as count from (${sql.join(sources, sql` union all `)}) as entries,
          jsonb_array_elements_text(entries.tags) as tag group by tag order by count desc, tag asc`,
      );
      return rowsOf<{ tag: string; count: number }>(result);
    },

    async sitemap(b2bVisitor = false) {
      const items = await db
        .select({
          id: collections.id,
          slug: collections.slug,
          type: collections.collectionType,
          updatedAt: collections.updatedAt,
        })
        .from(collections)
        .where(b2bVisitor ? sql`${publicListed} and ${shownToB2bVisitor}` : publicListed)
        .orderBy(asc(collections.slug));
      const lessonRows = await db
        .select({ courseId: lessons.courseId, slug: lessons.slug })
        .from(lessons)
        .orderBy(asc(lessons.position));
      const shotRows = await db
        .select({ slug: shots.slug, updatedAt: shots.updatedAt })
        .from(shots)
        .where(listedShots)
        .orderBy(asc(shots.slug));
      return { items, lessons: lessonRows, shots: shotRows };
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
