import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Product events (issue 17 "Analytics"): page views sent by the browser and what the api records
 * itself (sign-up, first code run, lesson completed, checkout started and paid). Stored in the
 * embedded set-up; forwarded to PostHog when it is configured. `anonymous_id` ties a visitor's
 * events before sign-up to the account made after.
 */
export const productEvents = pgTable(
  'product_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: text('user_id'),
    anonymousId: text('anonymous_id'),
    /** 'server' (recorded by the api) or 'client' (POST /api/events). */
    origin: text('origin').notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_events_name_created_idx').on(table.name, table.createdAt),
    index('product_events_user_idx').on(table.userId),
    index('product_events_anonymous_idx').on(table.anonymousId),
  ],
);

/**
 * Affiliates (spec section 7 "getencodedid"): the numeric id that comes in the URL, the name shown
 * and the opaque encoded id the sign-up and login carry instead of the number.
 */
export const affiliates = pgTable('affiliates', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  encodedId: text('encoded_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refer a friend: one code per user, shown on /refer-a-friend and carried by the friend's sign-up. */
export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A friend's sign-up through a code, and the credit both sides got on the friend's first payment.
 * One row per friend (unique): a second payment, or a retry, finds it and credits nothing more.
 * The credits are single-use coupons of the commerce rules (`billing_coupons`).
 */
export const referrals = pgTable(
  'referrals',
  {
    friendUserId: text('friend_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The friend's first paid transaction; null until then. */
    creditedTransactionId: text('credited_transaction_id'),
    referrerCoupon: text('referrer_coupon'),
    friendCoupon: text('friend_coupon'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerUserId),
    uniqueIndex('referrals_credited_txn_idx').on(table.creditedTransactionId),
  ],
);

/** A GitHub account verified as a student's (/github-students): the github-scholar customer type. */
export const githubStudents = pgTable('github_students', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  githubLogin: text('github_login').notNull().unique(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  /** Students graduate: past this the customer type is github-scholar churned. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
