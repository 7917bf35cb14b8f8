import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  billingSubscriptions,
  collections,
  type Database,
  desc,
  eq,
  organizationInvitations,
  organizationMembers,
  organizations,
  sql,
  users,
} from '@learnbox/db';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MemberRow = typeof organizationMembers.$inferSelect;
export type InvitationRow = typeof organizationInvitations.$inferSelect;
export type MemberWithUser = MemberRow & { name: string; email: string };

/** Organizations, their members and invitations: the only code of this module that calls Drizzle. */
export function createOrganizationsRepository(db: Database) {
  const pending = (organizationId: string) =>
    and(
      eq(organizationInvitations.organizationId, organizationId),
      sql`${organizationInvitations.acceptedAt} is null`,
      sql`${organizationInvitations.cancelledAt} is null`,
    );

  return {
    async getOrganization(id: string): Promise<OrganizationRow | null> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
      return row ?? null;
    },

    async membership(organizationId: string, userId: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        );
      return row ?? null;
    },

    /** The organization ids this user is a member of (assignments across organizations). */
    async organizationIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ organizationId: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, userId));
      return rows.map((row) => row.organizationId);
    },

    async members(organizationId: string): Promise<MemberWithUser[]> {
      const rows = await db
        .select({ member: organizationMembers, name: users.name, email: users.email })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(asc(organizationMembers.createdAt), asc(users.email));
      return rows.map(({ member, name, email }) => ({ ...member, name, email }));
    },

    /** The newest subscription of the organization (an upgrade or reactivation replaces the last). */
    async currentSubscription(organizationId: string) {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.organizationId, organizationId))
        .orderBy(desc(billingSubscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Invitations neither accepted nor cancelled (expired ones included: the list shows them). */
    async openInvitations(organizationId: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(organizationInvitations)
        .where(pending(organizationId))
        .orderBy(asc(organizationInvitations.createdAt));
    },

    async findOpenInvitation(organizationId: string, id: string): Promise<InvitationRow | null> {
      const [row] = await db
        .select()
        .from(organizationInvitations)
        .where(and(pending(organizationId), eq(organizationInvitations.id, id)));
      return row ?? null;
    },

    async findInvitationByTokenHash(tokenHash: string): Promise<InvitationRow | null> {
      const [row] = await db
        .select()
        .from(organizationInvitations)
        .where(eq(organizationInvitations.tokenHash, tokenHash));
      return row ?? null;
    },

    /** A new invitation, or a fresh token and expiry on the address's open one (one row per address). */
    async upsertInvitation(input: {
      organizationId: string;
      email: string;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      const fresh = {
        tokenHash: input.tokenHash,
        expiresAt: input.expiresAt,
        sentAt: input.now,
        invitedBy: input.invitedBy,
      };
      const updated = await db
        .update(organizationInvitations)
        .set(fresh)
        .where(and(pending(input.organizationId), eq(organizationInvitations.email, input.email)))
        .returning({ id: organizationInvitations.id });
      if (updated.length > 0) return;
      await db.insert(organizationInvitations).values({
        id: `inv_${randomUUID().replaceAll('-', '')}`,
        organizationId: input.organizationId,
        email: input.email,
        createdAt: input.now,
        ...fresh,
      });
    },

    async cancelInvitation(id: string, now: Date): Promise<void> {
      await db
        .update(organizationInvitations)
        .set({ cancelledAt: now })
        .where(and(eq(organizationInvitations.id, id), sql`${organizationInvitations.acceptedAt} is null`));
    },

    /** Marks the invitation used once; false when it was used or cancelled meanwhile. */
    async markAccepted(id: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(organizationInvitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(
          and(
            eq(organizationInvitations.id, id),
            sql`${organizationInvitations.acceptedAt} is null`,
            sql`${organizationInvitations.cancelledAt} is null`,
          ),
        )
        .returning({ id: organizationInvitations.id });
      return rows.length > 0;
    },

    /** Makes the user a seat-holding member, keeping the role flags of an existing membership. */
    async addSubscriber(organizationId: string, userId: string): Promise<void> {
      await db
        .insert(organizationMembers)
        .values({ organizationId, userId, isSubscriber: true })
        .onConflictDoUpdate({
          target: [organizationMembers.organizationId, organizationMembers.userId],
          set: { isSubscriber: true },
        });
    },

    async removeMember(organizationId: string, userId: string): Promise<void> {
      await db
        .delete(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        );
    },

    async updateMemberFlags(
      organizationId: string,
      userId: string,
      flags: {
        isAdmin?: boolean;
        adminLevel?: number | null;
        isManager?: boolean;
        isMentor?: boolean;
      },
    ): Promise<void> {
      await db
        .update(organizationMembers)
        .set(flags)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        );
    },

    /** Replaces the catalogue lists (spec section 3 "Organization"). */
    async saveCatalogue(
      organizationId: string,
      lists: Pick<
        OrganizationRow,
        | 'includeAllCourses'
        | 'includedCoursesList'
        | 'excludedCoursesList'
        | 'includedCategoriesList'
        | 'excludedCategoriesList'
      >,
    ): Promise<void> {
      await db.update(organizations).set(lists).where(eq(organizations.id, organizationId));
    },

    /** Courses and paths private to the organization, drafts included, by title. */
    /** The organization's private courses and paths; drafts only when `withDrafts` (their managers). */
    async privateCollections(organizationId: string, options: { withDrafts: boolean }) {
      return db
        .select({
          id: collections.id,
          slug: collections.slug,
          title: collections.title,
          collectionType: collections.collectionType,
          status: collections.status,
        })
        .from(collections)
        .where(
          and(
            eq(collections.organizationId, organizationId),
            options.withDrafts ? undefined : eq(collections.status, 'published'),
          ),
        )
        .orderBy(asc(collections.title), asc(collections.id));
    },

    async collectionOrganization(id: string): Promise<{ organizationId: string | null } | null> {
      const [row] = await db
        .select({ organizationId: collections.organizationId })
        .from(collections)
        .where(eq(collections.id, id));
      return row ?? null;
    },

    async setCollectionOrganization(id: string, organizationId: string | null): Promise<void> {
      await db.update(collections).set({ organizationId }).where(eq(collections.id, id));
    },

    async userName(userId: string): Promise<string | null> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    /** Whether an account uses this address: its invitation links to sign-up instead of log-in. */
    async hasAccount(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;

/**
 * Runs `work` in a transaction holding the organization's row lock, so seat checks and the writes
 * they allow (invite, accept, remove) never interleave: parallel requests cannot oversubscribe.
 */
export async function withLockedOrganization<T>(
  db: Database,
  organizationId: string,
  work: (repo: OrganizationsRepository) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = tx as unknown as Database;
    await locked.execute(sql`select id from ${organizations} where id = ${organizationId} for update`);
    return work(createOrganizationsRepository(locked));
  });
}
