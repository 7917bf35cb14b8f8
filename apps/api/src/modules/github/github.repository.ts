import {
  collections,
  contentAuthors,
  courseModules,
  type Database,
  inArray,
  lessons,
  or,
  shots,
  sql,
} from '@learnbox/db';
import { type ContentBundle, type ExportScope, exportContent, importContent } from '@learnbox/db/content';

export type AuthorRow = typeof contentAuthors.$inferSelect;
/** A course, path or shot that exists, with its author's address (who may overwrite it). */
export interface ExistingWork {
  id: string;
  slug: string;
  table: 'collections' | 'shots';
  authorId: string;
  authorEmail: string;
}

/** The git round trip's reads and writes: authorship checks, then the content store. */
function githubQueries(db: Database) {
  return {
    /** Author rows whose address is `address` (already normalised), oldest id first. */
    async authorsWithAddress(address: string): Promise<AuthorRow[]> {
      return db
        .select()
        .from(contentAuthors)
        .where(sql`lower(trim(${contentAuthors.email})) = ${address}`)
        .orderBy(contentAuthors.id);
    },

    async authorIdsAmong(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: contentAuthors.id })
        .from(contentAuthors)
        .where(inArray(contentAuthors.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async insertAuthor(row: AuthorRow): Promise<void> {
      await db.insert(contentAuthors).values(row);
    },

    /** Courses, paths and shots with any of these ids or slugs. */
    async worksMatching(ids: string[], slugs: string[]): Promise<ExistingWork[]> {
      if (ids.length === 0 && slugs.length === 0) return [];
      const match = <T extends typeof collections | typeof shots>(table: T) =>
        or(
          ids.length ? inArray(table.id, ids) : sql`false`,
          slugs.length ? inArray(table.slug, slugs) : sql`false`,
        );
      const fields = <T extends typeof collections | typeof shots>(table: T) => ({
        id: table.id,
        slug: table.slug,
        authorId: table.authorId,
        authorEmail: contentAuthors.email,
      });
      const [courseRows, shotRows] = await Promise.all([
        db
          .select(fields(collections))
          .from(collections)
          .innerJoin(contentAuthors, sql`${contentAuthors.id} = ${collections.authorId}`)
          .where(match(collections)),
        db
          .select(fields(shots))
          .from(shots)
          .innerJoin(contentAuthors, sql`${contentAuthors.id} = ${shots.authorId}`)
          .where(match(shots)),
      ]);
      return [
        ...courseRows.map((row) => ({ ...row, table: 'collections' as const })),
        ...shotRows.map((row) => ({ ...row, table: 'shots' as const })),
      ];
    },

    /** The course each of these module or lesson ids belongs to now. */
    async coursesOfParts(
      moduleIds: string[],
      lessonIds: string[],
    ): Promise<{ id: string; courseId: string }[]> {
      const [moduleRows, lessonRows] = await Promise.all([
        moduleIds.length
          ? db
              .select({ id: courseModules.id, courseId: courseModules.courseId })
              .from(courseModules)
              .where(inArray(courseModules.id, moduleIds))
          : [],
        lessonIds.length
          ? db
              .select({ id: lessons.id, courseId: lessons.courseId })
              .from(lessons)
              .where(inArray(lessons.id, lessonIds))
          : [],
      ]);
      return [...moduleRows, ...lessonRows];
    },

    async courseIdsAmong(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: collections.id })
        .from(collections)
        .where(sql`${inArray(collections.id, ids)} and ${collections.collectionType} = 'collection'`);
      return new Set(rows.map((row) => row.id));
    },

    /** Writes the bundle like content:import (upsert by id); lessons gone from a course go. */
    importBundle: (bundle: ContentBundle) => importContent(db, bundle, 'upsert'),

    exportBundle: (scope: ExportScope) => exportContent(db, scope),
  };
}

export type GithubRepository = ReturnType<typeof githubQueries> & {
  /** Runs `work` in one transaction: every check it makes and every row it writes, or none. */
  transaction<T>(work: (repository: GithubRepository) => Promise<T>): Promise<T>;
};

export function createGithubRepository(db: Database): GithubRepository {
  return {
    ...githubQueries(db),
    transaction: (work) => db.transaction((tx) => work(createGithubRepository(tx as unknown as Database))),
  };
}
