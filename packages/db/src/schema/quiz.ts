import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lessons } from './content';

/**
 * Quiz attempts (issue 15 "Reader"): one row per answer a signed-in learner checked on a published
 * lesson. A quiz's score is the latest attempt per question; a question counts as passed once any
 * attempt was right. User ids are the accounts module's ids, without a foreign key (as progress).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    widgetId: text('widget_id').notNull(),
    questionId: text('question_id').notNull(),
    chosen: jsonb('chosen').$type<string[]>().notNull(),
    right: boolean('right').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_attempts_user_lesson_idx').on(table.userId, table.lessonId, table.answeredAt)],
);
