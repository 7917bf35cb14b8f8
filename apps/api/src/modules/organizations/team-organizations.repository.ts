import {
  and,
  type Database,
  eq,
  type OrganizationSubscription,
  organizationMembers,
  organizations,
  sql,
} from '@learnbox/db';
import { MEMBERSHIP_STATUS, SUBSCRIPTION_TYPES } from '@learnbox/domain';

/**
 * What commerce does to organizations: a team purchase creates one (its buyer the admin), a
 * subscription change points it at its current subscription, and seat purchases ask who its
 * admins are. These tables are this module's, so commerce gets this through app.ts. The
 * enterprise trial and signup links create their organizations with it too, in their transaction.
 */
export function createTeamOrganizationsRepository(db: Database) {
  return {
    async createOrganization(input: {
      id: string;
      name: string;
      adminUserId: string;
      subscriptionId: string;
      subType: string;
      /** 7004 for a self-checkout buy (the default), 7001 for a plan sales set up. */
      subscriptionType?: number;
    }) {
      await db
        .insert(organizations)
        .values({
          id: input.id,
          name: input.name,
          subscriptionId: input.subscriptionId,
          subscriptions: [
            {
              subscription_id: input.subscriptionId,
              subscription_sub_type: input.subType,
              subscription_type: input.subscriptionType ?? SUBSCRIPTION_TYPES.SELF_CHECKOUT,
              status: MEMBERSHIP_STATUS.ACTIVE,
            },
          ],
        })
        .onConflictDoNothing();
      await db
        .insert(organizationMembers)
        .values({
          organizationId: input.id,
          userId: input.adminUserId,
          isAdmin: true,
          adminLevel: 1,
          isSubscriber: true,
        })
        .onConflictDoNothing();
    },

    /** Points the organization at its current subscription, as user info shows it. */
    async setOrganizationSubscription(organizationId: string, current: OrganizationSubscription) {
      await db
        .update(organizations)
        .set({ subscriptionId: current.subscription_id, subscriptions: [current] })
        .where(eq(organizations.id, organizationId));
    },

    /** Whether the user is an admin of an organization of this name (case and spacing ignored). */
    async administersOrganizationNamed(userId: string, name: string): Promise<boolean> {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(
          and(
            eq(organizationMembers.userId, userId),
            eq(organizationMembers.isAdmin, true),
            sql`lower(btrim(${organizations.name})) = ${name.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async isOrganizationAdmin(organizationId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ isAdmin: organizationMembers.isAdmin })
        .from(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
        );
      return rows[0]?.isAdmin === true;
    },
  };
}

export type TeamOrganizationsRepository = ReturnType<typeof createTeamOrganizationsRepository>;
