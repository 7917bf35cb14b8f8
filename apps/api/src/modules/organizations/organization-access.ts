import type { Database } from '@learnbox/db';
import type { OrganizationAction, OrganizationCatalogue } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { createOrganizationsRepository, type MemberWithUser } from './organizations.repository';
import { requireOrganization } from './require-admin';

/** An organization as other modules see it once the caller may act in it. */
export interface AccessibleOrganization {
  id: string;
  name: string;
}

/**
 * What other modules (assignments) read of organizations: the permission check every organization
 * route goes through, the members, and the catalogue rule that applies to enterprise plans only.
 */
export function createOrganizationAccess(db: Database) {
  const repo = createOrganizationsRepository(db);
  return {
    /** 404 for non-members and missing organizations, 403 for members without the right. */
    async require(
      organizationId: string,
      user: CurrentUser,
      action: OrganizationAction,
    ): Promise<AccessibleOrganization> {
      const { organization } = await requireOrganization({ repo }, organizationId, user, action);
      return { id: organization.id, name: organization.name };
    },
    members(organizationId: string): Promise<MemberWithUser[]> {
      return repo.members(organizationId);
    },
    async name(organizationId: string): Promise<string | null> {
      return (await repo.getOrganization(organizationId))?.name ?? null;
    },
    organizationIdsOf(userId: string): Promise<string[]> {
      return repo.organizationIdsOf(userId);
    },
    /** The catalogue lists when the organization is on an enterprise plan (spec section 5), else null. */
    async enterpriseCatalogue(organizationId: string): Promise<OrganizationCatalogue | null> {
      const subscription = await repo.currentSubscription(organizationId);
      if (subscription?.subType !== 'ENTERPRISE' && subscription?.subType !== 'ENTERPRISE_PLUS') return null;
      const organization = await repo.getOrganization(organizationId);
      if (!organization) return null;
      return {
        include_all_courses: organization.includeAllCourses,
        included_courses_list: organization.includedCoursesList,
        excluded_courses_list: organization.excludedCoursesList,
        included_categories_list: organization.includedCategoriesList,
        excluded_categories_list: organization.excludedCategoriesList,
      };
    },
  };
}
export type OrganizationAccess = ReturnType<typeof createOrganizationAccess>;
