'use client';

import {
  type CollaborativeWorkKind,
  type Collaborator,
  WORK_ROLES,
  type WorkRole,
} from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { WORKS_MESSAGES } from '@learnbox/domain';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../api-client/api-client';
import { FormMessage } from '../../auth/form-parts';
import { buttonClasses } from '../../layout/button-link';
import { askConfirmation } from '../../modals/confirmation';
import { ROLE_LABELS } from '../frame/save-state';

const selectClass =
  'h-9 rounded-lg border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand';

function RoleSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: WorkRole;
  onChange: (role: WorkRole) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      className={selectClass}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as WorkRole)}
    >
      {WORK_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

/**
 * The people who work on a course, path or shot (ShotContributors for a shot): everyone sees the
 * list; an owner invites by e-mail, changes roles and removes people (the api refuses the rest).
 */
export function CollaboratorsPanel({
  kind,
  id,
  isOwner,
}: {
  kind: CollaborativeWorkKind;
  id: string;
  isOwner: boolean;
}) {
  const [collaborators, setCollaborators] = useState<Collaborator[] | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkRole>('editor');
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const params = { kind, id };

  const load = useCallback(async () => {
    const reply = await api.call(apiRefs.authoring.collaborators, { params: { kind, id } });
    if (reply.ok) setCollaborators(reply.data.collaborators);
    else setMessage({ tone: 'error', text: reply.errorText });
  }, [kind, id]);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (attempt: () => Promise<{ ok: boolean; errorText?: string }>, done?: string) => {
    setBusy(true);
    setMessage(null);
    const reply = await attempt();
    setBusy(false);
    if (!reply.ok) setMessage({ tone: 'error', text: reply.errorText ?? '' });
    else {
      if (done) setMessage({ tone: 'info', text: done });
      await load();
    }
    return reply.ok;
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(
      () => api.call(apiRefs.authoring.inviteCollaborator, { params, body: { email, role } }),
      WORKS_MESSAGES.COLLABORATOR_INVITED,
    );
    if (ok) setEmail('');
  };

  const remove = async (person: Collaborator) => {
    if (!(await askConfirmation(WORKS_MESSAGES.REMOVE_COLLABORATOR, 'Remove'))) return;
    await run(() =>
      api.call(apiRefs.authoring.removeCollaborator, { params: { ...params, email: person.email } }),
    );
  };

  return (
    <div className="space-y-4" data-testid="collaborators-dialog">
      {message ? (
        <FormMessage tone={message.tone} testId="collaborators-message">
          {message.text}
        </FormMessage>
      ) : null}
      {collaborators === null ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : collaborators.length === 0 ? (
        <p className="text-sm text-muted">{WORKS_MESSAGES.NO_COLLABORATORS}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Collaborators">
          {collaborators.map((person) => (
            <li key={person.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-fg">{person.name || person.email}</p>
                <p className="truncate text-xs text-muted">
                  {person.email}
                  {person.status === 'invited' ? ' · invited' : ''}
                </p>
              </div>
              {isOwner ? (
                <div className="flex items-center gap-2">
                  <RoleSelect
                    label={`Role of ${person.email}`}
                    value={person.role}
                    disabled={busy}
                    onChange={(next) =>
                      void run(() =>
                        api.call(apiRefs.authoring.updateCollaborator, {
                          params: { ...params, email: person.email },
                          body: { role: next },
                        }),
                      )
                    }
                  />
                  <button
                    type="button"
                    className="rounded-lg px-2 py-1 text-sm text-red-700 underline focus-visible:outline-2 focus-visible:outline-brand dark:text-red-300"
                    onClick={() => void remove(person)}
                    disabled={busy}
                    aria-label={`Remove ${person.email}`}
                  >
                    Remove
                  </button>
                </div>
              ) : (
                <span className="text-sm text-muted">{ROLE_LABELS[person.role]}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {isOwner ? (
        <form onSubmit={invite} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={emailId} className="block text-sm font-medium text-fg">
              Invite by e-mail
            </label>
            <input
              id={emailId}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              data-testid="collaborator-email"
              className="h-9 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg"
            />
          </div>
          <RoleSelect label="Role of the invited person" value={role} onChange={setRole} />
          <button type="submit" className={buttonClasses()} disabled={busy} data-testid="collaborator-invite">
            Invite
          </button>
        </form>
      ) : null}
    </div>
  );
}
