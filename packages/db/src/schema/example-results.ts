import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Results of unmodified published examples (issue 19): when an author publishes, each runnable
 * Code widget is run plainly and under the runner's determinism probes; when every run printed
 * the same bytes and exited 0, that result is kept here with the published revision. A learner's
 * run of exactly the same program (program_key: SHA-256 of language, files, main file, stdin and
 * arguments) is answered from it while the runner's toolchain is the one that ran it. One row per
 * widget of a published work; a republish replaces the work's rows (in a background job).
 */
export const exampleResults = pgTable(
  'example_results',
  {
    workKind: text('work_kind').notNull(),
    workId: text('work_id').notNull(),
    widgetId: text('widget_id').notNull(),
    revision: integer('revision').notNull(),
    programKey: text('program_key').notNull(),
    /**
     * The toolchain version every run reported (the runner's GET /runtimes lists the current one):
     * a learner is answered from the row only while the runner still runs that version; null
     * (rows stored before it was kept) is never answered.
     */
    toolchainVersion: text('toolchain_version'),
    /** The runner's execute reply of the plain run, as it answered. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workKind, table.workId, table.widgetId] }),
    index('example_results_program_key_idx').on(table.programKey),
  ],
);
