import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { collections, lessons } from './content';

/**
 * A learner's progress (issue 5 "Progress"), pinned work (spec section 7 pinwork) and reading
 * preferences (spec section 3 used_customize_fonts). User ids are the accounts module's ids; no
 * foreign key, so this schema does not depend on how accounts store users.
 */

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: text('user_id').notNull(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_completions_user_course_idx').on(table.userId, table.courseId),
  ],
);

/** Where a learner is in each course they opened: resume goes back to last_lesson_id. */
export const courseVisits = pgTable(
  'course_visits',
  {
    userId: text('user_id').notNull(),
    courseId: text('course_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    lastLessonId: text('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

export const pinnedWorks = pgTable(
  'pinned_works',
  {
    userId: text('user_id').notNull(),
    workId: text('work_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    workType: text('work_type').$type<'collection' | 'path'>().notNull(),
    pathType: text('path_type'),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.workId] })],
);

export const readerPreferences = pgTable('reader_preferences', {
  userId: text('user_id').primaryKey(),
  fontFamily: text('font_family').notNull(),
  fontSize: integer('font_size').notNull(),
  lineHeight: real('line_height').notNull(),
  theme: text('theme').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
