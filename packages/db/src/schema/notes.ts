import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { collections, lessons } from './content';

/**
 * A learner's highlights and notes in lessons (issue 15 "Reader"). The anchor is a text-quote
 * selector (packages/domain notes/text-anchor.ts) made on `content_revision` of the lesson; when
 * the lesson changes it is found again by its quote, and kept (flagged orphaned) when it is gone.
 * User ids are the accounts module's ids, without a foreign key, like progress.
 */
export const highlights = pgTable(
  'highlights',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    contentRevision: integer('content_revision').notNull(),
    anchor: jsonb('anchor')
      .$type<{ widget_id: string; widget_index: number; exact: string; prefix: string; suffix: string }>()
      .notNull(),
    note: text('note').notNull().default(''),
    colour: text('colour').notNull().default('yellow'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('highlights_user_lesson_idx').on(table.userId, table.lessonId),
    index('highlights_user_course_idx').on(table.userId, table.courseId),
  ],
);
