import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every answer the coach gave (issue 18): the hint ladder's next step for an exercise is how many
 * hints that learner already got on it, so the ladder climbs one step per request and a reload does
 * not start it over (the daily allowance is counted in coach_allowance_days). Rows are only
 * appended; no foreign key, like the other per-user tables.
 */
export const coachReplies = pgTable(
  'coach_replies',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    widgetId: text('widget_id').notNull(),
    /** hint: a step of the ladder; explain: an explanation of a run's error. */
    kind: text('kind', { enum: ['hint', 'explain'] }).notNull(),
    /** The ladder step (0 nudge … 3 pseudo-code) of a hint; null for an explanation. */
    step: integer('step'),
    /** ladder: the embedded hint ladder; model: the configured chat model. */
    source: text('source', { enum: ['ladder', 'model'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coach_replies_user_created_idx').on(table.userId, table.createdAt),
    index('coach_replies_exercise_idx').on(table.userId, table.lessonId, table.widgetId),
  ],
);

/**
 * How many coach answers each learner took per UTC day (the per-plan allowance). A counter row, not
 * a count of coach_replies: taking an answer is one conditional upsert on it (used < allowance), so
 * two requests at the edge cannot both pass, on PostgreSQL and PGlite alike.
 */
export const coachAllowanceDays = pgTable(
  'coach_allowance_days',
  {
    userId: text('user_id').notNull(),
    /** The UTC day (coachDayStart) the answers were taken on. */
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
