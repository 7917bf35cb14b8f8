import { and, asc, collections, type Database, eq, userProfiles, workflowItems } from '@learnbox/db';

export type WorkflowItemRow = typeof workflowItems.$inferSelect;
export interface LinkedCourse {
  id: string;
  slug: string;
  title: string;
}

/** The most tasks one user keeps: a list to act on, not an archive. */
export const WORKFLOW_ITEMS_MAX = 200;

export function createWorkflowRepository(db: Database) {
  const courseColumns = { id: collections.id, slug: collections.slug, title: collections.title };
  return {
    /** A course anyone may open (published, not private): what a task may link to. */
    async listedCourseBySlug(slug: string): Promise<LinkedCourse | null> {
      const rows = await db
        .select(courseColumns)
        .from(collections)
        .where(
          and(
            eq(collections.slug, slug),
            eq(collections.collectionType, 'collection'),
            eq(collections.status, 'published'),
            eq(collections.isPrivate, false),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** The user's tasks with their courses, soonest due first. */
    async itemsOf(userId: string) {
      return db
        .select({ item: workflowItems, course: courseColumns })
        .from(workflowItems)
        .innerJoin(collections, eq(collections.id, workflowItems.courseId))
        .where(eq(workflowItems.userId, userId))
        .orderBy(asc(workflowItems.done), asc(workflowItems.dueDate), asc(workflowItems.createdAt))
        .limit(WORKFLOW_ITEMS_MAX);
    },

    async countOf(userId: string): Promise<number> {
      const rows = await db
        .select({ id: workflowItems.id })
        .from(workflowItems)
        .where(eq(workflowItems.userId, userId));
      return rows.length;
    },

    async insert(row: typeof workflowItems.$inferInsert): Promise<WorkflowItemRow> {
      const [created] = await db.insert(workflowItems).values(row).returning();
      if (!created) throw new Error('workflow item insert returned no row');
      return created;
    },

    /** Only the owner's row: another user's id matches nothing (a 404, never a peek). */
    async setDone(userId: string, id: string, done: boolean): Promise<WorkflowItemRow | null> {
      const rows = await db
        .update(workflowItems)
        .set({ done })
        .where(and(eq(workflowItems.id, id), eq(workflowItems.userId, userId)))
        .returning();
      return rows[0] ?? null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(workflowItems)
        .where(and(eq(workflowItems.id, id), eq(workflowItems.userId, userId)))
        .returning({ id: workflowItems.id });
      return rows.length > 0;
    },

    async courseById(id: string): Promise<LinkedCourse | null> {
      const rows = await db.select(courseColumns).from(collections).where(eq(collections.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** OnboardingModal's answers: the questionnaire is not shown again and onboarding is done. */
    async completeOnboarding(userId: string): Promise<void> {
      const workflowOnboarding = {
        next_onboarding_stage: null,
        is_onboarding_completed: true,
        redirected_project_id: null,
      };
      await db
        .insert(userProfiles)
        .values({ userId, showOnboardingQuestionnaire: false, workflowOnboarding })
        .onConflictDoUpdate({
          target: userProfiles.userId,
          set: { showOnboardingQuestionnaire: false, workflowOnboarding },
        });
    },

    /**
     * OnboardingModal closed unanswered: it is not offered again; onboarding stays as it was.
     * Answers whether onboarding was completed before.
     */
    async dismissOnboarding(userId: string): Promise<boolean> {
      const rows = await db
        .insert(userProfiles)
        .values({ userId, showOnboardingQuestionnaire: false })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { showOnboardingQuestionnaire: false } })
        .returning({ workflowOnboarding: userProfiles.workflowOnboarding });
      return rows[0]?.workflowOnboarding?.is_onboarding_completed === true;
    },
  };
}

export type WorkflowRepository = ReturnType<typeof createWorkflowRepository>;
