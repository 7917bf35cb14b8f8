import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Error reports received through the Sentry tunnel (browser) and the api's own SDK, one row per
 * fingerprint: a repeat bumps `count` and `last_seen_at` instead of adding a row, so a loop that
 * throws thousands of times stays one line on /staff/errors.
 */
export const errorEvents = pgTable(
  'error_events',
  {
    fingerprint: text('fingerprint').primaryKey(),
    message: text('message').notNull(),
    level: text('level').notNull(),
    /** Where it happened: 'browser', 'web-server' (rendering) or 'api'. */
    platform: text('platform').notNull(),
    release: text('release'),
    url: text('url'),
    /** The last signed-in user it happened to, when known. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_events_last_seen_idx').on(table.lastSeenAt)],
);
