import type { Database } from '@learnbox/db';
import { createContentRepository } from '../content';
import { createProgressRepository } from './progress.repository';

/** A completed course or path, with the title a certificate records. */
export interface CompletedItem {
  id: string;
  title: string;
}

/** A learner's progress in one piece of work (course, path, assessment or project). */
export interface WorkProgress {
  percent: number;
  started: boolean;
  completed: boolean;
  completedAt: Date | null;
}

/**
 * Completion facts other modules read (certificates): a course is complete when every one of its
 * lessons is completed, a path when every one of its courses is. Null when the item does not exist
 * or is not complete; `exists` tells the two apart for error messages.
 */
export function createCompletionReader(db: Database) {
  const content = createContentRepository(db);
  const progress = createProgressRepository(db);

  /** Whether every lesson of every one of these courses is completed: two queries in all. */
  async function coursesComplete(userId: string, courseIds: string[]): Promise<boolean> {
    if (courseIds.length === 0) return false;
    const [lessonIds, done] = await Promise.all([
      content.lessonIdsByCourse(courseIds),
      progress.completions(userId, courseIds),
    ]);
    return courseIds.every((courseId) => {
      const ids = lessonIds.get(courseId) ?? [];
      const completed = done.get(courseId);
      return ids.length > 0 && ids.every((id) => completed?.has(id));
    });
  }

  /** The lesson ids of a course, or of every course of a path. */
  async function lessonIdsOf(
    kind: 'course' | 'path',
    id: string,
  ): Promise<{ courseIds: string[]; lessonIds: string[] }> {
    const courseIds = kind === 'course' ? [id] : await content.pathCourseIds(id);
    const lessonIds: string[] = [];
    for (const courseId of courseIds)
      lessonIds.push(...(await content.outline(courseId)).lessons.map((l) => l.id));
    return { courseIds, lessonIds };
  }

  return {
    /**
     * How far a learner is in a course or path: the share of its lessons completed, and when the
     * last one was completed once all are (assignments and reports read this).
     */
    async progressOf(userId: string, kind: 'course' | 'path', id: string): Promise<WorkProgress> {
      const { courseIds, lessonIds } = await lessonIdsOf(kind, id);
      const times = await progress.completionTimes(userId, courseIds);
      const done = lessonIds.filter((lessonId) => times.has(lessonId));
      const completed = lessonIds.length > 0 && done.length === lessonIds.length;
      const last = done.reduce<Date | null>((latest, lessonId) => {
        const at = times.get(lessonId) as Date;
        return latest && latest > at ? latest : at;
      }, null);
      return {
        percent: lessonIds.length === 0 ? 0 : Math.round((done.length * 100) / lessonIds.length),
        started: done.length > 0,
        completed,
        completedAt: completed ? last : null,
      };
    },

    /** The published course or path of this id and kind, or null. */
    async find(kind: 'course' | 'path', id: string): Promise<CompletedItem | null> {
      const row = await content.findCollectionById(id);
      const type = kind === 'course' ? 'collection' : 'path';
      if (!row || row.collectionType !== type || row.status !== 'published') return null;
      return { id: row.id, title: row.title };
    },

    async isComplete(userId: string, kind: 'course' | 'path', id: string): Promise<boolean> {
      return coursesComplete(userId, kind === 'course' ? [id] : await content.pathCourseIds(id));
    },
  };
}
export type CompletionReader = ReturnType<typeof createCompletionReader>;
