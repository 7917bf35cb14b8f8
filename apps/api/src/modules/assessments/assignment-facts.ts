import type { Database } from '@learnbox/db';
import { createAssessmentsRepository } from './assessments.repository';

/** A published assessment as other modules name it. */
export interface PublishedAssessment {
  id: string;
  slug: string;
  title: string;
}

/** A learner's standing in one assessment: started, finished, and the latest level reached. */
export interface AssessmentStanding {
  started: boolean;
  completed: boolean;
  completedAt: Date | null;
  level: string | null;
}

/**
 * What assignments and reports read of assessments: the published ones, and a learner's latest
 * finished attempt (its level) or open one. The SQL stays in this module's repository.
 */
export function createAssessmentFacts(db: Database) {
  const repo = createAssessmentsRepository(db);
  return {
    async published(): Promise<PublishedAssessment[]> {
      return (await repo.published()).map((row) => ({ id: row.id, slug: row.slug, title: row.title }));
    },
    async find(id: string): Promise<PublishedAssessment | null> {
      const row = await repo.byId(id);
      return row?.published ? { id: row.id, slug: row.slug, title: row.title } : null;
    },
    async standing(userId: string, assessmentId: string): Promise<AssessmentStanding> {
      const finished = await repo.lastFinishedAttempt(userId, assessmentId);
      if (finished)
        return { started: true, completed: true, completedAt: finished.finishedAt, level: finished.level };
      const open = await repo.openAttempt(userId, assessmentId);
      return { started: open !== null, completed: false, completedAt: null, level: null };
    },
  };
}
export type AssessmentFacts = ReturnType<typeof createAssessmentFacts>;
