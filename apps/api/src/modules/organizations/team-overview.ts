import { TEAM_ACTIVITY_DAYS, type TeamOverviewReply } from '@learnbox/contracts';
import type { CurrentUser } from '../../platform/http/current-user';
import type { OrganizationsContext } from './organizations-context';
import { requireOrganization } from './require-admin';
import { seatUsage } from './team-view';

const DAY_MS = 86_400_000;

/**
 * The team home of admins and managers ('upskill' mode, spec section 4): seats, who is in the
 * team, and how much it learned in the last days. Managers read reports, so they may see this.
 */
export async function teamOverview(
  ctx: OrganizationsContext,
  organizationId: string,
  user: CurrentUser,
): Promise<TeamOverviewReply> {
  const { organization } = await requireOrganization(ctx, organizationId, user, 'report');
  const now = ctx.now();
  const { members, usage } = await seatUsage(ctx.repo, organizationId, now);
  const since = new Date(now.getTime() - TEAM_ACTIVITY_DAYS * DAY_MS);
  const activity = await ctx.teamActivity(
    members.map((member) => member.userId),
    since,
  );
  return {
    organization: { id: organization.id, name: organization.name },
    seats: usage,
    people: {
      members: members.length,
      admins: members.filter((member) => member.isAdmin).length,
      managers: members.filter((member) => !member.isAdmin && member.isManager).length,
    },
    activity: {
      days: TEAM_ACTIVITY_DAYS,
      lessons_completed: activity.lessonsCompleted,
      active_learners: activity.activeLearners,
    },
  };
}
