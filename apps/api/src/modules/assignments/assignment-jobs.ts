import type { JobQueue } from '../../platform/jobs';
import type { AssignmentsContext } from './assignments-context';
import { REMINDERS_JOB, runAssignmentReminders } from './reminders';
import { runWeeklySummary, WEEKLY_SUMMARY_JOB } from './weekly-summary';

/**
 * Reminders every hour. The weekly summary goes out on Friday afternoon (UTC), when the week's
 * completions mean something; its row keeps it to once per organization and ISO week.
 */
export async function startAssignmentJobs(ctx: AssignmentsContext, queue: JobQueue): Promise<void> {
  await queue.work(REMINDERS_JOB, async () => {
    await runAssignmentReminders(ctx, ctx.now());
  });
  await queue.schedule(REMINDERS_JOB, '7 * * * *');
  await queue.work(WEEKLY_SUMMARY_JOB, async () => {
    await runWeeklySummary(ctx, ctx.now());
  });
  await queue.schedule(WEEKLY_SUMMARY_JOB, '0 16 * * 5');
}
