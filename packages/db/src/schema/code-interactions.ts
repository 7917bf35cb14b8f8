import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the code widgets report through POST /api/code/log-interaction (spec section 7 "Code
 * execution"): cancelled runs (status 460), failures, network diagnostics and run timings. Rows
 * are only appended. user_id is the session's user (null when logged out), never the payload's,
 * so a client cannot log in someone else's name; no foreign key, like the other per-user tables.
 */
export const codeInteractions = pgTable(
  'code_interactions',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id'),
    userId: text('user_id'),
    authorId: text('author_id'),
    workId: text('work_id'),
    workType: text('work_type'),
    pageId: text('page_id'),
    compId: text('comp_id'),
    compType: text('comp_type'),
    isDraftPage: boolean('is_draft_page'),
    errorText: text('error_text'),
    performanceReport: jsonb('performance_report').$type<Record<string, unknown>>(),
    interactionMap: jsonb('interaction_map').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('code_interactions_user_created_idx').on(table.userId, table.createdAt),
    index('code_interactions_work_idx').on(table.workId, table.pageId),
  ],
);
