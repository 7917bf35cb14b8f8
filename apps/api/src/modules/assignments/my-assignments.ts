import type { MyAssignment, Nudge } from '@learnbox/contracts';
import type { CurrentUser } from '../../platform/http/current-user';
import type { AssignmentsContext } from './assignments-context';
import { trackProgress, workResolver } from './organization-view';

/** How far ahead GET /api/enterprise/events-info looks for due assignments. */
export const EVENTS_WINDOW_DAYS = 14;

/**
 * The learner's own assignments across their organizations (named directly or through a group),
 * soonest due first. An organization they left no longer assigns them anything.
 */
export async function myAssignments(ctx: AssignmentsContext, user: CurrentUser): Promise<MyAssignment[]> {
  const organizationIds = new Set(await ctx.organizations.organizationIdsOf(user.id));
  const resolveWork = workResolver(ctx);
  const names = new Map<string, string>();
  const now = ctx.now();
  const result: MyAssignment[] = [];
  for (const assignment of await ctx.repo.assignmentsNaming(user.id)) {
    if (!organizationIds.has(assignment.organizationId)) continue;
    if (!names.has(assignment.organizationId))
      names.set(assignment.organizationId, (await ctx.organizations.name(assignment.organizationId)) ?? '');
    const work = await resolveWork(assignment.workKind, assignment.workId);
    const progress = await trackProgress(ctx, assignment, user.id, now);
    result.push({
      id: assignment.id,
      organization_id: assignment.organizationId,
      organization_name: names.get(assignment.organizationId) ?? '',
      title: work.title,
      kind: work.kind,
      link: work.link,
      due_at: assignment.dueAt.toISOString(),
      status: progress.status,
      percent: progress.percent,
    });
  }
  return result;
}

/** The learner's nudges not dismissed yet, newest first, each naming its assignment. */
export async function myUnreadNudges(ctx: AssignmentsContext, user: CurrentUser): Promise<Nudge[]> {
  const organizationIds = new Set(await ctx.organizations.organizationIdsOf(user.id));
  const nudges = await ctx.repo.unreadNudges(user.id);
  const assignments = new Map(
    (await ctx.repo.assignmentsByIds([...new Set(nudges.map((nudge) => nudge.assignmentId))])).map((row) => [
      row.id,
      row,
    ]),
  );
  const resolveWork = workResolver(ctx);
  const result: Nudge[] = [];
  for (const nudge of nudges) {
    const assignment = assignments.get(nudge.assignmentId);
    if (!assignment || !organizationIds.has(assignment.organizationId)) continue;
    const work = await resolveWork(assignment.workKind, assignment.workId);
    const sender = nudge.sentBy
      ? (await ctx.organizations.members(assignment.organizationId)).find((m) => m.userId === nudge.sentBy)
      : undefined;
    result.push({
      id: nudge.id,
      assignment_id: assignment.id,
      organization_id: assignment.organizationId,
      title: work.title,
      link: work.link,
      due_at: assignment.dueAt.toISOString(),
      from_name: sender?.name ?? null,
      created_at: nudge.createdAt.toISOString(),
    });
  }
  return result;
}

export async function mine(ctx: AssignmentsContext, user: CurrentUser) {
  return { assignments: await myAssignments(ctx, user), nudges: await myUnreadNudges(ctx, user) };
}

/** GET /api/enterprise/events-info: what is due soon (or overdue) and the unread nudges. */
export async function eventsInfo(ctx: AssignmentsContext, user: CurrentUser) {
  const horizon = ctx.now().getTime() + EVENTS_WINDOW_DAYS * 86_400_000;
  const upcoming = (await myAssignments(ctx, user)).filter(
    (assignment) => assignment.status !== 'completed' && new Date(assignment.due_at).getTime() <= horizon,
  );
  return {
    window_days: EVENTS_WINDOW_DAYS,
    upcoming_due: upcoming,
    unread_nudges: await myUnreadNudges(ctx, user),
  };
}
