import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  assessmentAnswers,
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  collections,
  type Database,
  desc,
  eq,
  isNotNull,
  isNull,
  sql,
} from '@learnbox/db';

export type AssessmentRow = typeof assessments.$inferSelect;
export type QuestionRow = typeof assessmentQuestions.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type AnswerRow = typeof assessmentAnswers.$inferSelect;
export type NewQuestion = Omit<typeof assessmentQuestions.$inferInsert, 'assessmentId'> & { id: string };
export type AssessmentFields = Omit<typeof assessments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The assessment tables (packages/db schema/assessments.ts); only this file touches them. */
export function createAssessmentsRepository(db: Database) {
  return {
    async published(): Promise<(AssessmentRow & { questionCount: number })[]> {
      const rows = await db
        .select({
          assessment: assessments,
          questionCount: sql<number>`count(${assessmentQuestions.id})::int`,
        })
        .from(assessments)
        .leftJoin(assessmentQuestions, eq(assessmentQuestions.assessmentId, assessments.id))
        .where(eq(assessments.published, true))
        .groupBy(assessments.id)
        .orderBy(asc(assessments.title));
      return rows.map((row) => ({ ...row.assessment, questionCount: row.questionCount }));
    },

    async bySlug(slug: string): Promise<AssessmentRow | null> {
      const [row] = await db.select().from(assessments).where(eq(assessments.slug, slug)).limit(1);
      return row ?? null;
    },

    async byId(id: string): Promise<AssessmentRow | null> {
      const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1);
      return row ?? null;
    },

    questionsOf(assessmentId: string): Promise<QuestionRow[]> {
      return db
        .select()
        .from(assessmentQuestions)
        .where(eq(assessmentQuestions.assessmentId, assessmentId))
        .orderBy(asc(assessmentQuestions.position), asc(assessmentQuestions.id));
    },

    async attempt(id: string): Promise<AttemptRow | null> {
      const [row] = await db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id)).limit(1);
      return row ?? null;
    },

    async openAttempt(userId: string, assessmentId: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(assessmentAttempts)
        .where(
          and(
            eq(assessmentAttempts.userId, userId),
            eq(assessmentAttempts.assessmentId, assessmentId),
            isNull(assessmentAttempts.finishedAt),
          ),
        )
        .orderBy(desc(assessmentAttempts.startedAt))
        .limit(1);
      return row ?? null;
    },

    async lastFinishedAttempt(userId: string, assessmentId: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(assessmentAttempts)
        .where(
          and(
            eq(assessmentAttempts.userId, userId),
            eq(assessmentAttempts.assessmentId, assessmentId),
            isNotNull(assessmentAttempts.finishedAt),
          ),
        )
        .orderBy(desc(assessmentAttempts.finishedAt))
        .limit(1);
      return row ?? null;
    },

    /** A new open attempt, or null when another start just opened one (the partial unique index). */
    async createAttempt(userId: string, assessmentId: string, startedAt: Date): Promise<AttemptRow | null> {
      const [row] = await db
        .insert(assessmentAttempts)
        .values({ id: randomUUID(), userId, assessmentId, startedAt })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async askQuestion(attemptId: string, questionId: string, askedAt: Date): Promise<void> {
      await db
        .update(assessmentAttempts)
        .set({ currentQuestionId: questionId, currentAskedAt: askedAt })
        .where(eq(assessmentAttempts.id, attemptId));
    },

    async finishAttempt(
      attemptId: string,
      result: { finishedAt: Date; endReason: string; ability: number; standardError: number; level: string },
    ): Promise<void> {
      await db
        .update(assessmentAttempts)
        .set({ ...result, currentQuestionId: null, currentAskedAt: null })
        .where(and(eq(assessmentAttempts.id, attemptId), isNull(assessmentAttempts.finishedAt)));
    },

    answersOf(attemptId: string): Promise<AnswerRow[]> {
      return db
        .select()
        .from(assessmentAnswers)
        .where(eq(assessmentAnswers.attemptId, attemptId))
        .orderBy(asc(assessmentAnswers.position));
    },

    /** Records an answer once; false when this question was already answered (a double submit). */
    async recordAnswer(answer: AnswerRow): Promise<boolean> {
      const inserted = await db
        .insert(assessmentAnswers)
        .values(answer)
        .onConflictDoNothing()
        .returning({ questionId: assessmentAnswers.questionId });
      if (inserted.length === 0) return false;
      await db
        .update(assessmentAttempts)
        .set({ currentQuestionId: null, currentAskedAt: null })
        .where(eq(assessmentAttempts.id, answer.attemptId));
      return true;
    },

    /** Published, public courses and paths tagged with the skill (a jsonb array of tags). */
    async catalogueWorksTagged(tag: string) {
      return db
        .select({
          collectionType: collections.collectionType,
          slug: collections.slug,
          title: collections.title,
          tags: collections.tags,
          difficulty: collections.difficulty,
        })
        .from(collections)
        .where(
          and(
            eq(collections.status, 'published'),
            eq(collections.isPrivate, false),
            sql`${collections.tags} @> ${JSON.stringify([tag.toLowerCase()])}::jsonb`,
          ),
        );
    },

    ownedBy(userId: string) {
      return db
        .select({
          id: assessments.id,
          slug: assessments.slug,
          title: assessments.title,
          published: assessments.published,
          question_count: sql<number>`count(${assessmentQuestions.id})::int`,
        })
        .from(assessments)
        .leftJoin(assessmentQuestions, eq(assessmentQuestions.assessmentId, assessments.id))
        .where(eq(assessments.ownerUserId, userId))
        .groupBy(assessments.id)
        .orderBy(asc(assessments.title));
    },

    /**
     * Writes an assessment and its whole question list: questions keep their ids, new ones are
     * added, missing ones are removed (with their answers in past attempts).
     */
    async saveWhole(
      id: string,
      fields: AssessmentFields,
      questions: NewQuestion[],
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(assessments)
          .values({ id, ...fields, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: assessments.id, set: { ...fields, updatedAt: now } });
        const kept = questions.map((question) => question.id);
        await tx.delete(assessmentQuestions).where(
          and(
            eq(assessmentQuestions.assessmentId, id),
            kept.length > 0
              ? sql`${assessmentQuestions.id} not in (${sql.join(
                  kept.map((value) => sql`${value}`),
                  sql`, `,
                )})`
              : sql`true`,
          ),
        );
        for (const question of questions) {
          const values = { ...question, assessmentId: id };
          await tx
            .insert(assessmentQuestions)
            .values(values)
            .onConflictDoUpdate({ target: assessmentQuestions.id, set: values });
        }
      });
    },
  };
}

export type AssessmentsRepository = ReturnType<typeof createAssessmentsRepository>;
