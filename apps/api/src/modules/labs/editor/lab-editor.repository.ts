import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  contentAuthors,
  type Database,
  desc,
  eq,
  gte,
  inArray,
  labBuildLogLines,
  labBuilds,
  labDockerJobs,
  labEnvVars,
  labs,
  labTestRunners,
  or,
  sql,
} from '@learnbox/db';
import type { LabSetup } from '@learnbox/domain';
import { createLabsRepository } from '../labs.repository';

export type EditorLabRow = typeof labs.$inferSelect & { authorEmail: string };
export type LabBuildRow = typeof labBuilds.$inferSelect;
export type AuthorRow = { id: string; name: string; email: string };

/** The lab editor's reads and writes of the lab tables (packages/db schema/labs.ts). */
export function createLabEditorRepository(db: Database) {
  return {
    /** A lab by the spec's author and work ids, with its author's address (who may edit it). */
    findLab: createLabsRepository(db).findLab,

    async authors(): Promise<AuthorRow[]> {
      return db
        .select({ id: contentAuthors.id, name: contentAuthors.name, email: contentAuthors.email })
        .from(contentAuthors)
        .orderBy(asc(contentAuthors.name));
    },

    async findAuthor(authorId: string): Promise<AuthorRow | null> {
      const [row] = await db
        .select({ id: contentAuthors.id, name: contentAuthors.name, email: contentAuthors.email })
        .from(contentAuthors)
        .where(eq(contentAuthors.id, authorId));
      return row ?? null;
    },

    async labsOf(authorIds: string[]) {
      if (authorIds.length === 0) return [];
      return db
        .select()
        .from(labs)
        .where(inArray(labs.authorId, authorIds))
        .orderBy(desc(labs.updatedAt), asc(labs.id));
    },

    /** The lists a lab's setup holds besides its own row, in the author's order. */
    async lists(labId: string) {
      const [jobs, testRunners, envs] = await Promise.all([
        db
          .select()
          .from(labDockerJobs)
          .where(eq(labDockerJobs.labId, labId))
          .orderBy(asc(labDockerJobs.position)),
        db
          .select()
          .from(labTestRunners)
          .where(eq(labTestRunners.labId, labId))
          .orderBy(asc(labTestRunners.position)),
        db.select().from(labEnvVars).where(eq(labEnvVars.labId, labId)).orderBy(asc(labEnvVars.id)),
      ]);
      return { jobs, testRunners, envs };
    },

    /** Whether a lab already has this slug or this id. */
    async slugOrIdTaken(slug: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: labs.id })
        .from(labs)
        .where(or(eq(labs.slug, slug), eq(labs.id, id)));
      return row !== undefined;
    },

    async createLab(values: typeof labs.$inferInsert): Promise<void> {
      await db.insert(labs).values(values);
    },

    /** The whole setup at once: the lab row and its lists replaced in one transaction. */
    async saveSetup(labId: string, setup: LabSetup): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(labs)
          .set({
            title: setup.title,
            summary: setup.summary,
            instructions: setup.instructions,
            dockerfileName: setup.dockerfileName,
            dockerfile: setup.dockerfile,
            appPort: setup.appPort,
            memoryMb: setup.memoryMb,
            capabilities: setup.capabilities,
            egressAllowList: setup.egressAllowList,
            track: setup.track,
          })
          .where(eq(labs.id, labId));
        await tx.delete(labDockerJobs).where(eq(labDockerJobs.labId, labId));
        await tx.delete(labTestRunners).where(eq(labTestRunners.labId, labId));
        await tx.delete(labEnvVars).where(eq(labEnvVars.labId, labId));
        if (setup.jobs.length > 0)
          await tx.insert(labDockerJobs).values(
            setup.jobs.map((job, position) => ({
              labId,
              key: job.key,
              name: job.name,
              runScript: job.runScript,
              inputFileName: job.inputFileName || null,
              runInLiveContainer: job.runInLiveContainer ?? false,
              position,
            })),
          );
        if (setup.testRunners.length > 0)
          await tx
            .insert(labTestRunners)
            .values(setup.testRunners.map((runner, position) => ({ labId, ...runner, position })));
        if (setup.envs.length > 0)
          await tx.insert(labEnvVars).values(setup.envs.map((env) => ({ labId, ...env })));
      });
    },

    async setPublished(labId: string, published: boolean): Promise<void> {
      await db.update(labs).set({ published }).where(eq(labs.id, labId));
    },

    async setDockerfile(labId: string, dockerfile: string): Promise<void> {
      await db.update(labs).set({ dockerfile }).where(eq(labs.id, labId));
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

    async latestBuild(labId: string): Promise<LabBuildRow | null> {
      const [row] = await db
        .select()
        .from(labBuilds)
        .where(eq(labBuilds.labId, labId))
        .orderBy(desc(labBuilds.buildNumber))
        .limit(1);
      return row ?? null;
    },

    async finishBuild(build: LabBuildRow, status: string, finishedAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(labBuilds).set({ status, finishedAt }).where(eq(labBuilds.id, build.id));
        if (status === 'SUCCESS')
          await tx.update(labs).set({ imageName: build.imageName }).where(eq(labs.id, build.labId));
      });
    },

    /**
     * Appends lines numbered from `from` and moves the build's count past them (a poll then asks
     * the host from that count and reads no stored line); a line already stored by a concurrent
     * poll is kept, and the count never goes back.
     */
    async appendLogLines(buildId: string, from: number, lines: string[]): Promise<void> {
      if (lines.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(labBuildLogLines)
          .values(lines.map((line, index) => ({ buildId, seq: from + index, line })))
          .onConflictDoNothing();
        await tx
          .update(labBuilds)
          .set({ logLineCount: sql`greatest(${labBuilds.logLineCount}, ${from + lines.length})` })
          .where(eq(labBuilds.id, buildId));
      });
    },

    /** The log from line `from` on, at most `limit` lines. */
    async logLines(buildId: string, from: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ line: labBuildLogLines.line })
        .from(labBuildLogLines)
        .where(and(eq(labBuildLogLines.buildId, buildId), gte(labBuildLogLines.seq, from)))
        .orderBy(asc(labBuildLogLines.seq))
        .limit(limit);
      return rows.map((row) => row.line);
    },
  };
}

export type LabEditorRepository = ReturnType<typeof createLabEditorRepository>;
