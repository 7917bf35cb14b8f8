'use client';

import type { TeamMember } from '@learnbox/contracts';
import { useRef, useState } from 'react';
import { useFocusWhenShown } from '../auth/use-focus-when-shown';
import { managerFlagLock } from './manager-flag';

const BUTTON =
  'rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
const DANGER =
  'rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60';

interface MemberActions {
  busy: boolean;
  onRemove: (member: TeamMember) => Promise<void>;
  onFlags: (member: TeamMember, flags: { is_manager?: boolean; is_mentor?: boolean }) => Promise<void>;
}

/** "Remove" asks once more in place; the confirm button takes focus so the keyboard lands on it. */
function RemoveControl({ member, busy, onRemove }: { member: TeamMember } & Omit<MemberActions, 'onFlags'>) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useFocusWhenShown<HTMLButtonElement>(confirming);
  const removeRef = useRef<HTMLButtonElement>(null);
  if (!confirming)
    return (
      <button
        ref={removeRef}
        type="button"
        className={BUTTON}
        onClick={() => setConfirming(true)}
        data-testid="member-remove"
        aria-label={`Remove ${member.name || member.email}`}
      >
        Remove
      </button>
    );
  return (
    <fieldset className="flex flex-wrap items-center gap-2" data-testid="member-remove-confirm">
      <legend className="sr-only">Confirm removal</legend>
      <span className="text-sm text-fg">Remove {member.name || member.email} and free the seat?</span>
      <button
        ref={confirmRef}
        type="button"
        className={DANGER}
        disabled={busy}
        onClick={() => void onRemove(member)}
        data-testid="member-remove-yes"
      >
        Yes, remove
      </button>
      <button type="button" className={BUTTON} onClick={() => setConfirming(false)}>
        Keep
      </button>
    </fieldset>
  );
}

/** One role flag of a member, named for screen readers ("Ada is a mentor"). */
function FlagCheckbox({
  member,
  flag,
  label,
  busy,
  onFlags,
}: {
  member: TeamMember;
  flag: 'is_manager' | 'is_mentor';
  label: string;
  busy: boolean;
  onFlags: MemberActions['onFlags'];
}) {
  // Ticking manager on an admin is refused by the api: the box says why instead of offering it.
  const lock = flag === 'is_manager' ? managerFlagLock(member) : null;
  const noteId = `member-${flag}-note-${member.user_id}`;
  return (
    <>
      <input
        type="checkbox"
        checked={member[flag]}
        disabled={busy || lock !== null}
        onChange={(event) => void onFlags(member, { [flag]: event.target.checked })}
        aria-label={`${member.name || member.email} is a ${label}`}
        aria-describedby={lock ? noteId : undefined}
        title={lock?.reason}
        className="size-4 accent-brand disabled:opacity-60"
      />
      {lock ? (
        <span id={noteId} className="block text-xs text-muted" data-testid="member-manager-locked">
          {lock.note}
        </span>
      ) : null}
    </>
  );
}

/** The team's members with their roles; manager and mentor flags change in place. */
export function MemberList({
  members,
  selfId,
  busy,
  onRemove,
  onFlags,
}: { members: TeamMember[]; selfId: string } & MemberActions) {
  // The api refuses it anyway; not offering it is clearer.
  const onlyAdmin = members.filter((member) => member.is_admin).length === 1;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="team-members">
        <caption className="sr-only">Team members</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Name
            </th>
            <th scope="col" className="pr-3">
              Role
            </th>
            <th scope="col" className="pr-3">
              Manager
            </th>
            <th scope="col" className="pr-3">
              Mentor
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr
              key={member.user_id}
              className="border-t border-line align-top"
              data-testid="team-member"
              data-email={member.email}
            >
              <td className="py-3 pr-3">
                <span className="block font-medium text-fg">{member.name || member.email}</span>
                <span className="block text-muted">{member.email}</span>
              </td>
              <td className="py-3 pr-3" data-testid="member-role">
                {member.role}
              </td>
              <td className="py-3 pr-3">
                <FlagCheckbox
                  member={member}
                  flag="is_manager"
                  label="manager"
                  busy={busy}
                  onFlags={onFlags}
                />
              </td>
              <td className="py-3 pr-3">
                <FlagCheckbox member={member} flag="is_mentor" label="mentor" busy={busy} onFlags={onFlags} />
              </td>
              <td className="py-3">
                {member.user_id === selfId && member.is_admin && onlyAdmin ? (
                  <span className="text-sm text-muted">Only admin</span>
                ) : (
                  <RemoveControl member={member} busy={busy} onRemove={onRemove} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
