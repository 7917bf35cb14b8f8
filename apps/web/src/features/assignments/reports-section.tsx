'use client';

import { useQuery } from '@tanstack/react-query';
import type { DashboardSectionProps } from '../team/dashboard-types';
import { assignmentsApi, formatDue } from './assignments-api';

const SECTION = 'rounded-2xl border border-line bg-surface p-5 sm:p-6';
const CELL = 'px-3 py-2 text-left';

async function loadReports(organizationId: string) {
  const [members, assignments] = await Promise.all([
    assignmentsApi.reportMembers(organizationId),
    assignmentsApi.reportAssignments(organizationId),
  ]);
  if (!members.ok) throw new Error(members.errorText);
  if (!assignments.ok) throw new Error(assignments.errorText);
  return { members: members.data, assignments: assignments.data };
}

/** The dashboard's Reports tab: per member, per assignment, completions per week, and the CSV. */
export function ReportsSection({ organizationId }: DashboardSectionProps) {
  const reports = useQuery({
    queryKey: ['reports', organizationId],
    queryFn: () => loadReports(organizationId),
  });
  if (reports.isPending) return <p className="mt-8 text-muted">Loading reports…</p>;
  if (reports.isError)
    return (
      <p role="alert" className="mt-8 text-red-700 dark:text-red-300">
        {reports.error.message}
      </p>
    );
  const { members, assignments } = reports.data;
  return (
    <div className="mt-8 grid gap-6" data-testid="reports-panel">
      <section className={SECTION} aria-labelledby="report-members-title">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="report-members-title" className="text-lg font-semibold text-fg">
            Members
          </h2>
          <a
            href={assignmentsApi.membersCsvHref(organizationId)}
            className="text-sm font-semibold text-brand hover:underline"
            data-testid="report-csv"
            download
          >
            Download CSV
          </a>
        </div>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm text-fg" data-testid="report-table">
            <thead className="text-muted">
              <tr>
                <th className={CELL}>Member</th>
                <th className={CELL}>Assigned</th>
                <th className={CELL}>Completed</th>
                <th className={CELL}>In progress</th>
                <th className={CELL}>Overdue</th>
                <th className={CELL}>Progress</th>
                <th className={CELL}>Assessment levels</th>
              </tr>
            </thead>
            <tbody>
              {members.members.map((member) => (
                <tr
                  key={member.user_id}
                  className="border-t border-line"
                  data-testid={`report-row-${member.user_id}`}
                >
                  <td className={CELL}>
                    {member.name || member.email}
                    <span className="block text-xs text-muted">{member.email}</span>
                  </td>
                  <td className={CELL}>{member.assigned}</td>
                  <td className={CELL} data-testid={`report-completed-${member.user_id}`}>
                    {member.completed}
                  </td>
                  <td className={CELL}>{member.in_progress}</td>
                  <td className={CELL}>{member.overdue}</td>
                  <td className={CELL}>{member.percent}%</td>
                  <td className={CELL}>
                    {member.assessment_levels
                      .map((entry) => `${entry.title}: ${entry.level ?? 'not finished'}`)
                      .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={SECTION} aria-labelledby="report-assignments-title">
        <h2 id="report-assignments-title" className="text-lg font-semibold text-fg">
          Assignments
        </h2>
        {assignments.assignments.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nothing is assigned yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-sm text-fg" data-testid="report-assignments-table">
              <thead className="text-muted">
                <tr>
                  <th className={CELL}>Work</th>
                  <th className={CELL}>Due</th>
                  <th className={CELL}>Completed</th>
                  <th className={CELL}>In progress</th>
                  <th className={CELL}>Not started</th>
                  <th className={CELL}>Overdue</th>
                  <th className={CELL}>Progress</th>
                </tr>
              </thead>
              <tbody>
                {assignments.assignments.map((row) => (
                  <tr key={row.id} className="border-t border-line">
                    <td className={CELL}>{row.title}</td>
                    <td className={CELL}>{formatDue(row.due_at)}</td>
                    <td className={CELL}>
                      {row.completed} of {row.assignees}
                    </td>
                    <td className={CELL}>{row.in_progress}</td>
                    <td className={CELL}>{row.not_started}</td>
                    <td className={CELL}>{row.overdue}</td>
                    <td className={CELL}>{row.percent}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={SECTION} aria-labelledby="report-weeks-title">
        <h2 id="report-weeks-title" className="text-lg font-semibold text-fg">
          Completions per week
        </h2>
        {members.completions_by_week.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No assigned work has been completed yet.</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm text-fg" data-testid="report-weeks">
            {members.completions_by_week.map((entry) => (
              <li key={entry.week}>
                {entry.week}: {entry.count}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
