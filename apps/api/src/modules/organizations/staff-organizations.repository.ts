import { asc, type Database, eq, organizationMembers, organizations, sql } from '@learnbox/db';

export interface StaffOrganizationRow {
  id: string;
  name: string;
  members: number;
  canCreatePrivateContent: boolean;
  freeOnboardingSeats: number;
}

/** What staff read and switch of every organization: the only ORM code behind the staff page. */
export function createStaffOrganizationsRepository(db: Database) {
  return {
    async list(): Promise<StaffOrganizationRow[]> {
      const rows = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          members: sql<number>`(select count(*)::int from ${organizationMembers} where ${organizationMembers.organizationId} = ${organizations.id})`,
          canCreatePrivateContent: organizations.canCreatePrivateContent,
          freeOnboardingSeats: organizations.freeOnboardingSeats,
        })
        .from(organizations)
        .orderBy(asc(organizations.name), asc(organizations.id));
      return rows.map((row) => ({ ...row, members: Number(row.members) }));
    },

    /** False when no organization has this id. */
    async update(
      id: string,
      change: { canCreatePrivateContent?: boolean; freeOnboardingSeats?: number },
    ): Promise<boolean> {
      const rows = await db
        .update(organizations)
        .set(change)
        .where(eq(organizations.id, id))
        .returning({ id: organizations.id });
      return rows.length > 0;
    },
  };
}
export type StaffOrganizationsRepository = ReturnType<typeof createStaffOrganizationsRepository>;
