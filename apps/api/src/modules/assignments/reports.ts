import type { AssignmentReport, MemberReport } from '@learnbox/contracts';
import { csvLine, isoWeekKey } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { AssignmentsContext } from './assignments-context';
import {
  assigneeIdsOf,
  loadOrganizationView,
  type TrackedProgress,
  trackProgress,
  workResolver,
} from './organization-view';

/** One assignee of one assignment, as every report reads it. */
interface ReportFact {
  assignmentId: string;
  userId: string;
  title: string;
  kind: AssignmentReport['kind'];
  progress: TrackedProgress;
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

const weekly = (facts: ReportFact[]) => {
  const counts = new Map<string, number>();
  for (const fact of facts)
    if (fact.progress.completedAt) {
      const week = isoWeekKey(fact.progress.completedAt);
      counts.set(week, (counts.get(week) ?? 0) + 1);
    }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, count]) => ({ week, count }));
};

/**
 * Every assignee's progress in every assignment of the organization, read through the progress,
 * assessments and projects modules. Reports, the CSV and the weekly summary are views of it.
 */
export async function organizationFacts(ctx: AssignmentsContext, organizationId: string, now: Date) {
  const view = await loadOrganizationView(ctx, organizationId);
  const resolveWork = workResolver(ctx);
  const assignments = await ctx.repo.assignmentsOf(organizationId);
  const facts: ReportFact[] = [];
  for (const assignment of assignments) {
    const work = await resolveWork(assignment.workKind, assignment.workId);
    for (const userId of assigneeIdsOf(assignment, view.members, view.groupMembers))
      facts.push({
        assignmentId: assignment.id,
        userId,
        title: work.title,
        kind: work.kind,
        progress: await trackProgress(ctx, assignment, userId, now),
      });
  }
  return { view, assignments, facts };
}

async function memberReports(ctx: AssignmentsContext, organizationId: string) {
  const { view, assignments, facts } = await organizationFacts(ctx, organizationId, ctx.now());
  const kindOf = new Map(assignments.map((a) => [a.id, a]));
  const members: MemberReport[] = [...view.members.values()].map((member) => {
    const own = facts.filter((fact) => fact.userId === member.userId);
    return {
      user_id: member.userId,
      name: member.name,
      email: member.email,
      assigned: own.length,
      completed: own.filter((fact) => fact.progress.status === 'completed').length,
      in_progress: own.filter((fact) => fact.progress.status === 'in_progress').length,
      overdue: own.filter((fact) => fact.progress.status === 'overdue').length,
      percent: mean(own.map((fact) => fact.progress.percent)),
      assessment_levels: own
        .filter((fact) => fact.kind === 'assessment')
        .map((fact) => ({
          assessment_id: kindOf.get(fact.assignmentId)?.workId ?? '',
          title: fact.title,
          level: fact.progress.level,
          finished_at: fact.progress.completedAt?.toISOString() ?? null,
        })),
    };
  });
  return { members, completions_by_week: weekly(facts) };
}

export async function reportMembers(ctx: AssignmentsContext, organizationId: string, user: CurrentUser) {
  await ctx.organizations.require(organizationId, user, 'report');
  return memberReports(ctx, organizationId);
}

export async function reportAssignments(ctx: AssignmentsContext, organizationId: string, user: CurrentUser) {
  await ctx.organizations.require(organizationId, user, 'report');
  const { assignments, facts } = await organizationFacts(ctx, organizationId, ctx.now());
  const resolveWork = workResolver(ctx);
  const rows: AssignmentReport[] = [];
  for (const assignment of assignments) {
    const own = facts.filter((fact) => fact.assignmentId === assignment.id);
    const count = (status: string) => own.filter((fact) => fact.progress.status === status).length;
    const work = await resolveWork(assignment.workKind, assignment.workId);
    rows.push({
      id: assignment.id,
      title: work.title,
      kind: work.kind,
      due_at: assignment.dueAt.toISOString(),
      assignees: own.length,
      completed: count('completed'),
      in_progress: count('in_progress'),
      not_started: count('not_started'),
      overdue: count('overdue'),
      percent: mean(own.map((fact) => fact.progress.percent)),
    });
  }
  return { assignments: rows, completions_by_week: weekly(facts) };
}

export const MEMBER_CSV_HEADER = [
  'name',
  'email',
  'assigned',
  'completed',
  'in_progress',
  'overdue',
  'progress_percent',
  'assessment_levels',
] as const;

/** The member report as CSV (RFC 4180, CRLF lines, cells safe from spreadsheet formulas). */
export async function reportMembersCsv(ctx: AssignmentsContext, organizationId: string, user: CurrentUser) {
  const organization = await ctx.organizations.require(organizationId, user, 'report');
  const { members } = await memberReports(ctx, organizationId);
  const lines = [
    csvLine(MEMBER_CSV_HEADER),
    ...members.map((member) =>
      csvLine([
        member.name,
        member.email,
        member.assigned,
        member.completed,
        member.in_progress,
        member.overdue,
        member.percent,
        member.assessment_levels.map((entry) => `${entry.title}: ${entry.level ?? '-'}`).join('; '),
      ]),
    ),
  ];
  const slug =
    organization.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'organization';
  return {
    fileName: `${slug}-members-${ctx.now().toISOString().slice(0, 10)}.csv`,
    csv: `${lines.join('\r\n')}\r\n`,
  };
}
