import type { TeamReply } from '@learnbox/contracts';
import {
  effectiveAdminLevel,
  getOrganizationRole,
  invitationState,
  type SeatUsage,
  seatsWithOnboarding,
} from '@learnbox/domain';
import { isLive } from '../commerce';
import type { OrganizationRow, OrganizationsRepository } from './organizations.repository';

/**
 * Seats paid on the organization's current subscription plus its free onboarding seats, taken by
 * members holding a seat (is_subscriber), and held by invitations still pending (expired ones hold
 * none). Without a live subscription there are no seats to give.
 */
export async function seatUsage(repo: OrganizationsRepository, organizationId: string, now: Date) {
  const [subscription, members, invitations, organization] = await Promise.all([
    repo.currentSubscription(organizationId),
    repo.members(organizationId),
    repo.openInvitations(organizationId),
    repo.getOrganization(organizationId),
  ]);
  const live = subscription !== null && isLive(subscription, now);
  // Free onboarding seats (spec section 3) are given on top of the paid ones while the plan is live.
  const freeOnboarding = live ? Math.max(0, organization?.freeOnboardingSeats ?? 0) : 0;
  const usage: SeatUsage = {
    seats: live ? seatsWithOnboarding(subscription.seats, freeOnboarding) : 0,
    used: members.filter((member) => member.isSubscriber).length,
    pending: invitations.filter((invitation) => invitationState(invitation, now) === 'pending').length,
  };
  return { subscription, live, members, invitations, usage, freeOnboarding };
}

/** The team page: organization, seat usage, members with roles, open invitations. */
export async function loadTeam(
  repo: OrganizationsRepository,
  organization: OrganizationRow,
  now: Date,
): Promise<TeamReply> {
  const { subscription, live, members, invitations, usage, freeOnboarding } = await seatUsage(
    repo,
    organization.id,
    now,
  );
  return {
    organization: {
      id: organization.id,
      name: organization.name,
      subscription_sub_type: subscription?.subType ?? null,
      subscription_active: live,
      expires_at: subscription?.expiresAt.toISOString() ?? null,
    },
    seats: { ...usage, free_onboarding: freeOnboarding },
    members: members.map((member) => ({
      user_id: member.userId,
      name: member.name,
      email: member.email,
      role: getOrganizationRole({
        organization_id: organization.id,
        is_admin: member.isAdmin,
        is_manager: member.isManager,
        subscription_id: live ? subscription?.id : null,
      }),
      is_admin: member.isAdmin,
      admin_level: member.isAdmin ? effectiveAdminLevel(member) : null,
      is_manager: member.isManager,
      is_mentor: member.isMentor,
      is_subscriber: member.isSubscriber,
      joined_at: member.createdAt.toISOString(),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      sent_at: invitation.sentAt.toISOString(),
      expires_at: invitation.expiresAt.toISOString(),
      expired: invitationState(invitation, now) === 'expired',
    })),
  };
}
