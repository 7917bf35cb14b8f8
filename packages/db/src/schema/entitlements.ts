import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { collections } from './content';

/**
 * What a learner may read beyond free content: an active subscription, or a course they own.
 * Billing writes rows here when it sells a plan or a course; the content module only reads them.
 * An entitlement is active from starts_at until expires_at (null: does not expire).
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').$type<'subscription' | 'course'>().notNull(),
    courseId: text('course_id').references(() => collections.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Who granted it: 'seed', 'purchase', 'subscription', 'gift', 'staff'... with a reference. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('entitlements_user_idx').on(table.userId)],
);
