import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends goes through this outbox first (DESIGN.md section 3 "mail"),
 * so a transport failure is retried later instead of lost. With no SMTP configured the outbox
 * is the mailbox: /dev/mailbox lists it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is for: 'verify-email', 'reset-password', 'two-factor-code', ... */
    kind: text('kind').notNull(),
    /** pending (to send or retry), sent, failed (gave up after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_status_next_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_to_idx').on(table.to),
  ],
);
