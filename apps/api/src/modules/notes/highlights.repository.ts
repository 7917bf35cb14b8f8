import type { HighlightAnchor } from '@learnbox/contracts';
import { and, asc, type Database, eq, highlights, lessons } from '@learnbox/db';

export type HighlightRow = typeof highlights.$inferSelect;

/** The only place notes touch the database: one learner's highlights, always scoped by user id. */
export function createHighlightsRepository(db: Database) {
  const mine = (userId: string, id: string) => and(eq(highlights.userId, userId), eq(highlights.id, id));
  return {
    async insert(row: typeof highlights.$inferInsert): Promise<HighlightRow> {
      const [created] = await db.insert(highlights).values(row).returning();
      return created as HighlightRow;
    },

    async findOwn(userId: string, id: string): Promise<HighlightRow | null> {
      const rows = await db.select().from(highlights).where(mine(userId, id)).limit(1);
      return rows[0] ?? null;
    },

    async update(
      userId: string,
      id: string,
      changes: Partial<Pick<HighlightRow, 'note' | 'colour'>>,
    ): Promise<HighlightRow | null> {
      const rows = await db
        .update(highlights)
        .set({ ...changes, updatedAt: new Date() })
        .where(mine(userId, id))
        .returning();
      return rows[0] ?? null;
    },

    /** A highlight found again on a newer lesson revision keeps its new anchor. */
    async reanchored(id: string, contentRevision: number, anchor: HighlightAnchor): Promise<void> {
      await db.update(highlights).set({ contentRevision, anchor }).where(eq(highlights.id, id));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(highlights).where(mine(userId, id)).returning({ id: highlights.id });
      return rows.length > 0;
    },

    async forLesson(userId: string, lessonId: string): Promise<HighlightRow[]> {
      return db
        .select()
        .from(highlights)
        .where(and(eq(highlights.userId, userId), eq(highlights.lessonId, lessonId)))
        .orderBy(asc(highlights.createdAt), asc(highlights.id));
    },

    async forCourse(userId: string, courseId: string): Promise<HighlightRow[]> {
      return db
        .select()
        .from(highlights)
        .where(and(eq(highlights.userId, userId), eq(highlights.courseId, courseId)))
        .orderBy(asc(highlights.createdAt), asc(highlights.id));
    },
  };
}
/** What notes need of a lesson: its published widgets and revision, to find quotes in. */
export function createLessonTextsRepository(db: Database) {
  const columns = {
    id: lessons.id,
    slug: lessons.slug,
    title: lessons.title,
    courseId: lessons.courseId,
    position: lessons.position,
    widgets: lessons.widgets,
    contentRevision: lessons.contentRevision,
  };
  return {
    async byId(id: string) {
      const rows = await db.select(columns).from(lessons).where(eq(lessons.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async ofCourse(courseId: string) {
      return db
        .select(columns)
        .from(lessons)
        .where(eq(lessons.courseId, courseId))
        .orderBy(asc(lessons.position));
    },
  };
}
export type LessonText = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createLessonTextsRepository>['byId']>>
>;

export type HighlightsRepository = ReturnType<typeof createHighlightsRepository>;
