import { isoWeekKey, isoWeekStart } from '@learnbox/domain';
import { weeklySummaryMail } from './assignment-mails';
import type { AssignmentsContext } from './assignments-context';
import { organizationFacts } from './reports';

/** The job's name in platform/jobs; scheduled hourly, it mails once per organization and ISO week. */
export const WEEKLY_SUMMARY_JOB = 'assignments.weekly-summary';

/**
 * Mails each admin of every organization with assignments: completions of assigned work this
 * ISO week and the assignments with someone overdue. The week's row is claimed first, so the
 * summary goes out once per organization and week however often the job runs. Returns the
 * organizations summarized.
 */
export async function runWeeklySummary(ctx: AssignmentsContext, now: Date): Promise<number> {
  const week = isoWeekKey(now);
  const weekStart = isoWeekStart(now).getTime();
  let count = 0;
  for (const organizationId of await ctx.repo.organizationIdsWithAssignments()) {
    if (!(await ctx.repo.claimWeeklySummary(organizationId, week, now))) continue;
    const { view, facts } = await organizationFacts(ctx, organizationId, now);
    const completions = facts.filter(
      (fact) => fact.progress.completedAt && fact.progress.completedAt.getTime() >= weekStart,
    ).length;
    const overdue = new Set(
      facts.filter((fact) => fact.progress.status === 'overdue').map((fact) => fact.assignmentId),
    ).size;
    const organization = (await ctx.organizations.name(organizationId)) ?? '';
    for (const admin of [...view.members.values()].filter((member) => member.isAdmin))
      await ctx.sendMail(
        weeklySummaryMail({
          to: admin.email,
          name: admin.name,
          organization,
          completions,
          overdue,
          url: `${ctx.webOrigin}/enterprise-dashboard`,
        }),
      );
    count += 1;
  }
  return count;
}
