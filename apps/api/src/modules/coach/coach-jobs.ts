import type { Database } from '@learnbox/db';
import { coachAllowanceKeptFrom } from '@learnbox/domain';
import type { JobQueue } from '../../platform/jobs';
import { createCoachRepository } from './coach.repository';

/** The job's name in platform/jobs; it runs once a day. */
export const ALLOWANCE_CLEANUP_JOB = 'coach.allowance-cleanup';

/**
 * Deletes the allowance counters of days the allowance no longer reads (one row per learner and
 * day is written and never needed after it), keeping COACH_ALLOWANCE_DAYS_KEPT days. Returns how
 * many rows went.
 */
export async function deleteOldAllowanceDays(db: Database, now: Date): Promise<number> {
  return createCoachRepository(db).deleteAllowanceDaysBefore(coachAllowanceKeptFrom(now));
}

/** The coach's background work: the counters' clean-up, daily in the quiet early hours (UTC). */
export async function startCoachJobs(
  db: Database,
  queue: JobQueue,
  now: () => Date = () => new Date(),
): Promise<void> {
  await queue.work(ALLOWANCE_CLEANUP_JOB, async () => {
    await deleteOldAllowanceDays(db, now());
  });
  await queue.schedule(ALLOWANCE_CLEANUP_JOB, '23 3 * * *');
}
