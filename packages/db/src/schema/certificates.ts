import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Certificates (issue 15 "Certificates"). The id is random and unguessable: it is the public
 * verification address. The holder's name and the item's title are copied at issue, so a later
 * rename of either never changes what was certified. User and item ids carry no foreign key: the
 * item is a course, a path or a project, each in another module's tables.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    holderName: text('holder_name').notNull(),
    /** 'course' | 'path' | 'project'. */
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    itemTitle: text('item_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    hidden: boolean('hidden').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: text('revoked_by'),
    /** 'plan' (a subscription that includes certificates) | 'purchase' (certificate-purchase). */
    earnedBy: text('earned_by').notNull(),
    /** The certificate-purchase transaction that paid for it, when bought. */
    transactionId: text('transaction_id'),
  },
  (table) => [
    // One certificate per learner and item: a retried payment or claim can never issue a second.
    uniqueIndex('certificates_user_item_idx').on(table.userId, table.kind, table.itemId),
    index('certificates_user_idx').on(table.userId),
  ],
);
