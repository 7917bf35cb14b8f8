'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api-client';
import { StaffQueryWait } from './staff-table';

async function loadGroups() {
  const reply = await api.call(apiRefs.errorReports.staffList);
  if (!reply.ok) throw new Error(reply.errorText);
  return reply.data.groups;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** /staff/errors: reported errors grouped by fingerprint, the most recent first. */
export function ErrorsScreen() {
  const groups = useQuery({ queryKey: ['staff', 'errors'], queryFn: loadGroups, retry: false });
  if (!groups.isSuccess) return <StaffQueryWait query={groups} />;
  return (
    <section aria-labelledby="errors-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="errors-title" className="text-xl font-semibold text-fg">
          Errors
        </h2>
        <button
          type="button"
          onClick={() => void groups.refetch()}
          className="rounded-lg border border-line px-3 py-1.5 text-sm font-semibold"
        >
          Refresh
        </button>
      </div>
      {groups.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No error has been reported.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm" data-testid="error-groups">
          <thead>
            <tr className="text-muted">
              <th className="pb-2 font-medium">Error</th>
              <th className="pb-2 font-medium">Count</th>
              <th className="pb-2 font-medium">First seen</th>
              <th className="pb-2 font-medium">Last seen</th>
            </tr>
          </thead>
          <tbody>
            {groups.data.map((group) => (
              <tr
                key={group.fingerprint}
                className="border-t border-line align-top"
                data-testid="error-group"
              >
                <td className="py-2 pr-4">
                  <p className="font-semibold text-fg">{group.message}</p>
                  <p className="text-muted">
                    {group.platform} · {group.level}
                    {group.release ? ` · ${group.release}` : ''}
                    {group.url ? ` · ${group.url}` : ''}
                    {group.userId ? ` · user ${group.userId}` : ''}
                  </p>
                </td>
                <td className="py-2 pr-4" data-testid="error-count">
                  {group.count}
                </td>
                <td className="py-2 pr-4">{when(group.firstSeenAt)}</td>
                <td className="py-2">{when(group.lastSeenAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
