import type { Database } from '@learnbox/db';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import { sql } from 'drizzle-orm';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const int = (value: unknown) => Number(value ?? 0);

/** A half-open range [from, to) of instants. */
export interface Range {
  from: Date;
  to: Date;
}

/**
 * The staff growth report in SQL over our own tables: users and their profile's acquisition
 * source, billing transactions and their source, product events. Revenue counts succeeded USD
 * charges above zero (regional currencies are left out rather than summed as dollars).
 */
export function createGrowthReportRepository(db: Database) {
  const paid = sql`t.status = 'succeeded' and t.amount_cents > 0 and t.currency = 'USD'`;
  return {
    async bySource(range: Range) {
      const signups = rowsOf<{ source: string; n: unknown }>(
        await db.execute(sql`select p.acquisition_source as source, count(*) as n
          from users u join user_profiles p on p.user_id = u.id
          where u.created_at >= ${range.from} and u.created_at < ${range.to}
          group by 1`),
      );
      const payments = rowsOf<{ source: string; cents: unknown; n: unknown }>(
        await db.execute(sql`select t.source, sum(t.amount_cents) as cents, count(*) as n
          from billing_transactions t
          where ${paid} and t.completed_at >= ${range.from} and t.completed_at < ${range.to}
          group by 1`),
      );
      const table = new Map<
        string,
        { source: string; signups: number; paid_cents: number; payments: number }
      >();
      const row = (source: string) => {
        const found = table.get(source) ?? { source, signups: 0, paid_cents: 0, payments: 0 };
        table.set(source, found);
        return found;
      };
      for (const s of signups) row(s.source).signups = int(s.n);
      for (const p of payments) {
        row(p.source).paid_cents = int(p.cents);
        row(p.source).payments = int(p.n);
      }
      return [...table.values()].sort((a, b) => b.paid_cents - a.paid_cents || b.signups - a.signups);
    },

    /** Visitors (distinct page-view senders) → sign-ups in range → of those, who ran code → who paid. */
    async funnel(range: Range) {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with cohort as (
            select id from users where created_at >= ${range.from} and created_at < ${range.to}
          )
          select
            (select count(distinct coalesce(e.anonymous_id, e.user_id)) from product_events e
              where e.name = ${PRODUCT_EVENTS.PAGE_VIEW}
                and e.created_at >= ${range.from} and e.created_at < ${range.to}) as visitors,
            (select count(*) from cohort) as signups,
            (select count(*) from cohort c where exists (select 1 from product_events e
              where e.user_id = c.id and e.name = ${PRODUCT_EVENTS.FIRST_CODE_RUN})) as first_runs,
            (select count(*) from cohort c where exists (select 1 from billing_transactions t
              where t.user_id = c.id and ${paid})) as paid`),
      );
      return {
        visitors: int(row?.visitors),
        signups: int(row?.signups),
        first_runs: int(row?.first_runs),
        paid: int(row?.paid),
      };
    },

    /** Per signup week: how many signed up, and how many did anything (an event) a week or more later. */
    async retention(range: Range) {
      const rows = rowsOf<{ week: string; signups: unknown; active: unknown }>(
        await db.execute(sql`
          select to_char(date_trunc('week', u.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
            count(*) as signups,
            count(*) filter (where exists (select 1 from product_events e
              where e.user_id = u.id and e.created_at >= u.created_at + interval '7 days')) as active
          from users u
          where u.created_at >= ${range.from} and u.created_at < ${range.to}
          group by 1 order by 1`),
      );
      return rows.map((r) => ({
        week: String(r.week),
        signups: int(r.signups),
        active_after_week: int(r.active),
      }));
    },

    async revenue(range: Range) {
      const rows = rowsOf<{ day: string; cents: unknown; n: unknown }>(
        await db.execute(sql`
          select to_char(t.completed_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            sum(t.amount_cents) as cents, count(*) as n
          from billing_transactions t
          where ${paid} and t.completed_at >= ${range.from} and t.completed_at < ${range.to}
          group by 1 order by 1`),
      );
      const byDay = rows.map((r) => ({ day: String(r.day), cents: int(r.cents) }));
      return {
        total_cents: byDay.reduce((sum, d) => sum + d.cents, 0),
        payments: rows.reduce((sum, r) => sum + int(r.n), 0),
        by_day: byDay,
      };
    },
  };
}
export type GrowthReportRepository = ReturnType<typeof createGrowthReportRepository>;
