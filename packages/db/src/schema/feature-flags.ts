import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
});
