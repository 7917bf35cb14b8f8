import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  contentAuthors,
  type Database,
  eq,
  gte,
  isNull,
  labDockerJobs,
  labEnvVars,
  labInstances,
  labInteractions,
  labs,
  labTestRunners,
  labTestRuns,
  sql,
} from '@learnbox/db';

export type LabRow = typeof labs.$inferSelect;
export type LabInstanceRow = typeof labInstances.$inferSelect;
export type LabTestRunRow = typeof labTestRuns.$inferSelect;
export type NewLabInteraction = Omit<typeof labInteractions.$inferInsert, 'id' | 'createdAt'>;

/** The test-run key the spec's test-results call names: who, which lab, page, document, attempt. */
export interface TestAttemptKey {
  userId: string;
  labId: string;
  pageId: string;
  docId: string;
  documentType: string;
}

/** Collisions tolerated before a test run gives up (each one means another run took the number). */
const MAX_ATTEMPT_RETRIES = 5;

/** The lab tables (packages/db schema/labs.ts) for learners; the editor's writes are editor/lab-editor.repository.ts. */
export function createLabsRepository(db: Database) {
  return {
    /** A lab by the spec's author and work ids, with its author's address (who may edit it). */
    async findLab(authorId: string, workId: string): Promise<(LabRow & { authorEmail: string }) | null> {
      const [row] = await db
        .select({ lab: labs, authorEmail: contentAuthors.email })
        .from(labs)
        .innerJoin(contentAuthors, eq(contentAuthors.id, labs.authorId))
        .where(and(eq(labs.id, workId), eq(labs.authorId, authorId)));
      return row ? { ...row.lab, authorEmail: row.authorEmail } : null;
    },

    /** The catalogue: published labs, by title. */
    async publishedLabs(): Promise<LabRow[]> {
      return db.select().from(labs).where(eq(labs.published, true)).orderBy(asc(labs.title));
    },

    async labById(labId: string): Promise<LabRow | null> {
      const [row] = await db.select().from(labs).where(eq(labs.id, labId));
      return row ?? null;
    },

    async labSetup(labId: string) {
      const [runners, envVars] = await Promise.all([
        db
          .select()
          .from(labTestRunners)
          .where(eq(labTestRunners.labId, labId))
          .orderBy(asc(labTestRunners.position)),
        db.select().from(labEnvVars).where(eq(labEnvVars.labId, labId)),
      ]);
      return { runners, envVars };
    },

    async jobs(labId: string) {
      return db
        .select()
        .from(labDockerJobs)
        .where(eq(labDockerJobs.labId, labId))
        .orderBy(asc(labDockerJobs.position));
    },

    async openInstanceOf(userId: string): Promise<LabInstanceRow | null> {
      const [row] = await db
        .select()
        .from(labInstances)
        .where(and(eq(labInstances.userId, userId), isNull(labInstances.endedAt)));
      return row ?? null;
    },

    async findInstance(id: string): Promise<LabInstanceRow | null> {
      const [row] = await db.select().from(labInstances).where(eq(labInstances.id, id));
      return row ?? null;
    },

    /** Null when the user already has an open lab: the database's one-open-lab index refused it. */
    async createInstance(values: typeof labInstances.$inferInsert): Promise<LabInstanceRow | null> {
      const [row] = await db.insert(labInstances).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async setInstanceStatus(id: string, status: string): Promise<void> {
      await db.update(labInstances).set({ status }).where(eq(labInstances.id, id));
    },

    async endInstance(id: string, endedAt: Date, status = 'CONTAINER_OFFLINE'): Promise<void> {
      await db
        .update(labInstances)
        .set({ endedAt, status })
        .where(and(eq(labInstances.id, id), isNull(labInstances.endedAt)));
    },

    /** Sessions started since `since`, for the free taste. */
    async sessionsSince(userId: string, since: Date) {
      return db
        .select({
          startedAt: labInstances.startedAt,
          endedAt: labInstances.endedAt,
          expiresAt: labInstances.expiresAt,
        })
        .from(labInstances)
        .where(and(eq(labInstances.userId, userId), gte(labInstances.startedAt, since)));
    },

    /**
     * A new attempt numbered one past the key's last, in one statement so two quick clicks cannot
     * both take the same number; when they still collide (two transactions saw the same last one)
     * the unique index refuses the second, which tries again with the next number.
     */
    async insertNextTestRun(
      values: Omit<typeof labTestRuns.$inferInsert, 'id' | 'attemptCount'> & TestAttemptKey,
    ): Promise<LabTestRunRow> {
      for (let tries = 0; tries < MAX_ATTEMPT_RETRIES; tries += 1) {
        const [row] = await db
          .insert(labTestRuns)
          .values({
            id: randomUUID(),
            ...values,
            attemptCount: sql`(select coalesce(max(${labTestRuns.attemptCount}), 0) + 1 from ${labTestRuns} where ${attemptWhere(values)})`,
          })
          .onConflictDoNothing()
          .returning();
        if (row) return row;
      }
      throw new Error(`no free attempt number after ${MAX_ATTEMPT_RETRIES} tries`);
    },

    async finishTestRun(
      id: string,
      result: Pick<
        LabTestRunRow,
        'liveTestStatus' | 'totalTests' | 'passedTests' | 'failureDescription' | 'results'
      >,
      finishedAt: Date,
    ): Promise<void> {
      await db
        .update(labTestRuns)
        .set({ ...result, finishedAt })
        .where(eq(labTestRuns.id, id));
    },

    async findTestRun(key: TestAttemptKey, attemptCount: number): Promise<LabTestRunRow | null> {
      const [row] = await db
        .select()
        .from(labTestRuns)
        .where(and(attemptWhere(key), eq(labTestRuns.attemptCount, attemptCount)));
      return row ?? null;
    },

    async appendInteraction(values: NewLabInteraction): Promise<string> {
      const id = randomUUID();
      await db.insert(labInteractions).values({ id, ...values });
      return id;
    },
  };
}

function attemptWhere(key: TestAttemptKey) {
  return and(
    eq(labTestRuns.userId, key.userId),
    eq(labTestRuns.labId, key.labId),
    eq(labTestRuns.pageId, key.pageId),
    eq(labTestRuns.docId, key.docId),
    eq(labTestRuns.documentType, key.documentType),
  );
}

export type LabsRepository = ReturnType<typeof createLabsRepository>;
