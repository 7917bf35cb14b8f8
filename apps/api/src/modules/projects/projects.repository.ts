import {
  and,
  asc,
  type Database,
  eq,
  type ProjectFile,
  projectProgress,
  projectSubmissions,
  projects,
  projectTasks,
  sql,
  users,
} from '@learnbox/db';

export type ProjectRow = typeof projects.$inferSelect;
export type TaskRow = typeof projectTasks.$inferSelect;
export type ProgressRow = typeof projectProgress.$inferSelect;
export type SubmissionRow = typeof projectSubmissions.$inferSelect;
export type NewTaskRow = typeof projectTasks.$inferInsert;

/** The only place the projects module touches its tables. */
export function createProjectsRepository(db: Database) {
  return {
    async publishedProjects(): Promise<ProjectRow[]> {
      return db.select().from(projects).where(eq(projects.published, true)).orderBy(asc(projects.title));
    },
    async taskCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ projectId: projectTasks.projectId, count: sql<number>`count(*)::int` })
        .from(projectTasks)
        .groupBy(projectTasks.projectId);
      return new Map(rows.map((row) => [row.projectId, row.count]));
    },
    async passedCounts(userId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ projectId: projectSubmissions.projectId, count: sql<number>`count(*)::int` })
        .from(projectSubmissions)
        .where(and(eq(projectSubmissions.userId, userId), eq(projectSubmissions.passed, true)))
        .groupBy(projectSubmissions.projectId);
      return new Map(rows.map((row) => [row.projectId, row.count]));
    },
    async startedProjectIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ projectId: projectProgress.projectId })
        .from(projectProgress)
        .where(eq(projectProgress.userId, userId));
      return new Set(rows.map((row) => row.projectId));
    },
    async projectBySlug(slug: string): Promise<ProjectRow | null> {
      const [row] = await db.select().from(projects).where(eq(projects.slug, slug));
      return row ?? null;
    },
    async projectById(id: string): Promise<ProjectRow | null> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id));
      return row ?? null;
    },
    async projectsOwnedBy(userId: string): Promise<ProjectRow[]> {
      return db.select().from(projects).where(eq(projects.ownerId, userId)).orderBy(asc(projects.title));
    },
    async tasksOf(projectId: string): Promise<TaskRow[]> {
      return db
        .select()
        .from(projectTasks)
        .where(eq(projectTasks.projectId, projectId))
        .orderBy(asc(projectTasks.position));
    },
    async progressOf(userId: string, projectId: string): Promise<ProgressRow | null> {
      const [row] = await db
        .select()
        .from(projectProgress)
        .where(and(eq(projectProgress.userId, userId), eq(projectProgress.projectId, projectId)));
      return row ?? null;
    },
    async progressByShareId(shareId: string): Promise<ProgressRow | null> {
      const [row] = await db.select().from(projectProgress).where(eq(projectProgress.shareId, shareId));
      return row ?? null;
    },
    async startProgress(userId: string, projectId: string, shareId: string): Promise<void> {
      await db.insert(projectProgress).values({ userId, projectId, shareId }).onConflictDoNothing();
    },
    async finish(userId: string, projectId: string, at: Date): Promise<void> {
      await db
        .update(projectProgress)
        .set({ finishedAt: at })
        .where(
          and(
            eq(projectProgress.userId, userId),
            eq(projectProgress.projectId, projectId),
            sql`${projectProgress.finishedAt} is null`,
          ),
        );
    },
    async setPublic(userId: string, projectId: string, isPublic: boolean): Promise<void> {
      await db
        .update(projectProgress)
        .set({ isPublic })
        .where(and(eq(projectProgress.userId, userId), eq(projectProgress.projectId, projectId)));
    },
    async submissionsOf(userId: string, projectId: string): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(projectSubmissions)
        .where(and(eq(projectSubmissions.userId, userId), eq(projectSubmissions.projectId, projectId)));
    },
    /** Keeps the latest code; a task once passed stays passed (with its first passing time). */
    async saveSubmission(row: {
      userId: string;
      taskId: string;
      projectId: string;
      files: ProjectFile[];
      passed: boolean;
      at: Date;
    }): Promise<void> {
      await db
        .insert(projectSubmissions)
        .values({
          userId: row.userId,
          taskId: row.taskId,
          projectId: row.projectId,
          files: row.files,
          passed: row.passed,
          passedAt: row.passed ? row.at : null,
          submittedAt: row.at,
        })
        .onConflictDoUpdate({
          target: [projectSubmissions.userId, projectSubmissions.taskId],
          set: {
            files: row.files,
            submittedAt: row.at,
            passed: sql`${projectSubmissions.passed} or excluded.passed`,
            passedAt: sql`coalesce(${projectSubmissions.passedAt}, excluded.passed_at)`,
          },
        });
    },
    async userName(userId: string): Promise<string | null> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },
    async createProject(row: typeof projects.$inferInsert): Promise<void> {
      await db.insert(projects).values(row);
    },
    /** Replaces the project and its tasks in one transaction; tasks left out are deleted. */
    async saveProject(
      projectId: string,
      fields: Pick<ProjectRow, 'slug' | 'title' | 'summary' | 'language' | 'published'>,
      tasks: NewTaskRow[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(projects).set(fields).where(eq(projects.id, projectId));
        const keep = tasks.map((task) => task.id);
        const existing = await tx
          .select({ id: projectTasks.id })
          .from(projectTasks)
          .where(eq(projectTasks.projectId, projectId));
        for (const { id } of existing)
          if (!keep.includes(id)) await tx.delete(projectTasks).where(eq(projectTasks.id, id));
        for (const task of tasks)
          await tx
            .insert(projectTasks)
            .values(task)
            .onConflictDoUpdate({
              target: projectTasks.id,
              set: {
                position: task.position,
                title: task.title,
                instructions: task.instructions,
                starterFiles: task.starterFiles,
                mainFile: task.mainFile ?? null,
                tests: task.tests,
                solution: task.solution,
              },
            });
      });
    },
    async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      const row = await this.projectBySlug(slug);
      return row !== null && row.id !== exceptId;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
