import {
  and,
  asc,
  assignmentGroups,
  assignmentMembers,
  assignmentNudges,
  assignmentReminders,
  assignments,
  assignmentWeeklySummaries,
  type Database,
  desc,
  eq,
  inArray,
  isNull,
  organizationGroupMembers,
  organizationGroups,
  sql,
} from '@learnbox/db';

export type GroupRow = typeof organizationGroups.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
export type NudgeRow = typeof assignmentNudges.$inferSelect;
export type GroupWithMembers = GroupRow & { memberIds: string[] };
export type AssignmentWithTargets = AssignmentRow & { memberIds: string[]; groupIds: string[] };

/** Groups, assignments, reminders, nudges and summaries: the only code of this module that calls Drizzle. */
export function createAssignmentsRepository(db: Database) {
  async function membersOfGroups(groupIds: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(groupIds.map((id) => [id, []]));
    if (groupIds.length === 0) return result;
    const rows = await db
      .select()
      .from(organizationGroupMembers)
      .where(inArray(organizationGroupMembers.groupId, groupIds))
      .orderBy(asc(organizationGroupMembers.userId));
    for (const row of rows) result.get(row.groupId)?.push(row.userId);
    return result;
  }

  async function withTargets(rows: AssignmentRow[]): Promise<AssignmentWithTargets[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const members = await db
      .select()
      .from(assignmentMembers)
      .where(inArray(assignmentMembers.assignmentId, ids));
    const groups = await db
      .select()
      .from(assignmentGroups)
      .where(inArray(assignmentGroups.assignmentId, ids));
    return rows.map((row) => ({
      ...row,
      memberIds: members.filter((m) => m.assignmentId === row.id).map((m) => m.userId),
      groupIds: groups.filter((g) => g.assignmentId === row.id).map((g) => g.groupId),
    }));
  }

  return {
    membersOfGroups,

    async groups(organizationId: string): Promise<GroupWithMembers[]> {
      const rows = await db
        .select()
        .from(organizationGroups)
        .where(eq(organizationGroups.organizationId, organizationId))
        .orderBy(asc(organizationGroups.name));
      const members = await membersOfGroups(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, memberIds: members.get(row.id) ?? [] }));
    },

    async group(organizationId: string, groupId: string): Promise<GroupWithMembers | null> {
      const [row] = await db
        .select()
        .from(organizationGroups)
        .where(
          and(eq(organizationGroups.organizationId, organizationId), eq(organizationGroups.id, groupId)),
        );
      if (!row) return null;
      return { ...row, memberIds: (await membersOfGroups([row.id])).get(row.id) ?? [] };
    },

    /** True when another group of the organization already has this name (case-insensitive). */
    async groupNameTaken(organizationId: string, name: string, exceptId: string | null): Promise<boolean> {
      const rows = await db
        .select({ id: organizationGroups.id })
        .from(organizationGroups)
        .where(
          and(
            eq(organizationGroups.organizationId, organizationId),
            sql`lower(${organizationGroups.name}) = lower(${name})`,
          ),
        );
      return rows.some((row) => row.id !== exceptId);
    },

    /** A new group; false when the name was taken meanwhile (the unique index decides). */
    async createGroup(group: { id: string; organizationId: string; name: string; memberIds: string[] }) {
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(organizationGroups)
          .values({ id: group.id, organizationId: group.organizationId, name: group.name })
          .onConflictDoNothing()
          .returning({ id: organizationGroups.id });
        if (created.length === 0) return false;
        if (group.memberIds.length > 0)
          await tx
            .insert(organizationGroupMembers)
            .values(group.memberIds.map((userId) => ({ groupId: group.id, userId })));
        return true;
      });
    },

    async updateGroup(group: { id: string; name?: string; memberIds?: string[] }) {
      await db.transaction(async (tx) => {
        if (group.name !== undefined)
          await tx
            .update(organizationGroups)
            .set({ name: group.name })
            .where(eq(organizationGroups.id, group.id));
        if (group.memberIds !== undefined) {
          await tx.delete(organizationGroupMembers).where(eq(organizationGroupMembers.groupId, group.id));
          if (group.memberIds.length > 0)
            await tx
              .insert(organizationGroupMembers)
              .values(group.memberIds.map((userId) => ({ groupId: group.id, userId })));
        }
      });
    },

    async deleteGroup(groupId: string): Promise<void> {
      await db.delete(organizationGroups).where(eq(organizationGroups.id, groupId));
    },

    async createAssignment(row: typeof assignments.$inferInsert, memberIds: string[], groupIds: string[]) {
      await db.transaction(async (tx) => {
        await tx.insert(assignments).values(row);
        if (memberIds.length > 0)
          await tx
            .insert(assignmentMembers)
            .values(memberIds.map((userId) => ({ assignmentId: row.id, userId })));
        if (groupIds.length > 0)
          await tx
            .insert(assignmentGroups)
            .values(groupIds.map((groupId) => ({ assignmentId: row.id, groupId })));
      });
    },

    async assignmentsOf(organizationId: string): Promise<AssignmentWithTargets[]> {
      const rows = await db
        .select()
        .from(assignments)
        .where(eq(assignments.organizationId, organizationId))
        .orderBy(asc(assignments.dueAt), asc(assignments.id));
      return withTargets(rows);
    },

    async assignment(organizationId: string, id: string): Promise<AssignmentWithTargets | null> {
      const [row] = await db
        .select()
        .from(assignments)
        .where(and(eq(assignments.organizationId, organizationId), eq(assignments.id, id)));
      return row ? ((await withTargets([row]))[0] ?? null) : null;
    },

    async deleteAssignment(id: string): Promise<void> {
      await db.delete(assignments).where(eq(assignments.id, id));
    },

    /** Assignments naming this user directly or through one of their groups. */
    async assignmentsNaming(userId: string): Promise<AssignmentWithTargets[]> {
      const direct = db
        .select({ id: assignmentMembers.assignmentId })
        .from(assignmentMembers)
        .where(eq(assignmentMembers.userId, userId));
      const viaGroup = db
        .select({ id: assignmentGroups.assignmentId })
        .from(assignmentGroups)
        .innerJoin(organizationGroupMembers, eq(organizationGroupMembers.groupId, assignmentGroups.groupId))
        .where(eq(organizationGroupMembers.userId, userId));
      const rows = await db
        .select()
        .from(assignments)
        .where(sql`${assignments.id} in (${direct}) or ${assignments.id} in (${viaGroup})`)
        .orderBy(asc(assignments.dueAt), asc(assignments.id));
      return withTargets(rows);
    },

    /** Assignments falling due by `cutoff` (overdue ones included): the reminder job's work. */
    async assignmentsDueBy(cutoff: Date): Promise<AssignmentWithTargets[]> {
      const rows = await db
        .select()
        .from(assignments)
        .where(sql`${assignments.dueAt} <= ${cutoff}`)
        .orderBy(asc(assignments.dueAt));
      return withTargets(rows);
    },

    async organizationIdsWithAssignments(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ organizationId: assignments.organizationId })
        .from(assignments)
        .orderBy(asc(assignments.organizationId));
      return rows.map((row) => row.organizationId);
    },

    async sentReminders(assignmentIds: string[]): Promise<Set<string>> {
      if (assignmentIds.length === 0) return new Set();
      const rows = await db
        .select()
        .from(assignmentReminders)
        .where(inArray(assignmentReminders.assignmentId, assignmentIds));
      return new Set(rows.map((row) => `${row.assignmentId}:${row.userId}:${row.kind}`));
    },

    /** Claims a reminder; false when it was already sent (the primary key), so it is mailed once. */
    async claimReminder(assignmentId: string, userId: string, kind: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(assignmentReminders)
        .values({ assignmentId, userId, kind, sentAt: at })
        .onConflictDoNothing()
        .returning({ userId: assignmentReminders.userId });
      return rows.length > 0;
    },

    /** A nudge, or null when this assignee was already nudged about it that day (the unique index). */
    async createNudge(row: typeof assignmentNudges.$inferInsert): Promise<NudgeRow | null> {
      const [created] = await db.insert(assignmentNudges).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async unreadNudges(userId: string): Promise<NudgeRow[]> {
      return db
        .select()
        .from(assignmentNudges)
        .where(and(eq(assignmentNudges.userId, userId), isNull(assignmentNudges.dismissedAt)))
        .orderBy(desc(assignmentNudges.createdAt));
    },

    async assignmentsByIds(ids: string[]): Promise<AssignmentRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(assignments).where(inArray(assignments.id, ids));
    },

    /** Dismisses the user's own nudge; false when it is not theirs or not there. */
    async dismissNudge(id: string, userId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(assignmentNudges)
        .set({ dismissedAt: at })
        .where(and(eq(assignmentNudges.id, id), eq(assignmentNudges.userId, userId)))
        .returning({ id: assignmentNudges.id });
      return rows.length > 0;
    },

    /** Claims the weekly summary of an organization; false when this ISO week's was already sent. */
    async claimWeeklySummary(organizationId: string, isoWeek: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(assignmentWeeklySummaries)
        .values({ organizationId, isoWeek, sentAt: at })
        .onConflictDoNothing()
        .returning({ isoWeek: assignmentWeeklySummaries.isoWeek });
      return rows.length > 0;
    },
  };
}
export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
