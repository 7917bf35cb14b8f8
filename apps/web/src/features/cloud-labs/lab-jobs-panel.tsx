'use client';

import type { LabLearnerJob } from '@learnbox/contracts';
import { LAB_PAGE_MESSAGES } from '@learnbox/domain';

/**
 * The lab's docker jobs, each with its "Run" (spec section 3 "Docker job"): the live-container
 * job first and marked, as the api lists them. Nothing shows for a lab without jobs.
 */
export function LabJobsPanel({
  jobs,
  canRun,
  notice,
  onRun,
}: {
  jobs: LabLearnerJob[];
  canRun: boolean;
  notice: string | null;
  onRun: (job: LabLearnerJob) => void;
}) {
  if (jobs.length === 0) return null;
  return (
    <section
      aria-labelledby="lab-jobs-title"
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="lab-jobs"
    >
      <h2 id="lab-jobs-title" className="text-lg font-semibold text-fg">
        {LAB_PAGE_MESSAGES.JOBS}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {canRun ? LAB_PAGE_MESSAGES.JOBS_HINT : LAB_PAGE_MESSAGES.JOBS_NEED_LAB}
      </p>
      <ul className="mt-3 space-y-2">
        {jobs.map((job) => (
          <li key={job.key} className="flex items-center gap-3" data-job={job.key}>
            <div className="min-w-0 flex-1">
              <p className="truncate text-fg">{job.name}</p>
              {job.runInLiveContainer ? (
                <p className="text-xs text-muted">{LAB_PAGE_MESSAGES.LIVE_JOB}</p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onRun(job)}
              disabled={!canRun}
              aria-label={`${LAB_PAGE_MESSAGES.RUN_JOB} ${job.name}`}
              className={`rounded-full px-4 py-1.5 font-semibold disabled:opacity-50 ${
                job.runInLiveContainer ? 'bg-brand text-white' : 'border border-line text-fg'
              }`}
            >
              {LAB_PAGE_MESSAGES.RUN_JOB}
            </button>
          </li>
        ))}
      </ul>
      {notice ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
