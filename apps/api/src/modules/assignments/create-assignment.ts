import { randomUUID } from 'node:crypto';
import type { CreateAssignmentBody } from '@learnbox/contracts';
import { ASSIGNMENT_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { AssignmentsContext } from './assignments-context';
import { describeAssignment } from './list-assignments';
import { loadOrganizationView, workResolver } from './organization-view';

const refuse = (message: string) => new DomainError(message, STATUS.OPERATION_NOT_ALLOWED);

/**
 * Assigns published work to members and groups of this organization with a due date in the
 * future. For enterprise plans the work must be in the organization's catalogue, or members
 * would be assigned what they cannot open.
 */
export async function createAssignment(
  ctx: AssignmentsContext,
  organizationId: string,
  user: CurrentUser,
  body: CreateAssignmentBody,
) {
  await ctx.organizations.require(organizationId, user, 'assign');
  const now = ctx.now();
  const dueAt = new Date(body.due_at);
  if (dueAt.getTime() <= now.getTime()) throw refuse(ASSIGNMENT_MESSAGES.DUE_IN_PAST);
  const memberIds = [...new Set(body.member_ids)];
  const groupIds = [...new Set(body.group_ids)];
  if (memberIds.length === 0 && groupIds.length === 0) throw refuse(ASSIGNMENT_MESSAGES.NO_ASSIGNEES);
  const view = await loadOrganizationView(ctx, organizationId);
  if (memberIds.some((id) => !view.members.has(id))) throw refuse(ASSIGNMENT_MESSAGES.ASSIGNEE_NOT_MEMBER);
  if (groupIds.some((id) => !view.groupMembers.has(id))) throw refuse(ASSIGNMENT_MESSAGES.GROUP_NOT_FOUND);
  const work = await ctx.works.find(
    body.work_kind,
    body.work_id,
    await ctx.organizations.enterpriseCatalogue(organizationId),
    organizationId,
  );
  if (work === 'missing') throw refuse(ASSIGNMENT_MESSAGES.WORK_NOT_FOUND);
  if (work === 'hidden') throw refuse(ASSIGNMENT_MESSAGES.WORK_NOT_IN_CATALOGUE);
  const id = `asg_${randomUUID()}`;
  await ctx.repo.createAssignment(
    { id, organizationId, workKind: work.kind, workId: work.id, createdBy: user.id, dueAt, createdAt: now },
    memberIds,
    groupIds,
  );
  const created = await ctx.repo.assignment(organizationId, id);
  if (!created) throw new DomainError(ASSIGNMENT_MESSAGES.ASSIGNMENT_NOT_FOUND, STATUS.NOT_FOUND);
  return { assignment: await describeAssignment(ctx, created, view, workResolver(ctx), now) };
}
