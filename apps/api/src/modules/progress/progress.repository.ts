import {
  and,
  courseVisits,
  type Database,
  desc,
  eq,
  inArray,
  lessonCompletions,
  pinnedWorks,
  readerPreferences,
  sql,
} from '@learnbox/db';

export function createProgressRepository(db: Database) {
  return {
    /** Completed lesson ids per course. */
    async completions(userId: string, courseIds: string[]): Promise<Map<string, Set<string>>> {
      const result = new Map<string, Set<string>>();
      if (courseIds.length === 0) return result;
      const rows = await db
        .select({ courseId: lessonCompletions.courseId, lessonId: lessonCompletions.lessonId })
        .from(lessonCompletions)
        .where(and(eq(lessonCompletions.userId, userId), inArray(lessonCompletions.courseId, courseIds)));
      for (const row of rows) {
        const set = result.get(row.courseId) ?? new Set<string>();
        set.add(row.lessonId);
        result.set(row.courseId, set);
      }
      return result;
    },

    /** When each completed lesson of these courses was completed (reports, assignments). */
    async completionTimes(userId: string, courseIds: string[]): Promise<Map<string, Date>> {
      if (courseIds.length === 0) return new Map();
      const rows = await db
        .select({ lessonId: lessonCompletions.lessonId, completedAt: lessonCompletions.completedAt })
        .from(lessonCompletions)
        .where(and(eq(lessonCompletions.userId, userId), inArray(lessonCompletions.courseId, courseIds)));
      return new Map(rows.map((row) => [row.lessonId, row.completedAt]));
    },

    /** Lessons these users completed since a moment, and how many of them completed any (team home). */
    async teamActivitySince(userIds: string[], since: Date) {
      if (userIds.length === 0) return { lessonsCompleted: 0, activeLearners: 0 };
      const [row] = await db
        .select({
          lessonsCompleted: sql<number>`count(*)::int`,
          activeLearners: sql<number>`count(distinct ${lessonCompletions.userId})::int`,
        })
        .from(lessonCompletions)
        .where(
          and(inArray(lessonCompletions.userId, userIds), sql`${lessonCompletions.completedAt} >= ${since}`),
        );
      return {
        lessonsCompleted: Number(row?.lessonsCompleted ?? 0),
        activeLearners: Number(row?.activeLearners ?? 0),
      };
    },

    async setCompleted(userId: string, lesson: { id: string; courseId: string }, completed: boolean) {
      if (completed) {
        await db
          .insert(lessonCompletions)
          .values({ userId, lessonId: lesson.id, courseId: lesson.courseId })
          .onConflictDoNothing();
      } else {
        await db
          .delete(lessonCompletions)
          .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonId, lesson.id)));
      }
    },

    async recordVisit(userId: string, courseId: string, lessonId: string): Promise<void> {
      await db
        .insert(courseVisits)
        .values({ userId, courseId, lastLessonId: lessonId })
        .onConflictDoUpdate({
          target: [courseVisits.userId, courseVisits.courseId],
          set: { lastLessonId: lessonId, lastViewedAt: sql`now()` },
        });
    },

    async visits(userId: string, courseIds?: string[]) {
      const where = courseIds
        ? and(
            eq(courseVisits.userId, userId),
            inArray(courseVisits.courseId, courseIds.length ? courseIds : ['']),
          )
        : eq(courseVisits.userId, userId);
      return db
        .select({
          courseId: courseVisits.courseId,
          lastLessonId: courseVisits.lastLessonId,
          lastViewedAt: courseVisits.lastViewedAt,
        })
        .from(courseVisits)
        .where(where)
        .orderBy(desc(courseVisits.lastViewedAt));
    },

    /** Courses with any completion, for learners who completed without a recorded visit. */
    async completedCourseIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ courseId: lessonCompletions.courseId })
        .from(lessonCompletions)
        .where(eq(lessonCompletions.userId, userId));
      return rows.map((row) => row.courseId);
    },

    async pins(userId: string) {
      return db
        .select({
          workId: pinnedWorks.workId,
          workType: pinnedWorks.workType,
          pathType: pinnedWorks.pathType,
        })
        .from(pinnedWorks)
        .where(eq(pinnedWorks.userId, userId))
        .orderBy(desc(pinnedWorks.pinnedAt));
    },

    async isPinned(userId: string, workId: string): Promise<boolean> {
      const rows = await db
        .select({ workId: pinnedWorks.workId })
        .from(pinnedWorks)
        .where(and(eq(pinnedWorks.userId, userId), eq(pinnedWorks.workId, workId)))
        .limit(1);
      return rows.length > 0;
    },

    async pin(userId: string, workId: string, workType: 'collection' | 'path', pathType: string | null) {
      await db
        .insert(pinnedWorks)
        .values({ userId, workId, workType, pathType })
        .onConflictDoUpdate({
          target: [pinnedWorks.userId, pinnedWorks.workId],
          set: { workType, pathType },
        });
    },

    async unpin(userId: string, workId: string) {
      await db.delete(pinnedWorks).where(and(eq(pinnedWorks.userId, userId), eq(pinnedWorks.workId, workId)));
    },

    async preferences(userId: string) {
      const rows = await db
        .select()
        .from(readerPreferences)
        .where(eq(readerPreferences.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async savePreferences(
      userId: string,
      prefs: { fontFamily: string; fontSize: number; lineHeight: number; theme: string },
    ): Promise<void> {
      await db
        .insert(readerPreferences)
        .values({ userId, ...prefs })
        .onConflictDoUpdate({ target: readerPreferences.userId, set: { ...prefs, updatedAt: sql`now()` } });
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
