import {
  asc,
  type Database,
  eq,
  organizationMembers,
  organizations,
  userProfiles,
  users,
} from '@learnbox/db';

export type MembershipRow = {
  member: typeof organizationMembers.$inferSelect;
  organization: typeof organizations.$inferSelect;
};

/** The rows behind one user-info reply: account, profile and organization memberships. */
export function createUserInfoRepository(db: Database) {
  return {
    async load(userId: string) {
      const [row] = await db
        .select({ user: users, profile: userProfiles })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return null;
      const memberships: MembershipRow[] = await db
        .select({ member: organizationMembers, organization: organizations })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
        .orderBy(asc(organizationMembers.createdAt), asc(organizations.id));
      return { ...row, memberships };
    },

    async saveActiveOrganization(userId: string, organizationId: string | null): Promise<void> {
      await db
        .insert(userProfiles)
        .values({ userId, activeOrganizationId: organizationId })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { activeOrganizationId: organizationId } });
    },
  };
}

export type UserInfoRepository = ReturnType<typeof createUserInfoRepository>;
