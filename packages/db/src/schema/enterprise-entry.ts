import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organizations } from './organizations';

/**
 * Mailed single-use links into a new organization (issue 16 "The way in"): 'trial' links asked for
 * on /business (a free enterprise trial) and 'signup' links staff send for a sales-closed
 * enterprise. Only a SHA-256 hash of the token is stored. Using a link sets used_at in the same
 * transaction that creates the organization, so a link makes one organization at most.
 */
export const enterpriseEntries = pgTable(
  'enterprise_entries',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'trial' | 'signup'>().notNull(),
    /** Stored lower-cased and trimmed; only this address may use the link. */
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    seats: integer('seats').notNull(),
    /** Term of a sales-closed plan in months; 0 for a trial (its length is in days, a domain rule). */
    months: integer('months').notNull().default(0),
    /** The staff member who set up a sales-closed enterprise. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enterprise_entries_email_idx').on(table.email),
    index('enterprise_entries_kind_created_idx').on(table.kind, table.createdAt),
    // One free trial per address, even when two links of it are used at the same moment.
    uniqueIndex('enterprise_entries_one_trial_idx')
      .on(table.email)
      .where(sql`${table.kind} = 'trial' and ${table.usedAt} is not null`),
  ],
);
