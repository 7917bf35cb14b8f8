import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Leads from /business (spec section 2 ContactSpecialistModal): who asked sales about a team or
 * enterprise plan. Kept even when the mail to sales is slow, so no lead is lost with a mail.
 */
export const salesLeads = pgTable(
  'sales_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    seats: integer('seats').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sales_leads_created_idx').on(table.createdAt)],
);
