import { REMINDER_BEFORE_MS, reminderDue } from '@learnbox/domain';
import { reminderMail } from './assignment-mails';
import type { AssignmentsContext } from './assignments-context';
import { assigneeIdsOf, loadOrganizationView, trackProgress, workResolver } from './organization-view';

/** The job's name in platform/jobs; it runs every hour. */
export const REMINDERS_JOB = 'assignments.reminders';

/**
 * Mails each assignee of incomplete work once before the due date (REMINDER_BEFORE_MS ahead)
 * and once after it. The reminder row is claimed before the mail is queued in the outbox, so a
 * second run (or a second api copy) never mails the same reminder twice. Returns the mails sent.
 */
export async function runAssignmentReminders(ctx: AssignmentsContext, now: Date): Promise<number> {
  const due = await ctx.repo.assignmentsDueBy(new Date(now.getTime() + REMINDER_BEFORE_MS));
  const sent = await ctx.repo.sentReminders(due.map((assignment) => assignment.id));
  const views = new Map<string, Awaited<ReturnType<typeof loadOrganizationView>>>();
  const names = new Map<string, string>();
  const resolveWork = workResolver(ctx);
  let count = 0;
  for (const assignment of due) {
    // The kind this assignment calls for now, whoever the assignee; completion is checked per person.
    const kind = reminderDue(assignment.dueAt, now, false);
    if (!kind) continue;
    let view = views.get(assignment.organizationId);
    if (!view) {
      view = await loadOrganizationView(ctx, assignment.organizationId);
      views.set(assignment.organizationId, view);
      names.set(assignment.organizationId, (await ctx.organizations.name(assignment.organizationId)) ?? '');
    }
    const work = await resolveWork(assignment.workKind, assignment.workId);
    if (!work.link) continue;
    for (const userId of assigneeIdsOf(assignment, view.members, view.groupMembers)) {
      if (sent.has(`${assignment.id}:${userId}:${kind}`)) continue;
      const progress = await trackProgress(ctx, assignment, userId, now);
      if (progress.completed) continue;
      if (!(await ctx.repo.claimReminder(assignment.id, userId, kind, now))) continue;
      const member = view.members.get(userId);
      if (!member) continue;
      await ctx.sendMail(
        reminderMail({
          to: member.email,
          name: member.name,
          kind,
          title: work.title,
          organization: names.get(assignment.organizationId) ?? '',
          dueAt: assignment.dueAt,
          url: `${ctx.webOrigin}${work.link}`,
        }),
      );
      count += 1;
    }
  }
  return count;
}
