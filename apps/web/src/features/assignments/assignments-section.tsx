'use client';

import type { Assignment } from '@learnbox/contracts';
import { canInOrganization } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { DashboardSectionProps } from '../team/dashboard-types';
import { AssignmentForm } from './assignment-form';
import { assignmentsApi, formatDue, statusLabel } from './assignments-api';

const SECTION = 'rounded-2xl border border-line bg-surface p-5 sm:p-6';
const BUTTON =
  'rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

async function unwrap<T>(promise: Promise<{ ok: true; data: T } | { ok: false; errorText: string }>) {
  const result = await promise;
  if (!result.ok) throw new Error(result.errorText);
  return result.data;
}

/** One assignment: the work, due date, and each assignee's status with a Nudge button. */
function AssignmentRow({
  assignment,
  busy,
  onNudge,
  onRemove,
}: {
  assignment: Assignment;
  busy: boolean;
  onNudge: (userId: string, name: string) => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid gap-2 py-4" data-testid={`assignment-row-${assignment.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-fg">
          {assignment.work.title}{' '}
          <span className="text-sm font-normal text-muted">({assignment.work.kind})</span>
        </p>
        <p className="text-sm text-muted">Due {formatDue(assignment.due_at)}</p>
      </div>
      <ul className="grid gap-1">
        {assignment.assignees.map((assignee) => (
          <li key={assignee.user_id} className="flex flex-wrap items-center gap-3 text-sm text-fg">
            <span>{assignee.name || assignee.email}</span>
            <span
              className="text-muted"
              data-testid={`assignment-status-${assignment.id}-${assignee.user_id}`}
            >
              {statusLabel(assignee.status)} · {assignee.percent}%
            </span>
            {assignee.status !== 'completed' ? (
              <button
                type="button"
                className={BUTTON}
                disabled={busy}
                onClick={() => onNudge(assignee.user_id, assignee.name || assignee.email)}
                data-testid={`assignment-nudge-${assignment.id}-${assignee.user_id}`}
              >
                Nudge
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className={BUTTON} disabled={busy} onClick={onRemove}>
          Withdraw
        </button>
      </div>
    </li>
  );
}

/** A named group of members; admins create them here, then assign to the whole group. */
function GroupForm({
  organizationId,
  members,
  onDone,
}: {
  organizationId: string;
  members: { user_id: string; name: string; email: string }[];
  onDone: (text: string) => void;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await assignmentsApi.createGroup(organizationId, name, [...chosen]);
    if (!result.ok) {
      setError(result.errorText);
      return;
    }
    setError(null);
    setName('');
    setChosen(new Set());
    onDone(`The group ${result.data.group.name} was created.`);
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3" data-testid="group-form">
      <h2 className="text-lg font-semibold text-fg">New group</h2>
      <label className="grid max-w-sm gap-1 text-sm text-fg">
        Name
        <input
          className="rounded-lg border border-line bg-surface px-3 py-2"
          value={name}
          onChange={(event) => setName(event.target.value)}
          data-testid="group-name"
          required
        />
      </label>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-fg">Members</legend>
        {members.map((member) => (
          <label key={member.user_id} className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={chosen.has(member.user_id)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(member.user_id);
                else next.delete(member.user_id);
                setChosen(next);
              }}
            />
            {member.name || member.email}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={BUTTON} data-testid="group-create">
          Create group
        </button>
      </div>
    </form>
  );
}

/** The dashboard's Assignments tab (admins and managers): assign, follow up, nudge. */
export function AssignmentsSection({ organizationId, membership }: DashboardSectionProps) {
  const queryClient = useQueryClient();
  const listKey = ['assignments', organizationId] as const;
  const optionsKey = ['assignment-options', organizationId] as const;
  const options = useQuery({
    queryKey: optionsKey,
    queryFn: () => unwrap(assignmentsApi.options(organizationId)),
  });
  const list = useQuery({ queryKey: listKey, queryFn: () => unwrap(assignmentsApi.list(organizationId)) });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  // Groups are edited with the manage right; managers assign to the groups admins made.
  const canEditGroups = canInOrganization(membership, 'manage');

  const act = async (call: () => Promise<{ ok: boolean; errorText?: string }>, done: string) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    setNotice(result.ok ? { tone: 'info', text: done } : { tone: 'error', text: result.errorText ?? '' });
    await queryClient.invalidateQueries({ queryKey: listKey });
  };

  if (options.isPending || list.isPending) return <p className="mt-8 text-muted">Loading assignments…</p>;
  if (options.isError || list.isError)
    return (
      <p role="alert" className="mt-8 text-red-700 dark:text-red-300">
        {(options.error ?? list.error)?.message}
      </p>
    );
  return (
    <div className="mt-8 grid gap-6" data-testid="assignments-panel">
      <section className={SECTION}>
        <AssignmentForm
          organizationId={organizationId}
          options={options.data}
          onCreated={(assignment) => {
            setNotice({ tone: 'info', text: `${assignment.work.title} was assigned.` });
            void queryClient.invalidateQueries({ queryKey: listKey });
          }}
        />
      </section>
      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={notice.tone === 'error' ? 'text-sm text-red-700 dark:text-red-300' : 'text-sm text-fg'}
          data-testid="assignments-notice"
        >
          {notice.text}
        </p>
      ) : null}
      <section className={SECTION} aria-labelledby="assignments-title">
        <h2 id="assignments-title" className="text-lg font-semibold text-fg">
          Assignments
        </h2>
        {list.data.assignments.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nothing is assigned yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {list.data.assignments.map((assignment) => (
              <AssignmentRow
                key={assignment.id}
                assignment={assignment}
                busy={busy}
                onNudge={(userId, name) =>
                  void act(
                    () => assignmentsApi.nudge(organizationId, assignment.id, userId),
                    `${name} was nudged.`,
                  )
                }
                onRemove={() =>
                  void act(
                    () => assignmentsApi.remove(organizationId, assignment.id),
                    `${assignment.work.title} was withdrawn.`,
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
      {canEditGroups ? (
        <section className={SECTION}>
          <GroupForm
            organizationId={organizationId}
            members={options.data.members}
            onDone={(text) => {
              setNotice({ tone: 'info', text });
              void queryClient.invalidateQueries({ queryKey: optionsKey });
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
