import {
  and,
  billingSubscriptions,
  type Database,
  eq,
  organizationMembers,
  organizations,
  sql,
} from '@learnbox/db';
import type { OrganizationCatalogue } from '@learnbox/domain';
import { SUBSCRIPTION_STATUS } from '@learnbox/domain';

/** One seat that gives access now: the organization's catalogue for enterprises, null for teams. */
export interface LiveOrganizationSeat {
  organizationId: string;
  featureSet: number;
  catalogue: OrganizationCatalogue | null;
}

/**
 * The catalogue a seat shows: the spec's catalogue rules are for enterprise subscribers (section
 * 5); a team seat (null) sees everything. The dashboard's preview asks this too.
 */
export function seatCatalogue(
  organization: typeof organizations.$inferSelect,
  subType: string | null,
): OrganizationCatalogue | null {
  if (subType !== 'ENTERPRISE' && subType !== 'ENTERPRISE_PLUS') return null;
  return {
    include_all_courses: organization.includeAllCourses,
    included_courses_list: organization.includedCoursesList,
    excluded_courses_list: organization.excludedCoursesList,
    included_categories_list: organization.includedCategoriesList,
    excluded_categories_list: organization.excludedCategoriesList,
  };
}

/**
 * Organization seats are read, not copied: access is the membership (is_subscriber) joined with a
 * live subscription of the organization (7001 and not past its end, as billing's isLive), looked
 * up on every read. Removing the member or the subscription ending takes effect on the next
 * request, and renewals need no grants to follow them.
 */
export function createOrganizationSeatsRepository(db: Database) {
  return {
    /** Every organization the user belongs to, with a seat or not (private courses, issue 16). */
    async organizationIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, userId));
      return rows.map((row) => row.id);
    },

    async liveSeatsOf(userId: string, now = new Date()): Promise<LiveOrganizationSeat[]> {
      const rows = await db
        .select({
          organization: organizations,
          subType: billingSubscriptions.subType,
          featureSet: billingSubscriptions.featureSet,
        })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .innerJoin(billingSubscriptions, eq(billingSubscriptions.organizationId, organizations.id))
        .where(
          and(
            eq(organizationMembers.userId, userId),
            eq(organizationMembers.isSubscriber, true),
            eq(billingSubscriptions.status, SUBSCRIPTION_STATUS.ACTIVE),
            sql`${billingSubscriptions.expiresAt} > ${now}`,
          ),
        );
      return rows.map(({ organization, subType, featureSet }) => ({
        organizationId: organization.id,
        featureSet,
        catalogue: seatCatalogue(organization, subType),
      }));
    },
  };
}
export type OrganizationSeatsRepository = ReturnType<typeof createOrganizationSeatsRepository>;
