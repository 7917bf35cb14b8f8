import { randomUUID } from 'node:crypto';
import {
  and,
  coachAllowanceDays,
  coachReplies,
  collections,
  type Database,
  eq,
  lessons,
  sql,
} from '@learnbox/db';

export interface CoachReplyRow {
  userId: string;
  lessonId: string;
  widgetId: string;
  kind: 'hint' | 'explain';
  step: number | null;
  source: 'ladder' | 'model';
  createdAt: Date;
}

export interface LessonCitation {
  lessonId: string;
  title: string;
  href: string;
}

/** The coach's rows: what it answered (the allowance and the ladder's position) and lesson titles. */
export function createCoachRepository(db: Database) {
  return {
    /**
     * Takes one of the learner's answers of `day` when fewer than `allowance` are used, in ONE
     * statement: the day's row is created at 1 or raised by 1 only while below the allowance, and
     * concurrent takes wait on that row's lock, so at the edge exactly one passes. The answers now
     * used, or null when none was left.
     */
    async takeAnswer(userId: string, day: string, allowance: number): Promise<number | null> {
      const [row] = await db
        .insert(coachAllowanceDays)
        .values({ userId, day, used: 1 })
        .onConflictDoUpdate({
          target: [coachAllowanceDays.userId, coachAllowanceDays.day],
          set: { used: sql`${coachAllowanceDays.used} + 1` },
          setWhere: sql`${coachAllowanceDays.used} < ${allowance}`,
        })
        .returning({ used: coachAllowanceDays.used });
      return row?.used ?? null;
    },
    /** Gives back an answer taken for a request that then failed before answering. */
    async giveBackAnswer(userId: string, day: string): Promise<void> {
      await db
        .update(coachAllowanceDays)
        .set({ used: sql`${coachAllowanceDays.used} - 1` })
        .where(
          and(
            eq(coachAllowanceDays.userId, userId),
            eq(coachAllowanceDays.day, day),
            sql`${coachAllowanceDays.used} > 0`,
          ),
        );
    },
    /** Deletes every learner's allowance counters of days before `day`; how many went. */
    async deleteAllowanceDaysBefore(day: string): Promise<number> {
      const gone = await db
        .delete(coachAllowanceDays)
        .where(sql`${coachAllowanceDays.day} < ${day}`)
        .returning({ userId: coachAllowanceDays.userId });
      return gone.length;
    },
    /** How many ladder steps this learner already got on this exercise. */
    async hintsGiven(userId: string, lessonId: string, widgetId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(coachReplies)
        .where(
          and(
            eq(coachReplies.userId, userId),
            eq(coachReplies.lessonId, lessonId),
            eq(coachReplies.widgetId, widgetId),
            eq(coachReplies.kind, 'hint'),
          ),
        );
      return row?.value ?? 0;
    },
    async record(row: CoachReplyRow): Promise<void> {
      await db.insert(coachReplies).values({ id: randomUUID(), ...row });
    },
    async lessonCitation(lessonId: string): Promise<LessonCitation | null> {
      const [row] = await db
        .select({ title: lessons.title, slug: lessons.slug, courseSlug: collections.slug })
        .from(lessons)
        .innerJoin(collections, eq(collections.id, lessons.courseId))
        .where(eq(lessons.id, lessonId))
        .limit(1);
      return row ? { lessonId, title: row.title, href: `/courses/${row.courseSlug}/${row.slug}` } : null;
    },
  };
}

export type CoachRepository = ReturnType<typeof createCoachRepository>;
