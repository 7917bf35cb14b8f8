import type { Database } from '@learnbox/db';
import { createContentRepository } from '../content';
import { createProgressRepository } from './progress.repository';

/** A completed course or path, with the title a certificate records. */
export interface CompletedItem {
  id: string;
  title: string;
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

  return {
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
