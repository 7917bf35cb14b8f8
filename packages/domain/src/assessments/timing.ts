/** How long an attempt may take, and how long before the same assessment may be taken again. */

export const ASSESSMENT_TIME_LIMIT_MS = 20 * 60 * 1000;
export const RETAKE_COOLDOWN_MS = 24 * 60 * 60 * 1000;

export function attemptDeadline(startedAt: Date, timeLimitMs = ASSESSMENT_TIME_LIMIT_MS): Date {
  return new Date(startedAt.getTime() + timeLimitMs);
}

export function isTimeUp(startedAt: Date, now: Date, timeLimitMs = ASSESSMENT_TIME_LIMIT_MS): boolean {
  return now.getTime() >= attemptDeadline(startedAt, timeLimitMs).getTime();
}

/** When a new attempt may start after one that finished at `finishedAt`; null if it may now. */
export function retakeAllowedAt(finishedAt: Date | null, now: Date): Date | null {
  if (!finishedAt) return null;
  const allowed = new Date(finishedAt.getTime() + RETAKE_COOLDOWN_MS);
  return allowed.getTime() > now.getTime() ? allowed : null;
}
