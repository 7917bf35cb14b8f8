import type { AssignmentWork } from '@learnbox/contracts';
import {
  ASSIGNMENT_MESSAGES,
  type AssignmentStatus,
  type AssignmentWorkKind,
  assignmentStatus,
} from '@learnbox/domain';
import type { AssignmentWithTargets } from './assignments.repository';
import type { AssignmentsContext } from './assignments-context';
import type { AssignedProgress } from './work-catalog';

export interface OrganizationMember {
  userId: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

/** The people an assignment reaches now: named members and group members still in the organization. */
export function assigneeIdsOf(
  assignment: Pick<AssignmentWithTargets, 'memberIds' | 'groupIds'>,
  members: ReadonlyMap<string, OrganizationMember>,
  groupMembers: ReadonlyMap<string, string[]>,
): string[] {
  const ids = new Set(assignment.memberIds);
  for (const groupId of assignment.groupIds)
    for (const userId of groupMembers.get(groupId) ?? []) ids.add(userId);
  return [...ids].filter((id) => members.has(id)).sort();
}

/** An organization's members and its groups' members, read once for a listing or a report. */
export async function loadOrganizationView(ctx: AssignmentsContext, organizationId: string) {
  const members = new Map(
    (await ctx.organizations.members(organizationId)).map((member) => [
      member.userId,
      { userId: member.userId, name: member.name, email: member.email, isAdmin: member.isAdmin },
    ]),
  );
  const groups = await ctx.repo.groups(organizationId);
  const groupMembers = new Map(groups.map((group) => [group.id, group.memberIds]));
  return { members, groups, groupMembers };
}

/** Resolves each piece of assigned work once per request; an unpublished one keeps a plain title. */
export function workResolver(ctx: AssignmentsContext) {
  const cache = new Map<string, Promise<AssignmentWork>>();
  return (kind: string, id: string): Promise<AssignmentWork> => {
    const key = `${kind}:${id}`;
    let found = cache.get(key);
    if (!found) {
      const workKind = kind as AssignmentWorkKind;
      found = ctx.works
        .find(workKind, id, null)
        .then((work) =>
          typeof work === 'string'
            ? { kind: workKind, id, title: ASSIGNMENT_MESSAGES.WORK_UNPUBLISHED_TITLE, link: '' }
            : work,
        );
      cache.set(key, found);
    }
    return found;
  };
}

export interface TrackedProgress extends AssignedProgress {
  status: AssignmentStatus;
}

/** A learner's progress in one assignment, with the status its due date gives it now. */
export async function trackProgress(
  ctx: AssignmentsContext,
  assignment: Pick<AssignmentWithTargets, 'workKind' | 'workId' | 'dueAt'>,
  userId: string,
  now: Date,
): Promise<TrackedProgress> {
  const progress = await ctx.works.progressOf(
    userId,
    assignment.workKind as AssignmentWorkKind,
    assignment.workId,
  );
  return { ...progress, status: assignmentStatus(progress, assignment.dueAt, now) };
}
