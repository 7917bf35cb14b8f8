import type { StaffOrganizationBody, StaffOrganizationsReply } from '@learnbox/contracts';
import { DomainError, ORGANIZATION_NOT_FOUND_MESSAGE, STATUS } from '@learnbox/domain';
import type { StaffOrganizationsRepository } from './staff-organizations.repository';

/**
 * The staff switches of an organization (issue 16): whether its admins and managers may make
 * courses private, and how many free onboarding seats it has on top of the paid ones (0 = off).
 * The caller is checked by the route (requireStaff); organizations' own admins cannot turn these.
 */
export async function listStaffOrganizations(
  repo: StaffOrganizationsRepository,
): Promise<StaffOrganizationsReply> {
  return {
    organizations: (await repo.list()).map((row) => ({
      id: row.id,
      name: row.name,
      members: row.members,
      can_create_private_content: row.canCreatePrivateContent,
      free_onboarding_seats: row.freeOnboardingSeats,
    })),
  };
}

export async function updateStaffOrganization(
  repo: StaffOrganizationsRepository,
  organizationId: string,
  body: StaffOrganizationBody,
): Promise<StaffOrganizationsReply> {
  const found = await repo.update(organizationId, {
    canCreatePrivateContent: body.can_create_private_content,
    freeOnboardingSeats: body.free_onboarding_seats,
  });
  if (!found) throw new DomainError(ORGANIZATION_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  return listStaffOrganizations(repo);
}
