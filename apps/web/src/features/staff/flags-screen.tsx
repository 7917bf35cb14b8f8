'use client';

import type { FeatureFlag, FeatureFlagChange } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatDisplayDate, ROLLOUT_LEVEL_LABELS, type RolloutLevel } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { useRefreshFlags } from '../feature-flags/feature-flags-provider';

const LEVELS = [0, 1, 2, 3, 4] as const satisfies readonly RolloutLevel[];
const QUERY_KEY = ['staff', 'flags'] as const;

async function loadFlags() {
  const reply = await api.call(apiRefs.featureFlags.staffList);
  if (!reply.ok) throw new Error(reply.errorText);
  return reply.data;
}

/** One flag's row: its level as a choice; a change is saved at once and audited by the api. */
function FlagRow({ flag, onSaved }: { flag: FeatureFlag; onSaved: () => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (level: number) => {
    setSaving(true);
    setError(null);
    const reply = await api.call(apiRefs.featureFlags.setLevel, {
      params: { name: flag.name },
      body: { level },
    });
    setSaving(false);
    if (!reply.ok) setError(reply.errorText);
    else await onSaved();
  };
  return (
    <tr className="border-t border-line" data-testid={`flag-${flag.name}`}>
      <td className="py-2 pr-4 align-top">
        <code className="text-sm font-semibold">{flag.name}</code>
        <p className="text-sm text-muted">{flag.description}</p>
      </td>
      <td className="py-2 pr-4 align-top">
        <select
          aria-label={`Rollout level of ${flag.name}`}
          data-testid={`flag-level-${flag.name}`}
          value={flag.rolloutLevel}
          disabled={saving}
          onChange={(event) => void change(Number(event.target.value))}
          className="rounded-lg border border-line bg-surface px-2 py-1 text-sm"
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {ROLLOUT_LEVEL_LABELS[level]}
            </option>
          ))}
        </select>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </td>
      <td className="py-2 align-top text-sm text-muted">
        {flag.updatedByEmail ? `${flag.updatedByEmail}, ` : 'Seed, '}
        {new Date(flag.updatedAt).toLocaleString()}
      </td>
    </tr>
  );
}

function ChangeLog({ changes }: { changes: FeatureFlagChange[] }) {
  if (changes.length === 0) return <p className="mt-2 text-sm text-muted">No level has been changed yet.</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm" data-testid="flag-changes">
      {changes.map((change) => (
        <li key={`${change.flagName}-${change.changedAt}-${change.toLevel}`}>
          <code>{change.flagName}</code>: {change.fromLevel} → {change.toLevel} by {change.changedByEmail},{' '}
          {formatDisplayDate(change.changedAt)} {new Date(change.changedAt).toLocaleTimeString()}
        </li>
      ))}
    </ul>
  );
}

/** /staff/flags: every flag with its rollout level, the level picker, and who changed what when. */
export function FlagsScreen() {
  const queryClient = useQueryClient();
  const refreshOwnFlags = useRefreshFlags();
  const flags = useQuery({ queryKey: QUERY_KEY, queryFn: loadFlags, retry: false });
  const onSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    // This tab's own features follow at once (other people's on their next page or sign-in).
    await refreshOwnFlags();
  };
  if (flags.isPending) return <p className="text-muted">Loading…</p>;
  if (flags.isError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {flags.error.message}
      </p>
    );
  return (
    <section aria-labelledby="flags-title">
      <h2 id="flags-title" className="text-xl font-semibold text-fg">
        Feature flags
      </h2>
      <p className="mt-1 text-sm text-muted">
        A change applies to the next page anyone opens; every api copy reads it within a few seconds.
      </p>
      <table className="mt-4 w-full text-left">
        <thead>
          <tr className="text-sm text-muted">
            <th className="pb-2 font-medium">Flag</th>
            <th className="pb-2 font-medium">Rollout level</th>
            <th className="pb-2 font-medium">Last change</th>
          </tr>
        </thead>
        <tbody>
          {flags.data.flags.map((flag) => (
            <FlagRow key={flag.name} flag={flag} onSaved={onSaved} />
          ))}
        </tbody>
      </table>
      <h3 className="mt-8 font-semibold text-fg">Recent changes</h3>
      <ChangeLog changes={flags.data.changes} />
    </section>
  );
}
