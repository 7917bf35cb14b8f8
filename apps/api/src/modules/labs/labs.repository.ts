import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  contentAuthors,
  type Database,
  eq,
  gte,
  isNull,
  labBuildLogLines,
  labBuilds,
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
export type LabBuildRow = typeof labBuilds.$inferSelect;
export type NewLabInteraction = Omit<typeof labInteractions.$inferInsert, 'id' | 'createdAt'>;

/** The test-run key the spec's test-results call names: who, which lab, page, document, attempt. */
export interface TestAttemptKey {
  userId: string;
  labId: string;
  pageId: string;
  docId: string;
  documentType: string;
}

/** The lab tables (packages/db schema/labs.ts); the labs module's only Drizzle code. */
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

    async countAttempts(key: TestAttemptKey): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(labTestRuns)
        .where(attemptWhere(key));
      return row?.count ?? 0;
    },

    async insertTestRun(values: Omit<typeof labTestRuns.$inferInsert, 'id'>): Promise<LabTestRunRow> {
      const [row] = await db
        .insert(labTestRuns)
        .values({ id: randomUUID(), ...values })
        .returning();
      if (!row) throw new Error('lab test run insert returned no row');
      return row;
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

    async nextBuildNumber(labId: string): Promise<number> {
      const [row] = await db
        .select({ top: sql<number>`coalesce(max(${labBuilds.buildNumber}), 0)::int` })
        .from(labBuilds)
        .where(eq(labBuilds.labId, labId));
      return (row?.top ?? 0) + 1;
    },

    async insertBuild(values: Omit<typeof labBuilds.$inferInsert, 'id'>): Promise<LabBuildRow> {
      const [row] = await db
        .insert(labBuilds)
        .values({ id: randomUUID(), ...values })
        .returning();
      if (!row) throw new Error('lab build insert returned no row');
      return row;
    },

    async findBuild(labId: string, imageName: string): Promise<LabBuildRow | null> {
      const [row] = await db
        .select()
        .from(labBuilds)
        .where(and(eq(labBuilds.labId, labId), eq(labBuilds.imageName, imageName)));
      return row ?? null;
    },

    async finishBuild(build: LabBuildRow, status: string, finishedAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(labBuilds).set({ status, finishedAt }).where(eq(labBuilds.id, build.id));
        if (status === 'SUCCESS')
          await tx.update(labs).set({ imageName: build.imageName }).where(eq(labs.id, build.labId));
      });
    },

    async setDockerfile(labId: string, dockerfile: string): Promise<void> {
      await db.update(labs).set({ dockerfile }).where(eq(labs.id, labId));
    },

    async logLineCount(buildId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(labBuildLogLines)
        .where(eq(labBuildLogLines.buildId, buildId));
      return row?.count ?? 0;
    },

    /** Appends lines numbered from `from`; a line already stored (a concurrent poll) is kept. */
    async appendLogLines(buildId: string, from: number, lines: string[]): Promise<void> {
      if (lines.length === 0) return;
      await db
        .insert(labBuildLogLines)
        .values(lines.map((line, index) => ({ buildId, seq: from + index, line })))
        .onConflictDoNothing();
    },

    async logLines(buildId: string, from: number): Promise<string[]> {
      const rows = await db
        .select({ line: labBuildLogLines.line })
        .from(labBuildLogLines)
        .where(and(eq(labBuildLogLines.buildId, buildId), gte(labBuildLogLines.seq, from)))
        .orderBy(asc(labBuildLogLines.seq));
      return rows.map((row) => row.line);
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
