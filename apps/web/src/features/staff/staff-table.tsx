'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ApiResult } from '../api-client/api-client';

/**
 * A staff screen of one table (flags, organizations): the wait or the api's sentence until the data
 * is in, then a title, a line on what a change does, and a row a thing with its controls.
 */
export function StaffTable<T>({
  query,
  titleId,
  title,
  intro,
  columns,
  rows,
  after,
}: {
  query: UseQueryResult<T, Error>;
  titleId: string;
  title: string;
  intro: string;
  columns: string[];
  rows: (data: T) => ReactNode;
  /** What follows the table in the same section (the flags' change log). */
  after?: (data: T) => ReactNode;
}) {
  if (!query.isSuccess) return <StaffQueryWait query={query} />;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <table className="mt-4 w-full text-left">
        <thead>
          <tr className="text-sm text-muted">
            {columns.map((column) => (
              <th key={column} className="pb-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows(query.data)}</tbody>
      </table>
      {after?.(query.data)}
    </section>
  );
}

/** What a staff screen shows until its data has loaded: a loading line, or the api's sentence when the request failed. */
export function StaffQueryWait({ query }: { query: { isError: boolean; error: Error | null } }) {
  if (!query.isError) return <p className="text-muted">Loading…</p>;
  return (
    <p role="alert" className="text-red-700 dark:text-red-300">
      {query.error?.message}
    </p>
  );
}

/** One row: what it is (a name over a muted line), then its cells of controls. */
export function StaffRow({
  testId,
  name,
  detail,
  children,
}: {
  testId: string;
  name: ReactNode;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <tr className="border-t border-line" data-testid={testId}>
      <td className="py-2 pr-4 align-top">
        {name}
        <p className="text-sm text-muted">{detail}</p>
      </td>
      {children}
    </tr>
  );
}

/** Why a row's last change was refused, under the control that made it. */
export function RowError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
}

/** A row's change, saved at once: busy while it is out, the api's sentence when refused. */
export function useRowSave(onSaved: () => Promise<unknown>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (call: () => Promise<ApiResult<unknown>>) => {
    setSaving(true);
    setError(null);
    const reply = await call();
    setSaving(false);
    if (!reply.ok) setError(reply.errorText);
    else await onSaved();
  };
  return { saving, error, save };
}
