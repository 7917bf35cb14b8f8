import { and, type Database, desc, eq, quizAttempts } from '@learnbox/db';

export interface QuizAttemptRow {
  widgetId: string;
  questionId: string;
  chosen: string[];
  right: boolean;
  answeredAt: Date;
}

/** Stored quiz attempts: the only code that touches the quiz_attempts table. */
export function createQuizRepository(db: Database) {
  return {
    async record(attempt: {
      userId: string;
      lessonId: string;
      widgetId: string;
      questionId: string;
      chosen: string[];
      right: boolean;
    }): Promise<void> {
      await db.insert(quizAttempts).values(attempt);
    },

    /** Every attempt of a learner on a lesson, newest first. */
    async attempts(userId: string, lessonId: string): Promise<QuizAttemptRow[]> {
      return db
        .select({
          widgetId: quizAttempts.widgetId,
          questionId: quizAttempts.questionId,
          chosen: quizAttempts.chosen,
          right: quizAttempts.right,
          answeredAt: quizAttempts.answeredAt,
        })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
        .orderBy(desc(quizAttempts.answeredAt), desc(quizAttempts.id));
    },
  };
}
export type QuizRepository = ReturnType<typeof createQuizRepository>;
