import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A course picked for an organization's catalogue (spec section 3 "included_courses_list"). */
export interface OrganizationCourseRef {
  author_id: string;
  work_id: string;
}

/** One subscription of an organization (spec section 3 "Subscription"). */
export interface OrganizationSubscription {
  subscription_id: string;
  /** TEAM, ENTERPRISE or ENTERPRISE_PLUS. */
  subscription_sub_type: string;
  /** 7001 paid subscription, 7004 paid through self checkout. */
  subscription_type: number;
  /** 9001 active, 9002 inactive (spec section 4 "Status codes"). */
  status?: number;
}

/**
 * Team and enterprise organizations (spec section 3 "Organization"), created by a team or
 * enterprise checkout; admins manage members in apps/api/src/modules/organizations.
 */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The organization's subdomain on the sibling workflow host (spec section 1). */
  subdomain: text('subdomain').unique(),
  /** The header colour of the organization's own host (#rrggbb), set by its admins; null: the default. */
  brandColor: text('brand_color'),
  subscriptionId: text('subscription_id'),
  subscriptions: jsonb('subscriptions').$type<OrganizationSubscription[]>().notNull().default([]),
  isSlackAuthorized: boolean('is_slack_authorized').notNull().default(false),
  isConfluenceIntegrationEnabled: boolean('is_confluence_integration_enabled').notNull().default(false),
  freeOnboardingSeats: integer('free_onboarding_seats').notNull().default(0),
  canCreatePrivateContent: boolean('can_create_private_content').notNull().default(false),
  includeAllCourses: boolean('include_all_courses').notNull().default(true),
  includedCoursesList: jsonb('included_courses_list').$type<OrganizationCourseRef[]>().notNull().default([]),
  excludedCoursesList: jsonb('excluded_courses_list').$type<OrganizationCourseRef[]>().notNull().default([]),
  includedCategoriesList: jsonb('included_categories_list').$type<string[]>().notNull().default([]),
  excludedCategoriesList: jsonb('excluded_categories_list').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's place in an organization: the role flags of spec sections 3 and 6. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Only admins carry an admin level (spec section 6). */
    adminLevel: integer('admin_level'),
    isManager: boolean('is_manager').notNull().default(false),
    isMentor: boolean('is_mentor').notNull().default(false),
    isSubscriber: boolean('is_subscriber').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user_id_idx').on(table.userId),
  ],
);

/**
 * An e-mailed invitation to take one of the organization's seats. Only a SHA-256 hash of the
 * link's token is stored, so a leaked row cannot be turned into a working link. An invitation is
 * pending while neither accepted nor cancelled; re-inviting the same address reuses its pending
 * row (new token and expiry), which the partial unique index guarantees.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored lower-cased and trimmed; the accepting account's verified address must match. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organization_invitations_pending_email_idx')
      .on(table.organizationId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.cancelledAt} is null`),
  ],
);
