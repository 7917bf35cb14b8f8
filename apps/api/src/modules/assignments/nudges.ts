import { randomUUID } from 'node:crypto';
import { ASSIGNMENT_MESSAGES, DomainError, nudgeDay, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { AssignmentsContext } from './assignments-context';
import { assigneeIdsOf, loadOrganizationView, workResolver } from './organization-view';

/**
 * An admin or manager nudges one assignee in the app. One nudge per assignee and assignment a
 * (UTC) day: the unique index decides, so two clicks at once still make one.
 */
export async function nudgeAssignee(
  ctx: AssignmentsContext,
  organizationId: string,
  assignmentId: string,
  user: CurrentUser,
  assigneeId: string,
) {
  await ctx.organizations.require(organizationId, user, 'assign');
  const assignment = await ctx.repo.assignment(organizationId, assignmentId);
  if (!assignment) throw new DomainError(ASSIGNMENT_MESSAGES.ASSIGNMENT_NOT_FOUND, STATUS.NOT_FOUND);
  const view = await loadOrganizationView(ctx, organizationId);
  if (!assigneeIdsOf(assignment, view.members, view.groupMembers).includes(assigneeId))
    throw new DomainError(ASSIGNMENT_MESSAGES.NOT_ASSIGNED, STATUS.OPERATION_NOT_ALLOWED);
  const now = ctx.now();
  const created = await ctx.repo.createNudge({
    id: `ndg_${randomUUID()}`,
    assignmentId,
    userId: assigneeId,
    sentBy: user.id,
    day: nudgeDay(now),
    createdAt: now,
  });
  if (!created) throw new DomainError(ASSIGNMENT_MESSAGES.NUDGED_TODAY, STATUS.RATE_LIMIT);
  const sender = view.members.get(user.id);
  const work = await workResolver(ctx)(assignment.workKind, assignment.workId);
  return {
    nudge: {
      id: created.id,
      assignment_id: assignment.id,
      organization_id: organizationId,
      title: work.title,
      link: work.link,
      due_at: assignment.dueAt.toISOString(),
      from_name: sender?.name ?? null,
      created_at: created.createdAt.toISOString(),
    },
  };
}

/** The learner dismisses one of their own nudges; anyone else's is not found. */
export async function dismissNudge(ctx: AssignmentsContext, nudgeId: string, user: CurrentUser) {
  if (!(await ctx.repo.dismissNudge(nudgeId, user.id, ctx.now())))
    throw new DomainError(ASSIGNMENT_MESSAGES.NUDGE_NOT_FOUND, STATUS.NOT_FOUND);
  return { dismissed: true as const };
}
