import {
  and,
  asc,
  collections,
  contentAuthors,
  courseModules,
  type Database,
  eq,
  inArray,
  lessons,
  pathCourses,
  shots,
  sql,
} from '@learnbox/db';
import type { ContentBundle, JsonObject } from '@learnbox/db/seed/content/content-model';
import { importContent, readTime, refreshCollectionSearch } from '@learnbox/db/seed/content/content-store';

/** Minutes to read widgets, as the importer counts them (content-store's readTime). */
export const widgetsReadTime = (widgets: unknown[]) => readTime(widgets as JsonObject[]);

export type CollectionRow = typeof collections.$inferSelect;
export type ShotRow = typeof shots.$inferSelect;
export type LiveLessonRow = typeof lessons.$inferSelect;
export type AuthorRow = typeof contentAuthors.$inferSelect;

/**
 * The live content tables as the studio needs them: the rows a work is anchored to (slug,
 * author), what seeded works read as before their first studio save, and publishing, which goes
 * through the content store the importer uses (packages/db seed/content-store.ts), so slugs,
 * positions, read times and search vectors are written exactly as for the content folder.
 */
export function createWorksRepository(db: Database) {
  return {
    async collection(id: string): Promise<CollectionRow | null> {
      const [row] = await db.select().from(collections).where(eq(collections.id, id));
      return row ?? null;
    },

    async shot(id: string): Promise<ShotRow | null> {
      const [row] = await db.select().from(shots).where(eq(shots.id, id));
      return row ?? null;
    },

    async liveLesson(id: string): Promise<LiveLessonRow | null> {
      const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
      return row ?? null;
    },

    /** A published course's modules and lessons in order (seeded courses before a studio save). */
    async courseOutline(courseId: string) {
      const modules = await db
        .select({ id: courseModules.id, title: courseModules.title })
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.position));
      const rows = await db
        .select({ id: lessons.id, title: lessons.title, moduleId: lessons.moduleId, slug: lessons.slug })
        .from(lessons)
        .where(eq(lessons.courseId, courseId))
        .orderBy(asc(lessons.position));
      return modules.map((module) => ({
        id: module.id,
        title: module.title,
        lessons: rows.filter((lesson) => lesson.moduleId === module.id),
      }));
    },

    async lessonSlugs(courseId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ id: lessons.id, slug: lessons.slug })
        .from(lessons)
        .where(eq(lessons.courseId, courseId));
      return new Map(rows.map((row) => [row.id, row.slug]));
    },

    async pathCourseIds(pathId: string): Promise<string[]> {
      const rows = await db
        .select({ id: pathCourses.courseId })
        .from(pathCourses)
        .where(eq(pathCourses.pathId, pathId))
        .orderBy(asc(pathCourses.position));
      return rows.map((row) => row.id);
    },

    async coursesByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: collections.id, slug: collections.slug, title: collections.title })
        .from(collections)
        .where(and(inArray(collections.id, ids), eq(collections.collectionType, 'collection')));
    },

    async author(id: string): Promise<AuthorRow | null> {
      const [row] = await db.select().from(contentAuthors).where(eq(contentAuthors.id, id));
      return row ?? null;
    },

    async authorsByEmail(email: string): Promise<AuthorRow[]> {
      return db
        .select()
        .from(contentAuthors)
        .where(sql`lower(${contentAuthors.email}) = ${email}`)
        .orderBy(asc(contentAuthors.id));
    },

    /** Null when the id is taken (then the caller picks another). */
    async createAuthor(row: AuthorRow): Promise<AuthorRow | null> {
      const [inserted] = await db.insert(contentAuthors).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async slugTaken(table: 'collections' | 'shots', slug: string): Promise<boolean> {
      const source = table === 'shots' ? shots : collections;
      const [row] = await db.select({ id: source.id }).from(source).where(eq(source.slug, slug));
      return row !== undefined;
    },

    async idTaken(id: string): Promise<boolean> {
      const [collection] = await db
        .select({ id: collections.id })
        .from(collections)
        .where(eq(collections.id, id));
      const [shot] = await db.select({ id: shots.id }).from(shots).where(eq(shots.id, id));
      const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, id));
      return Boolean(collection || shot || lesson);
    },

    /** The draft row a new course or path is anchored to; nobody but collaborators sees a draft. */
    async insertDraftCollection(row: typeof collections.$inferInsert): Promise<void> {
      await db.insert(collections).values(row);
    },

    async insertDraftShot(row: typeof shots.$inferInsert): Promise<void> {
      await db.insert(shots).values(row);
    },

    /** Writes works into the live tables as content:import does (one transaction, search rebuilt). */
    async publishBundle(bundle: ContentBundle): Promise<void> {
      await importContent(db, bundle, 'upsert');
    },

    async setCoverImage(courseId: string, url: string | null): Promise<void> {
      await db.update(collections).set({ coverImageUrl: url }).where(eq(collections.id, courseId));
    },

    /** One lesson of a published course, changed in place; its course's search text follows. */
    async publishLesson(
      id: string,
      courseId: string,
      lesson: { title: string; summary: string; widgets: JsonObject[] },
    ): Promise<void> {
      await db
        .update(lessons)
        .set({
          title: lesson.title,
          summary: lesson.summary,
          widgets: lesson.widgets,
          readTimeMinutes: readTime(lesson.widgets),
          contentRevision: sql`${lessons.contentRevision} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(lessons.id, id));
      const minutes = await db
        .select({ total: sql<number>`coalesce(sum(${lessons.readTimeMinutes}), 0)::int` })
        .from(lessons)
        .where(eq(lessons.courseId, courseId));
      await db
        .update(collections)
        .set({ readTimeMinutes: Number(minutes[0]?.total ?? 0), updatedAt: new Date() })
        .where(eq(collections.id, courseId));
      await refreshCollectionSearch(db, [courseId]);
    },

    /** Published courses, paths and shots of an author, counted as the shot page's badge counts them. */
    async publishedWorksOf(authorId: string) {
      const works = await db
        .select({
          type: collections.collectionType,
          slug: collections.slug,
          title: collections.title,
          // Private to an organization is private to everyone else on this public page.
          isPrivate: sql<boolean>`${collections.isPrivate} or ${collections.organizationId} is not null`,
        })
        .from(collections)
        .where(and(eq(collections.authorId, authorId), eq(collections.status, 'published')))
        .orderBy(asc(collections.title));
      const shotRows = await db
        .select({ slug: shots.slug, title: shots.title })
        .from(shots)
        .where(and(eq(shots.authorId, authorId), eq(shots.status, 'published')))
        .orderBy(asc(shots.title));
      return { collections: works, shots: shotRows };
    },

    /** Works whose author row has this e-mail (the author is their owner). */
    async worksByAuthorEmail(email: string) {
      const authorIds = (await this.authorsByEmail(email)).map((author) => author.id);
      if (authorIds.length === 0) return { collections: [], shots: [] };
      const collectionRows = await db
        .select()
        .from(collections)
        .where(inArray(collections.authorId, authorIds))
        .orderBy(asc(collections.title));
      const shotRows = await db
        .select()
        .from(shots)
        .where(inArray(shots.authorId, authorIds))
        .orderBy(asc(shots.title));
      return { collections: collectionRows, shots: shotRows };
    },

    async collectionsByIds(ids: string[]): Promise<CollectionRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(collections).where(inArray(collections.id, ids));
    },

    async shotsByIds(ids: string[]): Promise<ShotRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(shots).where(inArray(shots.id, ids));
    },
  };
}
export type WorksRepository = ReturnType<typeof createWorksRepository>;
