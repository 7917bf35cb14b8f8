import type { Database } from '../../client';
import { assessmentQuestions, assessments } from '../../schema/index';
import { JAVASCRIPT_QUESTIONS } from './javascript.questions';
import { PYTHON_QUESTIONS } from './python.questions';
import type { SeedQuestion } from './question-builders';

/**
 * The two skill assessments a new install ships (issue 15): Python and JavaScript, 35 questions
 * each across difficulties, so the adaptive selection has room to move. Re-running the seed
 * brings their text back to this file's; learners' attempts are kept.
 */
export const SEED_ASSESSMENTS: {
  assessment: Omit<typeof assessments.$inferInsert, 'createdAt' | 'updatedAt'>;
  questions: SeedQuestion[];
}[] = [
  {
    assessment: {
      id: 'assess-python',
      slug: 'python',
      title: 'Python skill assessment',
      summary:
        'Twelve questions at most, each chosen from your previous answers: syntax, data structures, functions and idioms, with a few short programs to write.',
      skill: 'python',
      timeLimitMinutes: 20,
      maxQuestions: 12,
      published: true,
      ownerUserId: null,
    },
    questions: PYTHON_QUESTIONS,
  },
  {
    assessment: {
      id: 'assess-javascript',
      slug: 'javascript',
      title: 'JavaScript skill assessment',
      summary:
        'Twelve questions at most, each chosen from your previous answers: syntax, data structures, functions and asynchronous code, with a few short programs to write.',
      skill: 'javascript',
      timeLimitMinutes: 20,
      maxQuestions: 12,
      published: true,
      ownerUserId: null,
    },
    questions: JAVASCRIPT_QUESTIONS,
  },
];

export async function seedAssessments(db: Database): Promise<void> {
  for (const { assessment, questions } of SEED_ASSESSMENTS) {
    const { id: _id, ...fields } = assessment;
    await db
      .insert(assessments)
      .values(assessment)
      .onConflictDoUpdate({ target: assessments.id, set: { ...fields, updatedAt: new Date() } });
    for (const [position, question] of questions.entries()) {
      const values = { ...question, assessmentId: assessment.id, position };
      await db
        .insert(assessmentQuestions)
        .values(values)
        .onConflictDoUpdate({ target: assessmentQuestions.id, set: values });
    }
  }
}
