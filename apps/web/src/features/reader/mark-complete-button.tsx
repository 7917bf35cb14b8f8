'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { api } from '../api-client/api-client';
import { NextLessonNudge } from './reader-nudges';

/** Marks the lesson complete (or not) and refreshes the outline and percent around it. */
export function MarkCompleteButton({
  lessonId,
  completed,
  nextHref,
}: {
  lessonId: string;
  completed: boolean;
  nextHref: string | null;
}) {
  const router = useRouter();
  const [done, setDone] = useState(completed);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const toggle = async () => {
    const reply = await api.call(done ? apiRefs.progress.uncompleteLesson : apiRefs.progress.completeLesson, {
      params: { lessonId },
    });
    if (!reply.ok) {
      setError(reply.errorText);
      return;
    }
    setError(null);
    setDone(reply.data.completed);
    setPercent(reply.data.course.percent);
    startTransition(() => router.refresh());
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={toggle}
        disabled={pending}
        aria-pressed={done}
        data-testid="mark-complete"
        className={
          done
            ? 'inline-flex h-11 items-center gap-2 rounded-xl border border-emerald-700 bg-emerald-50 px-5 text-sm font-semibold text-emerald-900 hover:bg-emerald-100 dark:bg-emerald-950 dark:text-emerald-100'
            : 'inline-flex h-11 items-center gap-2 rounded-xl bg-emerald-700 px-5 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'
        }
      >
        {done ? '✓ Completed' : 'Mark as complete'}
      </button>
      {percent !== null ? (
        <span role="status" className="text-sm text-muted" data-testid="course-percent">
          Course {percent}% complete
        </span>
      ) : null}
      {done && nextHref && percent !== null ? (
        // Completed in this visit: the nudge (its view and click are logged).
        <NextLessonNudge href={nextHref} />
      ) : done && nextHref ? (
        <a href={nextHref} className="text-sm font-semibold text-brand hover:underline">
          Go to the next lesson →
        </a>
      ) : null}
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
