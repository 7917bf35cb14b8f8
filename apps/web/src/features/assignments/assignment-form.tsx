'use client';

import type { Assignment, AssignmentFormOptions } from '@learnbox/contracts';
import { type FormEvent, useState } from 'react';
import { assignmentsApi } from './assignments-api';

const FIELD = 'rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg';
const PRIMARY =
  'rounded-lg bg-brand-solid px-4 py-2 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
const KIND_LABELS = {
  course: 'Courses',
  path: 'Paths',
  assessment: 'Assessments',
  project: 'Projects',
} as const;

/** Tomorrow as a date input's value (yyyy-mm-dd): the earliest due date the form suggests. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Assign one piece of work to members and groups with a due date (the end of that day, UTC). */
export function AssignmentForm({
  organizationId,
  options,
  onCreated,
}: {
  organizationId: string;
  options: AssignmentFormOptions;
  onCreated: (assignment: Assignment) => void;
}) {
  const [work, setWork] = useState('');
  const [members, setMembers] = useState<Set<string>>(new Set());
  const [groups, setGroups] = useState<Set<string>>(new Set());
  const [due, setDue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (set: Set<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const [kind, id] = work.split(':');
    if (!kind || !id) {
      setError('Choose the course, path, assessment or project to assign.');
      return;
    }
    setBusy(true);
    const result = await assignmentsApi.create(organizationId, {
      work_kind: kind as 'course',
      work_id: id,
      member_ids: [...members],
      group_ids: [...groups],
      due_at: due,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.errorText);
      return;
    }
    setWork('');
    setMembers(new Set());
    setGroups(new Set());
    setDue('');
    onCreated(result.data.assignment);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" data-testid="assignment-form">
      <h2 className="text-lg font-semibold text-fg">Assign work</h2>
      <label className="grid gap-1 text-sm text-fg">
        What to assign
        <select
          className={FIELD}
          value={work}
          onChange={(event) => setWork(event.target.value)}
          data-testid="assignment-work"
          required
        >
          <option value="">Choose…</option>
          {(Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[]).map((kind) => {
            const works = options.works.filter((entry) => entry.kind === kind);
            return works.length ? (
              <optgroup key={kind} label={KIND_LABELS[kind]}>
                {works.map((entry) => (
                  <option key={entry.id} value={`${entry.kind}:${entry.id}`}>
                    {entry.title}
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </select>
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">Members</legend>
        {options.members.map((member) => (
          <label key={member.user_id} className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={members.has(member.user_id)}
              onChange={(event) => setMembers(toggle(members, member.user_id, event.target.checked))}
              data-testid={`assignment-member-${member.user_id}`}
            />
            {member.name || member.email} <span className="text-muted">{member.email}</span>
          </label>
        ))}
      </fieldset>
      {options.groups.length ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Groups</legend>
          {options.groups.map((group) => (
            <label key={group.id} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                checked={groups.has(group.id)}
                onChange={(event) => setGroups(toggle(groups, group.id, event.target.checked))}
                data-testid={`assignment-group-${group.id}`}
              />
              {group.name} <span className="text-muted">({group.member_ids.length})</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="grid max-w-xs gap-1 text-sm text-fg">
        Due date
        <input
          type="date"
          className={FIELD}
          min={tomorrow()}
          value={due}
          onChange={(event) => setDue(event.target.value)}
          data-testid="assignment-due"
          required
        />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="assignment-error">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={PRIMARY} disabled={busy} data-testid="assignment-create">
          Assign
        </button>
      </div>
    </form>
  );
}
