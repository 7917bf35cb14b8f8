import type { CollaborativeWorkKind, WorkRole } from '@learnbox/contracts';
import { and, type Database, eq, inArray, users, workCollaborators } from '@learnbox/db';

export type CollaboratorRow = typeof workCollaborators.$inferSelect;

const ofWork = (kind: CollaborativeWorkKind, id: string) =>
  and(eq(workCollaborators.workKind, kind), eq(workCollaborators.workId, id));

/** Collaborators and invitations (work_collaborators), and the accounts they name. */
export function createCollaboratorsRepository(db: Database) {
  return {
    async activeRole(kind: CollaborativeWorkKind, id: string, userId: string): Promise<WorkRole | null> {
      const [row] = await db
        .select({ role: workCollaborators.role })
        .from(workCollaborators)
        .where(
          and(ofWork(kind, id), eq(workCollaborators.userId, userId), eq(workCollaborators.status, 'active')),
        );
      return row?.role ?? null;
    },

    async list(kind: CollaborativeWorkKind, id: string): Promise<CollaboratorRow[]> {
      return db.select().from(workCollaborators).where(ofWork(kind, id)).orderBy(workCollaborators.id);
    },

    async find(kind: CollaborativeWorkKind, id: string, email: string): Promise<CollaboratorRow | null> {
      const [row] = await db
        .select()
        .from(workCollaborators)
        .where(and(ofWork(kind, id), eq(workCollaborators.email, email)));
      return row ?? null;
    },

    /** Null when this address is already on the work (the unique key decides, not a read). */
    async invite(row: typeof workCollaborators.$inferInsert): Promise<CollaboratorRow | null> {
      const [inserted] = await db.insert(workCollaborators).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async setRole(rowId: number, role: WorkRole): Promise<CollaboratorRow> {
      const [row] = await db
        .update(workCollaborators)
        .set({ role })
        .where(eq(workCollaborators.id, rowId))
        .returning();
      if (!row) throw new Error('collaborator row vanished');
      return row;
    },

    async remove(rowId: number): Promise<void> {
      await db.delete(workCollaborators).where(eq(workCollaborators.id, rowId));
    },

    async byTokenHash(hash: string): Promise<CollaboratorRow | null> {
      const [row] = await db
        .select()
        .from(workCollaborators)
        .where(and(eq(workCollaborators.invitationTokenHash, hash), eq(workCollaborators.status, 'invited')));
      return row ?? null;
    },

    /** The token works once: accepting clears it. */
    async accept(rowId: number, userId: string): Promise<void> {
      await db
        .update(workCollaborators)
        .set({ status: 'active', userId, invitationTokenHash: null })
        .where(eq(workCollaborators.id, rowId));
    },

    /** The works a user collaborates on (accepted invitations). */
    async worksOf(userId: string) {
      return db
        .select({
          kind: workCollaborators.workKind,
          id: workCollaborators.workId,
          role: workCollaborators.role,
        })
        .from(workCollaborators)
        .where(and(eq(workCollaborators.userId, userId), eq(workCollaborators.status, 'active')));
    },

    /** Accounts by lower-case e-mail, for names and ids in the collaborators list. */
    async accountsByEmail(emails: string[]): Promise<Map<string, { id: string; name: string }>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.email, emails));
      return new Map(rows.map((row) => [row.email, row]));
    },
  };
}
export type CollaboratorsRepository = ReturnType<typeof createCollaboratorsRepository>;
