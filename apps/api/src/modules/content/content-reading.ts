import type { Database } from '@learnbox/db';
import { createEntitlementsRepository } from '../entitlements';
import { createContentRepository } from './content.repository';
import type { ProgressStore, QuizVerdictStore } from './progress-store';

/** What reading courses and lessons needs: the content, the reader's progress and entitlements. */
export function contentReadingFor(db: Database, progress: ProgressStore, quizzes?: QuizVerdictStore) {
  return {
    deps: { content: createContentRepository(db), progress, ...(quizzes ? { quizzes } : {}) },
    entitlements: createEntitlementsRepository(db),
  };
}
