'use client';

import type { FeatureFlag, FeatureFlagChange } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatDisplayDate, ROLLOUT_LEVEL_LABELS, type RolloutLevel } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client/api-client';
import { useRefreshFlags } from '../feature-flags/feature-flags-provider';
import { RowError, StaffRow, StaffTable, useRowSave } from './staff-table';

const LEVELS = [0, 1, 2, 3, 4] as const satisfies readonly RolloutLevel[];
const QUERY_KEY = ['staff', 'flags'] as const;

async function loadFlags() {
  const reply = await api.call(apiRefs.featureFlags.staffList);
  if (!reply.ok) throw new Error(reply.errorText);
  return reply.data;
}

/** One flag's row: its level as a choice; a change is saved at once and audited by the api. */
function FlagRow({ flag, onSaved }: { flag: FeatureFlag; onSaved: () => Promise<void> }) {
  const { saving, error, save } = useRowSave(onSaved);
  const change = (level: number) =>
    save(() => api.call(apiRefs.featureFlags.setLevel, { params: { name: flag.name }, body: { level } }));
  return (
    <StaffRow
      testId={`flag-${flag.name}`}
      name={<code className="text-sm font-semibold">{flag.name}</code>}
      detail={flag.description}
    >
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
        <RowError error={error} />
      </td>
      <td className="py-2 align-top text-sm text-muted">
        {flag.updatedByEmail ? `${flag.updatedByEmail}, ` : 'Seed, '}
        {new Date(flag.updatedAt).toLocaleString()}
      </td>
    </StaffRow>
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
  return (
    <StaffTable
      query={flags}
      titleId="flags-title"
      title="Feature flags"
      intro="A change applies to the next page anyone opens; every api copy reads it within a few seconds."
      columns={['Flag', 'Rollout level', 'Last change']}
      rows={(data) => data.flags.map((flag) => <FlagRow key={flag.name} flag={flag} onSaved={onSaved} />)}
      after={(data) => (
        <>
          <h3 className="mt-8 font-semibold text-fg">Recent changes</h3>
          <ChangeLog changes={data.changes} />
        </>
      )}
    />
  );
}
