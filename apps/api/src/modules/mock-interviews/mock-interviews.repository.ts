import { randomUUID } from 'node:crypto';
import {
  and,
  type Database,
  desc,
  eq,
  type InterviewAnswer,
  interviewProblems,
  mockInterviews,
} from '@learnbox/db';

export type InterviewProblemRow = typeof interviewProblems.$inferSelect;
export type MockInterviewRow = typeof mockInterviews.$inferSelect;

/** The problem bank and the learners' mock interviews. */
export function createMockInterviewsRepository(db: Database) {
  return {
    async problemsOf(track: 'coding' | 'system_design'): Promise<InterviewProblemRow[]> {
      return db.select().from(interviewProblems).where(eq(interviewProblems.track, track));
    },
    async problem(id: string): Promise<InterviewProblemRow | null> {
      const [row] = await db.select().from(interviewProblems).where(eq(interviewProblems.id, id)).limit(1);
      return row ?? null;
    },
    async recentProblemIds(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ problemId: mockInterviews.problemId })
        .from(mockInterviews)
        .where(eq(mockInterviews.userId, userId))
        .orderBy(desc(mockInterviews.startedAt))
        .limit(limit);
      return rows.map((row) => row.problemId);
    },
    async create(row: Omit<typeof mockInterviews.$inferInsert, 'id'>): Promise<MockInterviewRow> {
      const [created] = await db
        .insert(mockInterviews)
        .values({ id: randomUUID(), ...row })
        .returning();
      return created as MockInterviewRow;
    },
    async find(id: string): Promise<MockInterviewRow | null> {
      const [row] = await db.select().from(mockInterviews).where(eq(mockInterviews.id, id)).limit(1);
      return row ?? null;
    },
    /** Updates the interview only while it is still at `stage`; null when it moved on meanwhile. */
    async update(
      id: string,
      stage: MockInterviewRow['stage'],
      changes: Partial<Omit<MockInterviewRow, 'id' | 'userId' | 'problemId'>> & {
        answers?: InterviewAnswer[];
      },
    ): Promise<MockInterviewRow | null> {
      const [row] = await db
        .update(mockInterviews)
        .set(changes)
        .where(and(eq(mockInterviews.id, id), eq(mockInterviews.stage, stage)))
        .returning();
      return row ?? null;
    },
    async history(
      userId: string,
    ): Promise<(MockInterviewRow & { title: string; timeLimitMinutes: number })[]> {
      const rows = await db
        .select({
          interview: mockInterviews,
          title: interviewProblems.title,
          limit: interviewProblems.timeLimitMinutes,
        })
        .from(mockInterviews)
        .innerJoin(interviewProblems, eq(interviewProblems.id, mockInterviews.problemId))
        .where(eq(mockInterviews.userId, userId))
        .orderBy(desc(mockInterviews.startedAt))
        .limit(100);
      return rows.map((row) => ({ ...row.interview, title: row.title, timeLimitMinutes: row.limit }));
    },
  };
}

export type MockInterviewsRepository = ReturnType<typeof createMockInterviewsRepository>;
