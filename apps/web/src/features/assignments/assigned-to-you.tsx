'use client';

import type { MyAssignmentsReply } from '@learnbox/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useUserInfo } from '../user-info/use-user-info';
import { assignmentsApi, formatDue, statusLabel } from './assignments-api';

const MINE_KEY = ['assignments', 'mine'] as const;

/** Null when the call fails; the home then shows nothing, as for learners with nothing assigned. */
async function loadMine(): Promise<MyAssignmentsReply | null> {
  const result = await assignmentsApi.mine();
  return result.ok ? result.data : null;
}

const STATUS_TONE: Record<string, string> = {
  completed: 'text-green-700 dark:text-green-300',
  overdue: 'text-red-700 dark:text-red-300',
  in_progress: 'text-fg',
  not_started: 'text-muted',
};

/** "Assigned to you" on a member's home: their organizations' assignments and nudges. */
export function AssignedToYou() {
  const queryClient = useQueryClient();
  // Visitors are never asked: a 401 would only add noise to their console.
  const { data: user } = useUserInfo();
  const mine = useQuery({ queryKey: MINE_KEY, queryFn: loadMine, enabled: Boolean(user) });
  const data = user ? mine.data : null;
  if (!data || (data.assignments.length === 0 && data.nudges.length === 0)) return null;
  const dismiss = async (nudgeId: string) => {
    await assignmentsApi.dismissNudge(nudgeId);
    await queryClient.invalidateQueries({ queryKey: MINE_KEY });
  };
  return (
    <section
      aria-labelledby="assigned-heading"
      className="mx-auto max-w-6xl px-4 pt-12 sm:px-6"
      data-testid="assigned-to-you"
    >
      <h2 id="assigned-heading" className="text-2xl font-bold tracking-tight text-fg">
        Assigned to you
      </h2>
      {data.nudges.length ? (
        <ul className="mt-4 grid gap-2">
          {data.nudges.map((nudge) => (
            <li
              key={nudge.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm text-fg"
              data-testid={`nudge-${nudge.id}`}
            >
              <span>
                {nudge.from_name ?? 'Your organization'} reminded you about{' '}
                {nudge.link ? (
                  <Link href={nudge.link} className="font-semibold text-brand hover:underline">
                    {nudge.title}
                  </Link>
                ) : (
                  nudge.title
                )}
                , due {formatDue(nudge.due_at)}.
              </span>
              <button
                type="button"
                className="rounded-lg border border-line px-3 py-1 text-sm hover:bg-surface"
                onClick={() => void dismiss(nudge.id)}
                data-testid={`nudge-dismiss-${nudge.id}`}
              >
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.assignments.map((assignment) => (
          <li
            key={assignment.id}
            className="rounded-2xl border border-line bg-surface p-4"
            data-testid={`assigned-item-${assignment.id}`}
          >
            <p className="text-xs uppercase tracking-wide text-muted">
              {assignment.kind} · {assignment.organization_name}
            </p>
            <p className="mt-1 font-semibold text-fg">
              {assignment.link ? (
                <Link href={assignment.link} className="hover:underline">
                  {assignment.title}
                </Link>
              ) : (
                assignment.title
              )}
            </p>
            <p className="mt-2 text-sm text-muted">Due {formatDue(assignment.due_at)}</p>
            <p
              className={`mt-1 text-sm font-medium ${STATUS_TONE[assignment.status] ?? 'text-fg'}`}
              data-testid="assigned-status"
            >
              {statusLabel(assignment.status)} · {assignment.percent}%
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
