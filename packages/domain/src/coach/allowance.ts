/**
 * How many coach replies a learner gets per UTC day, by plan (issue 18: free a few a day, Premium
 * Plus generous). The AI coach is a Premium Plus benefit (plan-benefits.ts), so Premium counts
 * as free here: the plans page promises nothing more to it.
 */
export const COACH_ALLOWANCE = {
  FREE_PER_DAY: 5,
  PREMIUM_PLUS_PER_DAY: 200,
} as const;

export function coachDailyAllowance(plan: { is_premium_plus_user: boolean }): number {
  return plan.is_premium_plus_user ? COACH_ALLOWANCE.PREMIUM_PLUS_PER_DAY : COACH_ALLOWANCE.FREE_PER_DAY;
}

/** The start of the UTC day `now` is in: the allowance comes back at midnight UTC. */
export function coachDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The next reset of the allowance. */
export function coachDayEnd(now: Date): Date {
  return new Date(coachDayStart(now).getTime() + 24 * 60 * 60_000);
}

export function coachRemaining(used: number, allowance: number): number {
  return Math.max(0, allowance - used);
}

/**
 * UTC days of allowance counters kept: only today's counts, but a request that took an answer just
 * before midnight gives it back to that day's row, so a couple of days more are left for it.
 */
export const COACH_ALLOWANCE_DAYS_KEPT = 3;

/** The oldest UTC day (YYYY-MM-DD) whose allowance counter is kept at `now`; older ones are deleted. */
export function coachAllowanceKeptFrom(now: Date): string {
  const first = coachDayStart(now).getTime() - (COACH_ALLOWANCE_DAYS_KEPT - 1) * 24 * 60 * 60_000;
  return new Date(first).toISOString().slice(0, 10);
}
