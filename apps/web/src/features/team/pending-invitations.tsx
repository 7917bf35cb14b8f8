'use client';

import type { TeamInvitation } from '@learnbox/contracts';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Invitations not yet accepted; an expired one holds no seat and can be sent again from the form. */
export function PendingInvitations({
  invitations,
  busy,
  onCancel,
}: {
  invitations: TeamInvitation[];
  busy: boolean;
  onCancel: (invitation: TeamInvitation) => Promise<void>;
}) {
  if (invitations.length === 0) return <p className="text-sm text-muted">No pending invitations.</p>;
  return (
    <ul className="divide-y divide-line" data-testid="team-invitations">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
          data-testid="team-invitation"
          data-email={invitation.email}
        >
          <div>
            <span className="block font-medium text-fg">{invitation.email}</span>
            <span className="block text-sm text-muted">
              {invitation.expired
                ? `Expired on ${date(invitation.expires_at)}: invite again to send a new link`
                : `Sent ${date(invitation.sent_at)}, link valid until ${date(invitation.expires_at)}`}
            </span>
          </div>
          <button
            type="button"
            disabled={busy}
            onClick={() => void onCancel(invitation)}
            aria-label={`Cancel the invitation to ${invitation.email}`}
            data-testid="invitation-cancel"
            className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
          >
            Cancel invitation
          </button>
        </li>
      ))}
    </ul>
  );
}
