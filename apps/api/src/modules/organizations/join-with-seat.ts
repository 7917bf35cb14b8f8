import type { OrganizationsContext } from './organizations-context';
import { seatUsage } from './team-view';

export type SeatJoin = 'joined' | 'already-member' | 'no-seat';

/**
 * Gives a user who proved themselves through the organization's own sign-in (organization SSO) a
 * seat, under the organization's lock like accepting an invitation. Seats promised to pending
 * invitations stay theirs, so SSO never takes a seat an invited person was told about.
 */
export async function joinWithSeat(
  ctx: OrganizationsContext,
  organizationId: string,
  userId: string,
): Promise<SeatJoin> {
  const now = ctx.now();
  const outcome = await ctx.locked(organizationId, async (repo): Promise<SeatJoin> => {
    const { live, members, usage } = await seatUsage(repo, organizationId, now);
    if (members.some((member) => member.userId === userId && member.isSubscriber)) return 'already-member';
    if (!live || usage.used + usage.pending >= usage.seats) return 'no-seat';
    await repo.addSubscriber(organizationId, userId);
    return 'joined';
  });
  if (outcome === 'joined') ctx.invalidateUserInfo(userId);
  return outcome;
}

/** Whether the user is already a member of the organization (any role). */
export async function isMember(ctx: OrganizationsContext, organizationId: string, userId: string) {
  return (await ctx.repo.membership(organizationId, userId)) !== null;
}
