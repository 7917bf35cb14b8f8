/** Analytics constants and gates (spec section 9 "Reporting, analytics and retention"). */

/** Course page loads are sampled at 1% (spec section 9). */
export const COURSE_PAGE_LOAD_SAMPLE_RATE = 0.01;
/** Wait up to 5000 ms for analytics, polling every 100 ms (spec section 9). */
export const ANALYTICS_READY_WAIT_MS = 5000;
/** Poll interval while waiting for analytics (spec section 9). */
export const ANALYTICS_READY_POLL_MS = 100;
/** Subscription plans fetch: 3 attempts (spec section 9). */
export const SUBSCRIPTION_PLANS_FETCH_ATTEMPTS = 3;

/**
 * The cookie marking an automated bot, which bypasses some analytics pushes (spec section 2).
 * The spec does not name it; this name is ours.
 */
export const AUTOMATED_BOT_COOKIE = 'automated_bot';

/** Whether this event is sampled, with injected randomness (0 <= r < 1) (spec section 9). */
export function shouldSample(random: () => number, rate: number = COURSE_PAGE_LOAD_SAMPLE_RATE): boolean {
  return random() < rate;
}

/** How many polls fit in the analytics wait: 5000 / 100 = 50 (spec section 9). */
export function countAnalyticsReadyPolls(
  waitMs: number = ANALYTICS_READY_WAIT_MS,
  pollMs: number = ANALYTICS_READY_POLL_MS,
): number {
  return Math.floor(waitMs / pollMs);
}

/** Analytics pushes are skipped when the bot cookie is set to anything but 'false' (spec section 2). */
export function shouldPushAnalytics(cookies: Readonly<Record<string, string | undefined>>): boolean {
  const bot = cookies[AUTOMATED_BOT_COOKIE];
  return bot === undefined || bot === '' || bot === 'false';
}
