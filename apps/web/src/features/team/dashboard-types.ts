import type { OrganizationPermissionMembership } from '@learnbox/domain';

/** What every dashboard section is given: the organization, the viewer, and their membership. */
export interface DashboardSectionProps {
  organizationId: string;
  selfId: string;
  membership: OrganizationPermissionMembership;
}
