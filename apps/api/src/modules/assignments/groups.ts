import { randomUUID } from 'node:crypto';
import type { AssignmentGroup } from '@learnbox/contracts';
import { ASSIGNMENT_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { GroupWithMembers } from './assignments.repository';
import type { AssignmentsContext } from './assignments-context';

const toGroup = (group: GroupWithMembers): AssignmentGroup => ({
  id: group.id,
  name: group.name,
  member_ids: group.memberIds,
  created_at: group.createdAt.toISOString(),
});

/** Members named in a group must be members of the organization (400 otherwise). */
async function checkMembers(ctx: AssignmentsContext, organizationId: string, memberIds: string[]) {
  const members = new Set((await ctx.organizations.members(organizationId)).map((member) => member.userId));
  const unique = [...new Set(memberIds)];
  if (unique.some((id) => !members.has(id)))
    throw new DomainError(ASSIGNMENT_MESSAGES.ASSIGNEE_NOT_MEMBER, STATUS.OPERATION_NOT_ALLOWED);
  return unique;
}

async function checkName(
  ctx: AssignmentsContext,
  organizationId: string,
  name: string,
  exceptId: string | null,
) {
  if (await ctx.repo.groupNameTaken(organizationId, name, exceptId))
    throw new DomainError(ASSIGNMENT_MESSAGES.GROUP_NAME_TAKEN, STATUS.ALREADY_EXISTS);
}

async function requireGroup(ctx: AssignmentsContext, organizationId: string, groupId: string) {
  const group = await ctx.repo.group(organizationId, groupId);
  if (!group) throw new DomainError(ASSIGNMENT_MESSAGES.GROUP_NOT_FOUND, STATUS.NOT_FOUND);
  return group;
}

/** Admins and managers read groups (they assign to them); only admins change them. */
export async function listGroups(ctx: AssignmentsContext, organizationId: string, user: CurrentUser) {
  await ctx.organizations.require(organizationId, user, 'assign');
  return { groups: (await ctx.repo.groups(organizationId)).map(toGroup) };
}

export async function createGroup(
  ctx: AssignmentsContext,
  organizationId: string,
  user: CurrentUser,
  body: { name: string; member_ids: string[] },
) {
  await ctx.organizations.require(organizationId, user, 'manage');
  await checkName(ctx, organizationId, body.name, null);
  const memberIds = await checkMembers(ctx, organizationId, body.member_ids);
  const id = `grp_${randomUUID()}`;
  if (!(await ctx.repo.createGroup({ id, organizationId, name: body.name, memberIds })))
    throw new DomainError(ASSIGNMENT_MESSAGES.GROUP_NAME_TAKEN, STATUS.ALREADY_EXISTS);
  return { group: toGroup(await requireGroup(ctx, organizationId, id)) };
}

export async function updateGroup(
  ctx: AssignmentsContext,
  organizationId: string,
  groupId: string,
  user: CurrentUser,
  body: { name?: string; member_ids?: string[] },
) {
  await ctx.organizations.require(organizationId, user, 'manage');
  await requireGroup(ctx, organizationId, groupId);
  if (body.name !== undefined) await checkName(ctx, organizationId, body.name, groupId);
  const memberIds =
    body.member_ids === undefined ? undefined : await checkMembers(ctx, organizationId, body.member_ids);
  await ctx.repo.updateGroup({ id: groupId, name: body.name, memberIds });
  return { group: toGroup(await requireGroup(ctx, organizationId, groupId)) };
}

export async function deleteGroup(
  ctx: AssignmentsContext,
  organizationId: string,
  groupId: string,
  user: CurrentUser,
) {
  await ctx.organizations.require(organizationId, user, 'manage');
  await requireGroup(ctx, organizationId, groupId);
  await ctx.repo.deleteGroup(groupId);
  return { groups: (await ctx.repo.groups(organizationId)).map(toGroup) };
}
