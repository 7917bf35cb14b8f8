import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The plan catalogue (spec sections 3 and 6): one row per plan code product-months-audience.
 * Prices are integer cents of the base currency (USD); staff edit rows here.
 */
export const billingPlans = pgTable('billing_plans', {
  code: text('code').primaryKey(),
  featureSet: integer('feature_set').notNull(),
  months: integer('months').notNull(),
  audience: integer('audience').notNull(),
  name: text('name').notNull(),
  /** List price of the whole term before any discount, in cents. */
  listPriceCents: integer('list_price_cents').notNull(),
  /** Standing discount of the plan (percent 0-100), shown as the plan's own discount line. */
  planDiscountPercent: integer('plan_discount_percent').notNull().default(0),
  /** A time-boxed special discount (percent), on top of the plan discount. */
  specialDiscountPercent: integer('special_discount_percent').notNull().default(0),
  specialDiscountEndsAt: timestamp('special_discount_ends_at', { withTimezone: true }),
  /** Free days of the b2c trial on this plan (0: no trial). */
  trialDays: integer('trial_days').notNull().default(0),
  /** Team and enterprise plans: price is per seat; these bound the seat count. */
  minSeats: integer('min_seats').notNull().default(1),
  maxSeats: integer('max_seats').notNull().default(1),
  active: boolean('active').notNull().default(true),
});

/**
 * A subscription (spec section 3 "Subscription", section 4 status 7001 active / 7002 expired).
 * Personal plans have user_id; team and enterprise plans also have organization_id and seats.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    organizationId: text('organization_id'),
    planCode: text('plan_code').notNull(),
    featureSet: integer('feature_set').notNull(),
    months: integer('months').notNull(),
    /** 7001 active, 7002 expired. */
    status: integer('status').notNull(),
    /** 7001 paid, 7004 paid through self checkout (spec section 3). */
    subscriptionType: integer('subscription_type').notNull().default(7004),
    /** TEAM, ENTERPRISE, ENTERPRISE_PLUS for organizations; null for a personal plan. */
    subType: text('sub_type'),
    isTrial: boolean('is_trial').notNull().default(false),
    autoRenew: boolean('auto_renew').notNull().default(true),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A downgrade waits for renewal: this plan replaces the current one then. */
    pendingPlanCode: text('pending_plan_code'),
    seats: integer('seats').notNull().default(1),
    maxSeats: integer('max_seats').notNull().default(1),
    paymentMethodId: text('payment_method_id'),
    entitlementId: text('entitlement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_subscriptions_user_idx').on(table.userId),
    index('billing_subscriptions_due_idx').on(table.status, table.expiresAt),
  ],
);

/**
 * Every checkout writes one row here before it charges (status 'charging') and completes it after
 * ('succeeded' / 'failed'). The (user, idempotency key) pair is unique: a retry finds the row.
 */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    checkoutType: text('checkout_type').notNull(),
    planCode: text('plan_code'),
    courseId: text('course_id'),
    /** 'charging' -> 'succeeded' | 'failed'. */
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    quantity: integer('quantity').notNull().default(1),
    couponCode: text('coupon_code'),
    discountsInfo: jsonb('discounts_info').$type<{ id: string; amount: number }[]>().notNull().default([]),
    /** The checkout's input needed to fulfil it later (reconciliation): gift recipient, org name... */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    processor: text('processor').notNull(),
    processorChargeId: text('processor_charge_id'),
    failureReason: text('failure_reason'),
    subscriptionId: text('subscription_id'),
    cardLast4: text('card_last4'),
    /** The buyer's attribution snapshot at checkout and the source it gives (growth report). */
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    source: text('source').notNull().default('direct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('billing_transactions_idem_idx').on(table.userId, table.idempotencyKey),
    index('billing_transactions_status_idx').on(table.status),
  ],
);

/** Saved cards (never the number): fingerprint tells a reused card apart for the trial rule. */
export const billingPaymentMethods = pgTable(
  'billing_payment_methods',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    processor: text('processor').notNull(),
    processorToken: text('processor_token').notNull(),
    fingerprint: text('fingerprint').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    usedForB2cTrial: boolean('used_for_b2c_trial').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_payment_methods_user_idx').on(table.userId),
    index('billing_payment_methods_fp_idx').on(table.fingerprint),
  ],
);

/** Coupons (spec section 7 "Pricing and coupons"): validity, usage limit, plan restriction. */
export const billingCoupons = pgTable('billing_coupons', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  /** 'subscription' | 'course' | 'site'. */
  scope: text('scope').notNull().default('subscription'),
  /** Plan codes it applies to; empty: every plan. */
  planCodes: jsonb('plan_codes').$type<string[]>().notNull().default([]),
  /** Course ids (scope course); empty: every course. */
  courseIds: jsonb('course_ids').$type<string[]>().notNull().default([]),
  /** Checkout types it applies to; empty: every type. */
  checkoutTypes: jsonb('checkout_types').$type<string[]>().notNull().default([]),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  githubOnly: boolean('github_only').notNull().default(false),
  /** Bought through coupon-purchase: who paid for it. */
  purchasedBy: text('purchased_by'),
});

/** Gift subscriptions: bought by one user, redeemed by another through a link code. */
export const billingGifts = pgTable('billing_gifts', {
  code: text('code').primaryKey(),
  buyerUserId: text('buyer_user_id').notNull(),
  transactionId: text('transaction_id').notNull(),
  planCode: text('plan_code').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  message: text('message').notNull().default(''),
  deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  redeemedBy: text('redeemed_by'),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in test processor's own ledger: what the "card network" charged, by idempotency key. */
export const billingTestCharges = pgTable('billing_test_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  last4: text('last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
