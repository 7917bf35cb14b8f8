/**
 * The rules of assigned work (issue 16 "Assignments"): its status, when reminders are due, the
 * ISO week a completion counts in, the nudge day, and how a report cell is written to CSV.
 */

export const ASSIGNMENT_WORK_KINDS = ['course', 'path', 'assessment', 'project'] as const;
export type AssignmentWorkKind = (typeof ASSIGNMENT_WORK_KINDS)[number];

export const ASSIGNMENT_STATUSES = ['not_started', 'in_progress', 'completed', 'overdue'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The "due soon" mail goes this long before the due date. */
export const REMINDER_BEFORE_MS = 2 * 24 * 3600_000;

export type ReminderKind = 'due_soon' | 'overdue';

/** How far the learner is: completed wins, then overdue, then whether they started. */
export function assignmentStatus(
  progress: { started: boolean; completed: boolean },
  dueAt: Date,
  now: Date,
): AssignmentStatus {
  if (progress.completed) return 'completed';
  if (dueAt.getTime() <= now.getTime()) return 'overdue';
  return progress.started ? 'in_progress' : 'not_started';
}

/** The reminder an incomplete assignment calls for now, if any (each kind is sent once). */
export function reminderDue(dueAt: Date, now: Date, completed: boolean): ReminderKind | null {
  if (completed) return null;
  const left = dueAt.getTime() - now.getTime();
  if (left <= 0) return 'overdue';
  if (left <= REMINDER_BEFORE_MS) return 'due_soon';
  return null;
}

/** The ISO 8601 week of a moment in UTC, as `2026-W48`. */
export function isoWeekKey(when: Date): string {
  const day = new Date(Date.UTC(when.getUTCFullYear(), when.getUTCMonth(), when.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Monday 00:00 UTC of the ISO week holding `when`. */
export function isoWeekStart(when: Date): Date {
  const day = new Date(Date.UTC(when.getUTCFullYear(), when.getUTCMonth(), when.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() || 7) - 1));
  return day;
}

/** The UTC day a nudge counts against (one nudge per assignee and assignment a day). */
export function nudgeDay(when: Date): string {
  return when.toISOString().slice(0, 10);
}

/** A due date as people read it in mails: `2026-11-30 17:00 UTC`. */
export function formatDue(when: Date): string {
  return `${when.toISOString().slice(0, 10)} ${when.toISOString().slice(11, 16)} UTC`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * cell a spreadsheet would run as a formula (= + - @, or a tab/return first) gets a leading quote.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}
