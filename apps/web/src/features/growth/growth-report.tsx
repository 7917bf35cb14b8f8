'use client';

import type { GrowthReport } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatMoney } from '@learnbox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api-client/api-client';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const cell = 'border-b border-line px-3 py-2 text-left';
const number = `${cell} text-right tabular-nums`;

/** One labelled table, so every section reads the same. */
function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table
      className="mt-3 w-full border-collapse text-sm"
      data-testid={`growth-${caption.toLowerCase().replaceAll(' ', '-')}`}
    >
      <caption className="text-left text-lg font-semibold text-fg">{caption}</caption>
      <thead>
        <tr>
          {head.map((title, index) => (
            <th key={title} className={index ? number : cell} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, index) => (
                <td key={`${row[0]}-${head[index]}`} className={index ? number : cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td className={cell} colSpan={head.length}>
              Nothing in this range.
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '–');

/**
 * /staff/growth: sign-ups and revenue by source (affiliate, referral, utm_source, direct), the
 * funnel visitor → sign-up → first run → paid, retention by signup week and revenue by day, over
 * a range of days (UTC) staff choose. The api computes it in SQL over our tables.
 */
export function GrowthReportView() {
  const [range, setRange] = useState(() => ({
    from: isoDay(Date.now() - 29 * DAY_MS),
    to: isoDay(Date.now()),
  }));
  const [draft, setDraft] = useState(range);
  const report = useQuery({
    queryKey: ['staff-growth', range.from, range.to],
    queryFn: async (): Promise<GrowthReport> => {
      const result = await api.call(apiRefs.analytics.growthReport, { query: range });
      if (!result.ok) throw new Error(result.errorText);
      return result.data;
    },
    retry: false,
  });
  const data = report.data;
  return (
    <section aria-label="Growth">
      <form
        className="flex flex-wrap items-end gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          setRange(draft);
        }}
      >
        <label className="grid gap-1">
          From
          <input
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            className="rounded border border-line bg-surface px-2 py-1"
            data-testid="growth-from"
          />
        </label>
        <label className="grid gap-1">
          To
          <input
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            className="rounded border border-line bg-surface px-2 py-1"
            data-testid="growth-to"
          />
        </label>
        <button type="submit" className="rounded-lg bg-brand px-3 py-1.5 font-semibold text-white">
          Show
        </button>
      </form>
      {report.isPending ? <p className="mt-6 text-muted">Loading…</p> : null}
      {report.isError ? (
        <p className="mt-6 text-red-600" role="alert">
          {report.error.message}
        </p>
      ) : null}
      {data ? (
        <div className="mt-6 grid gap-10">
          <Table
            caption="By source"
            head={['Source', 'Sign-ups', 'Payments', 'Revenue']}
            rows={data.by_source.map((row) => [
              row.source,
              row.signups,
              row.payments,
              formatMoney(row.paid_cents),
            ])}
          />
          <Table
            caption="Funnel"
            head={['Step', 'People', 'Of the step before']}
            rows={[
              ['Visitors', data.funnel.visitors, '–'],
              ['Signed up', data.funnel.signups, percent(data.funnel.signups, data.funnel.visitors)],
              ['Ran code', data.funnel.first_runs, percent(data.funnel.first_runs, data.funnel.signups)],
              ['Paid', data.funnel.paid, percent(data.funnel.paid, data.funnel.first_runs)],
            ]}
          />
          <Table
            caption="Retention"
            head={['Signup week', 'Sign-ups', 'Active a week later', 'Share']}
            rows={data.retention.map((row) => [
              row.week,
              row.signups,
              row.active_after_week,
              percent(row.active_after_week, row.signups),
            ])}
          />
          <div>
            <p className="text-lg font-semibold text-fg">
              Revenue: <span data-testid="growth-revenue-total">{formatMoney(data.revenue.total_cents)}</span>{' '}
              from {data.revenue.payments} {data.revenue.payments === 1 ? 'payment' : 'payments'} (USD
              charges)
            </p>
            <Table
              caption="Revenue by day"
              head={['Day', 'Revenue']}
              rows={data.revenue.by_day.map((row) => [row.day, formatMoney(row.cents)])}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
