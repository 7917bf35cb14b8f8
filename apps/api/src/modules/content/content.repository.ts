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

export type CollectionRow = typeof collections.$inferSelect;
export type AuthorRow = typeof contentAuthors.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

/** The listing columns of a collection: everything but the search vectors. */
export const collectionColumns = {
  id: collections.id,
  slug: collections.slug,
  authorId: collections.authorId,
  collectionType: collections.collectionType,
  contentType: collections.contentType,
  pathType: collections.pathType,
  title: collections.title,
  summary: collections.summary,
  description: collections.description,
  whatYouWillLearn: collections.whatYouWillLearn,
  tags: collections.tags,
  learnerTags: collections.learnerTags,
  difficulty: collections.difficulty,
  readTimeMinutes: collections.readTimeMinutes,
  isPrivate: collections.isPrivate,
  organizationId: collections.organizationId,
  isPriced: collections.isPriced,
  isFree: collections.isFree,
  priceCents: collections.priceCents,
  currency: collections.currency,
  accent: collections.accent,
  status: collections.status,
  draftViewers: collections.draftViewers,
  contentRevision: collections.contentRevision,
  publishedAt: collections.publishedAt,
  updatedAt: collections.updatedAt,
};
export type CollectionListRow = { [K in keyof typeof collectionColumns]: CollectionRow[K] };

export function createContentRepository(db: Database) {
  return {
    async findCollectionBySlug(slug: string): Promise<CollectionListRow | null> {
      const rows = await db
        .select(collectionColumns)
        .from(collections)
        .where(eq(collections.slug, slug))
        .limit(1);
      return rows[0] ?? null;
    },

    async findCollectionById(id: string): Promise<CollectionListRow | null> {
      const rows = await db
        .select(collectionColumns)
        .from(collections)
        .where(eq(collections.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Published courses and paths by title (the assignment form's list of work). */
    async publishedCoursesAndPaths(): Promise<CollectionListRow[]> {
      return db
        .select(collectionColumns)
        .from(collections)
        .where(
          and(
            eq(collections.status, 'published'),
            inArray(collections.collectionType, ['collection', 'path']),
          ),
        )
        .orderBy(asc(collections.title));
    },

    async collectionsByIds(ids: string[]): Promise<CollectionListRow[]> {
      if (ids.length === 0) return [];
      return db.select(collectionColumns).from(collections).where(inArray(collections.id, ids));
    },

    async authorsByIds(ids: string[]): Promise<Map<string, AuthorRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(contentAuthors)
        .where(inArray(contentAuthors.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Published courses, paths and shots an author has: the count behind their badge. */
    async authorItemCount(authorId: string): Promise<number> {
      const [courses] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(collections)
        .where(and(eq(collections.authorId, authorId), eq(collections.status, 'published')));
      const [shotCount] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(shots)
        .where(and(eq(shots.authorId, authorId), eq(shots.status, 'published')));
      return (courses?.count ?? 0) + (shotCount?.count ?? 0);
    },

    /** Modules with their lessons (without widgets), in course order. */
    async outline(courseId: string) {
      const modules = await db
        .select({ id: courseModules.id, title: courseModules.title })
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.position));
      const lessonRows = await db
        .select({
          id: lessons.id,
          slug: lessons.slug,
          title: lessons.title,
          moduleId: lessons.moduleId,
          position: lessons.position,
          readTimeMinutes: lessons.readTimeMinutes,
        })
        .from(lessons)
        .where(eq(lessons.courseId, courseId))
        .orderBy(asc(lessons.position));
      return { modules, lessons: lessonRows };
    },

    async findLesson(courseId: string, slug: string): Promise<LessonRow | null> {
      const rows = await db
        .select()
        .from(lessons)
        .where(and(eq(lessons.courseId, courseId), eq(lessons.slug, slug)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findLessonById(id: string): Promise<Pick<LessonRow, 'id' | 'courseId' | 'position'> | null> {
      const rows = await db
        .select({ id: lessons.id, courseId: lessons.courseId, position: lessons.position })
        .from(lessons)
        .where(eq(lessons.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The published widgets of a lesson (not its draft), as stored: hidden tests included. */
    async lessonWidgets(id: string): Promise<unknown[] | null> {
      const rows = await db
        .select({ widgets: lessons.widgets })
        .from(lessons)
        .where(eq(lessons.id, id))
        .limit(1);
      return rows[0]?.widgets ?? null;
    },

    /** Lesson counts per course; for a path, the lessons of all its courses. */
    async lessonCounts(ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const direct = await db
        .select({ id: lessons.courseId, count: sql<number>`count(*)::int` })
        .from(lessons)
        .where(inArray(lessons.courseId, ids))
        .groupBy(lessons.courseId);
      const viaPath = await db
        .select({ id: pathCourses.pathId, count: sql<number>`count(${lessons.id})::int` })
        .from(pathCourses)
        .innerJoin(lessons, eq(lessons.courseId, pathCourses.courseId))
        .where(inArray(pathCourses.pathId, ids))
        .groupBy(pathCourses.pathId);
      return new Map([...direct, ...viaPath].map((row) => [row.id, row.count]));
    },

    /** The lesson ids of each of these courses (a course without lessons is absent). */
    async lessonIdsByCourse(courseIds: string[]): Promise<Map<string, string[]>> {
      const byCourse = new Map<string, string[]>();
      if (courseIds.length === 0) return byCourse;
      const rows = await db
        .select({ id: lessons.id, courseId: lessons.courseId })
        .from(lessons)
        .where(inArray(lessons.courseId, courseIds));
      for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.id]);
      return byCourse;
    },

    /** Course ids of a path, in order. */
    async pathCourseIds(pathId: string): Promise<string[]> {
      const rows = await db
        .select({ courseId: pathCourses.courseId })
        .from(pathCourses)
        .where(eq(pathCourses.pathId, pathId))
        .orderBy(asc(pathCourses.position));
      return rows.map((row) => row.courseId);
    },

    async pathsOfCourse(courseId: string): Promise<{ slug: string; title: string }[]> {
      return db
        .select({ slug: collections.slug, title: collections.title })
        .from(pathCourses)
        .innerJoin(collections, eq(collections.id, pathCourses.pathId))
        .where(and(eq(pathCourses.courseId, courseId), eq(collections.status, 'published')))
        .orderBy(asc(collections.title));
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
