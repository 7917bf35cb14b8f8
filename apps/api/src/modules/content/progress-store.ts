import type { QuizVerdict, Widget } from '@learnbox/contracts';

/**
 * What reading a course needs of a learner's progress. The progress module owns the tables and
 * builds on content; content must not import it back, so app.ts passes progress's repository
 * in through this narrow interface.
 */
export interface ProgressStore {
  /** Completed lesson ids per course. */
  completions(userId: string, courseIds: string[]): Promise<Map<string, Set<string>>>;
  /** The last lesson opened per course, most recent first. */
  visits(
    userId: string,
    courseIds?: string[],
  ): Promise<{ courseId: string; lastLessonId: string | null; lastViewedAt: Date }[]>;
  recordVisit(userId: string, courseId: string, lessonId: string): Promise<void>;
  isPinned(userId: string, workId: string): Promise<boolean>;
}

/** A learner's latest quiz verdicts on a lesson (the quiz module, through app.ts). */
export interface QuizVerdictStore {
  verdicts(userId: string, lessonId: string, widgets: readonly Widget[]): Promise<QuizVerdict[]>;
}
