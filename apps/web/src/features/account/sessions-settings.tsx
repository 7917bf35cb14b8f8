'use client';

import type { UserSession } from '@learnbox/contracts';
import { formatDisplayDate } from '@learnbox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authApi } from '../auth/auth-api';
import { FormMessage } from '../auth/form-parts';
import { formatTimeAgo } from './relative-time';

const SESSIONS_QUERY_KEY = ['user-sessions'] as const;

const BUTTON_CLASS =
  'h-9 rounded-lg border border-line px-3 text-sm font-semibold text-fg hover:bg-surface-2 disabled:opacity-60';

function SessionRow({
  session,
  busy,
  onRevoke,
}: {
  session: UserSession;
  busy: boolean;
  onRevoke: (session: UserSession) => void;
}) {
  const where = session.ip_address ? ` from ${session.ip_address}` : '';
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 p-4"
      data-testid="session-row"
      data-current={session.current}
    >
      <div>
        <p className="flex items-center gap-2 font-medium text-fg">
          <span data-testid="session-device">{session.device}</span>
          {session.current ? (
            <span
              className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-fg"
              data-testid="session-this-device"
            >
              This device
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted">
          {session.ip_address ? <>IP {session.ip_address} · </> : null}
          {session.current ? (
            'Active now'
          ) : (
            <>
              Last active{' '}
              <time dateTime={session.last_active_at} title={session.last_active_at}>
                {formatTimeAgo(session.last_active_at)}
              </time>
            </>
          )}
          {' · '}Logged in {formatDisplayDate(session.created_at)}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          disabled={busy}
          onClick={() => onRevoke(session)}
          aria-label={`Log out ${session.device}${where}`}
          data-testid="session-revoke"
          className={BUTTON_CLASS}
        >
          Log out
        </button>
      )}
    </li>
  );
}

/**
 * "Where you're logged in": every live session of the account, this one marked, each other
 * one with its own Log out, plus logging out of all the others at once. Results are read out
 * through a polite live region; errors through FormMessage's alert.
 */
export function SessionsSettings() {
  const { data, error, refetch } = useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: async () => {
      const result = await authApi.sessions();
      if (!result.ok) throw new Error(result.errorText);
      return result.data.sessions;
    },
  });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs one revocation, then announces its outcome once the list shows it. */
  const run = async (action: () => Promise<{ notice: string } | { failure: string }>) => {
    setBusy(true);
    setFailure(null);
    setNotice('');
    const outcome = await action();
    await refetch();
    setBusy(false);
    if ('failure' in outcome) setFailure(outcome.failure);
    else setNotice(outcome.notice);
  };

  const revoke = (session: UserSession) =>
    run(async () => {
      const result = await authApi.revokeSession(session.id);
      // 404: it ended meanwhile (expired, or logged out elsewhere); the refreshed list shows that.
      if (!result.ok && result.status !== 404) return { failure: result.errorText };
      return { notice: `Logged out of ${session.device}.` };
    });

  const revokeOthers = () =>
    run(async () => {
      const result = await authApi.revokeOtherSessions();
      if (!result.ok) return { failure: result.errorText };
      const count = result.data.revoked;
      return { notice: `Logged out of ${count} other ${count === 1 ? 'session' : 'sessions'}.` };
    });

  const others = data?.filter((session) => !session.current).length ?? 0;
  return (
    <section className="space-y-4" aria-labelledby="where-logged-in-title" data-testid="sessions-settings">
      <h2 id="where-logged-in-title" className="text-xl font-semibold text-fg">
        Where you&apos;re logged in
      </h2>
      {/* Present from the start: a live region only announces changes to a region it already knows. */}
      <div
        role="status"
        aria-live="polite"
        data-testid="sessions-notice"
        className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg empty:hidden"
      >
        {notice}
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {error ? <FormMessage tone="error">{error.message}</FormMessage> : null}
      {data ? (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface" aria-busy={busy}>
          {data.map((session) => (
            <SessionRow key={session.id} session={session} busy={busy} onRevoke={revoke} />
          ))}
        </ul>
      ) : error ? null : (
        <p className="text-sm text-muted">Loading…</p>
      )}
      {others > 0 ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void revokeOthers()}
          data-testid="sessions-revoke-others"
          className={BUTTON_CLASS}
        >
          Log out of all other sessions
        </button>
      ) : null}
    </section>
  );
}
