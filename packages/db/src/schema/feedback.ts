import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentAuthors } from './content';

/**
 * What readers tell authors (spec section 2 modals ShotFeedbackModal and AuthorFeedbackModal):
 * feedback on one shot (`shot_id` set, with a reason) or on an author as a whole (a 1-5 rating).
 * `author_id` is always the author it is for, so an author's list is one indexed read. Senders are
 * the accounts module's user ids (no foreign key, like progress).
 */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'shot' | 'author'>().notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => contentAuthors.id, { onDelete: 'cascade' }),
    /** The shot it is about; no foreign key, so feedback outlives a shot taken down and back. */
    shotId: text('shot_id'),
    userId: text('user_id').notNull(),
    /** The sender's name when they sent it: what the author's list shows. */
    senderName: text('sender_name').notNull(),
    reason: text('reason'),
    rating: integer('rating'),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_feedback_author_idx').on(table.authorId, table.createdAt),
    check('content_feedback_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    check('content_feedback_message_length', sql`char_length(${table.message}) <= 2000`),
  ],
);
