import { randomUUID } from 'node:crypto';
import { and, coachReplies, collections, type Database, eq, gte, lessons, sql } from '@learnbox/db';

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
    async repliesSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(coachReplies)
        .where(and(eq(coachReplies.userId, userId), gte(coachReplies.createdAt, since)));
      return row?.value ?? 0;
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
