import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Feature flags with the spec's rollout levels (section 4): 0 disabled, 1 development,
 * 2 beta, 3 production internal, 4 production. Values live in the database so staff can
 * change a rollout without a deploy.
 */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  rolloutLevel: integer('rollout_level').notNull().default(0),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member who last changed the level (null: the seed). */
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every level change, who made it and when: the audit staff read under /staff/flags. */
export const featureFlagChanges = pgTable(
  'feature_flag_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    flagName: text('flag_name')
      .notNull()
      .references(() => featureFlags.name, { onDelete: 'cascade' }),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    // The e-mail is kept beside the id: the audit still reads after the account is deleted.
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feature_flag_changes_flag_idx').on(table.flagName, table.changedAt)],
);
