import type { Assignment } from '@learnbox/contracts';
import { ASSIGNMENT_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { AssignmentWithTargets } from './assignments.repository';
import type { AssignmentsContext } from './assignments-context';
import { assigneeIdsOf, loadOrganizationView, trackProgress, workResolver } from './organization-view';

type View = Awaited<ReturnType<typeof loadOrganizationView>>;

/** An assignment as admins and managers see it: the work, its targets and each assignee's status. */
export async function describeAssignment(
  ctx: AssignmentsContext,
  assignment: AssignmentWithTargets,
  view: View,
  resolveWork: ReturnType<typeof workResolver>,
  now: Date,
): Promise<Assignment> {
  const assignees = [];
  for (const userId of assigneeIdsOf(assignment, view.members, view.groupMembers)) {
    const member = view.members.get(userId);
    if (!member) continue;
    const progress = await trackProgress(ctx, assignment, userId, now);
    assignees.push({
      user_id: userId,
      name: member.name,
      email: member.email,
      status: progress.status,
      percent: progress.percent,
    });
  }
  return {
    id: assignment.id,
    work: await resolveWork(assignment.workKind, assignment.workId),
    due_at: assignment.dueAt.toISOString(),
    created_at: assignment.createdAt.toISOString(),
    created_by: assignment.createdBy,
    member_ids: assignment.memberIds,
    group_ids: assignment.groupIds,
    assignees,
  };
}

async function describeAll(ctx: AssignmentsContext, organizationId: string) {
  const view = await loadOrganizationView(ctx, organizationId);
  const resolveWork = workResolver(ctx);
  const now = ctx.now();
  const assignments = [];
  for (const assignment of await ctx.repo.assignmentsOf(organizationId))
    assignments.push(await describeAssignment(ctx, assignment, view, resolveWork, now));
  return { assignments };
}

export async function listAssignments(ctx: AssignmentsContext, organizationId: string, user: CurrentUser) {
  await ctx.organizations.require(organizationId, user, 'assign');
  return describeAll(ctx, organizationId);
}

export async function removeAssignment(
  ctx: AssignmentsContext,
  organizationId: string,
  assignmentId: string,
  user: CurrentUser,
) {
  await ctx.organizations.require(organizationId, user, 'assign');
  const assignment = await ctx.repo.assignment(organizationId, assignmentId);
  if (!assignment) throw new DomainError(ASSIGNMENT_MESSAGES.ASSIGNMENT_NOT_FOUND, STATUS.NOT_FOUND);
  await ctx.repo.deleteAssignment(assignment.id);
  return describeAll(ctx, organizationId);
}

/** The form's lists: published work (courses and paths filtered by an enterprise catalogue), members, groups. */
export async function listAssignableWorks(
  ctx: AssignmentsContext,
  organizationId: string,
  user: CurrentUser,
) {
  await ctx.organizations.require(organizationId, user, 'assign');
  const view = await loadOrganizationView(ctx, organizationId);
  return {
    works: await ctx.works.assignable(
      await ctx.organizations.enterpriseCatalogue(organizationId),
      organizationId,
    ),
    members: [...view.members.values()].map((member) => ({
      user_id: member.userId,
      name: member.name,
      email: member.email,
    })),
    groups: view.groups.map((group) => ({ id: group.id, name: group.name, member_ids: group.memberIds })),
  };
}
