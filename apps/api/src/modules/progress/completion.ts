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

  async function courseComplete(userId: string, courseId: string): Promise<boolean> {
    const lessons = (await content.outline(courseId)).lessons;
    if (lessons.length === 0) return false;
    const done = (await progress.completions(userId, [courseId])).get(courseId) ?? new Set<string>();
    return lessons.every((lesson) => done.has(lesson.id));
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
      if (kind === 'course') return courseComplete(userId, id);
      const courseIds = await content.pathCourseIds(id);
      if (courseIds.length === 0) return false;
      for (const courseId of courseIds) if (!(await courseComplete(userId, courseId))) return false;
      return true;
    },
  };
}
export type CompletionReader = ReturnType<typeof createCompletionReader>;
