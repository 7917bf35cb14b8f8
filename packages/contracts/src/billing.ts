import { z } from 'zod';
import { attributionSnapshotSchema } from './analytics';

/** One discount line item of a priced plan (spec section 3 "Subscription plan" discounts_info). */
export const discountLineItemSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  percentage: z.number(),
});

/** A plan as the plans page and checkout show it (spec section 3 "Subscription plan"); cents. */
export const subscriptionPlanSchema = z.object({
  plan_code: z.string(),
  name: z.string(),
  feature_set_type: z.number().int(),
  validity_months: z.number().int(),
  subscription_plan_type: z.number().int(),
  currency: z.string(),
  list_price: z.number().int(),
  monthly_discounted_price: z.number().int(),
  discounted_price: z.number().int(),
  discounted_price_before_regional: z.number().int(),
  discount_percent: z.number(),
  special_discount_available: z.boolean(),
  special_discount: z.number(),
  updated_special_discount: z.number(),
  expiration_date: z.string().nullable(),
  is_user_subscribed: z.boolean(),
  trial_days: z.number().int(),
  min_seats: z.number().int(),
  max_seats: z.number().int(),
  discounts_info: z.array(discountLineItemSchema),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** GET /api/user/info/subscriptions (spec section 7). */
export const subscriptionPlansReplySchema = z.object({
  plans: z.array(subscriptionPlanSchema),
  best_discount_percent: z.number(),
  current_plan_code: z.string().nullable(),
  /** Holiday banner timer 'end,start,repeat-hours' (spec section 9), or null without a sale. */
  holiday_banner_timer: z.string().nullable(),
  /** Spec section 3 "Subscription discount info". */
  subscription_discount_info: z.object({
    regional_discount_percent: z.number(),
    discounts_info: z.record(
      z.string(),
      z.object({ line_items: z.array(z.object({ id: z.string(), percentage: z.number() })) }),
    ),
  }),
});
export type SubscriptionPlansReply = z.infer<typeof subscriptionPlansReplySchema>;

/**
 * Card details as typed, for the built-in test processor only: the api hands them to it and keeps
 * only the last 4. With Stripe configured the api refuses this field (Stripe's own form takes it).
 */
export const cardInputSchema = z.object({
  number: z.string().trim().min(1, 'Enter the card number').max(30),
  exp_month: z.coerce.number().int().min(1, 'Expiry month must be 1-12').max(12, 'Expiry month must be 1-12'),
  exp_year: z.coerce.number().int().min(2000, 'Enter a four-digit expiry year').max(2100),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** POST /api/checkout/{checkout_type}: one body for the 19 types; each uses its own fields. */
export const checkoutBodySchema = z.object({
  idempotency_key: z.string().trim().min(8, 'idempotency_key must be 8-100 characters').max(100),
  plan: z.string().trim().max(40).optional(),
  card: cardInputSchema.optional(),
  coupon: z.string().trim().max(40).optional(),
  monthly_to_annual: z.boolean().optional(),
  seats: z.coerce
    .number({ error: 'Enter the number of seats.' })
    .int('Enter a whole number of seats.')
    .min(1, 'Choose at least one seat.')
    .max(10_000, 'Choose at most 10,000 seats.')
    .optional(),
  // Required and at least 2 characters for a team or enterprise buy: the handler says so by name.
  organization_name: z.string().trim().max(100, 'Keep the name to 100 characters or fewer.').optional(),
  organization_id: z.string().trim().max(100).optional(),
  course_id: z.string().trim().max(200).optional(),
  recipient_email: z.email('Enter the recipient e-mail address').optional(),
  gift_message: z.string().max(1000).optional(),
  delivery_date: z.iso.date('delivery_date must be YYYY-MM-DD').optional(),
  /** The total the page showed (its quote, minor units): a charge that would differ is refused. */
  expected_amount: z.number().int().min(0).optional(),
  /** Where the buyer came from (the browser's attribution snapshot): the payment's source. */
  attribution: attributionSnapshotSchema.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** POST /api/checkout/{checkout_type}/quote: the order as the page has it so far, no card. */
export const checkoutQuoteBodySchema = checkoutBodySchema.omit({
  idempotency_key: true,
  card: true,
  expected_amount: true,
});
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBodySchema>;

/** What the checkout will charge for that order, priced by the same code as the charge. */
export const checkoutQuoteSchema = z.object({
  /** In minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  discounts_info: z.array(z.object({ id: z.string(), amount: z.number().int() })),
  description: z.string(),
  /** False for a change that charges nothing (downgrade). */
  needs_card: z.boolean(),
  /** A saved card will be charged when the form sends none (quick checkouts, seats). */
  has_saved_card: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** A transaction as /transactions and GET /api/get-subscription-transaction/{id} show it. */
export const transactionSchema = z.object({
  transaction_id: z.string(),
  checkout_type: z.string(),
  /** What was bought, in words ('Standard, monthly'); null for rows older than descriptions. */
  description: z.string().nullable().optional(),
  status: z.enum(['charging', 'fulfilling', 'succeeded', 'failed']),
  amount: z.number().int(),
  currency: z.string(),
  plan_code: z.string().nullable(),
  course_id: z.string().nullable(),
  coupon_code: z.string().nullable(),
  discounts_info: z.array(z.object({ id: z.string(), amount: z.number().int() })),
  failure_reason: z.string().nullable(),
  card_last4: z.string().nullable(),
  subscription_id: z.string().nullable(),
  invoice_number: z.string(),
  created_at: z.string(),
  gift_code: z.string().nullable().optional(),
  organization_id: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const checkoutReplySchema = z.object({
  transaction: transactionSchema,
  redirect_url: z.string(),
  /**
   * With Stripe: the intent the page confirms with Stripe.js (Payment Element) before going to
   * redirect_url; 'setup' saves the card without a charge (free trials). Null when already paid.
   */
  payment: z
    .object({ kind: z.enum(['payment', 'setup']), client_secret: z.string() })
    .nullable()
    .optional(),
});
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

/** GET /api/payments/config: which processor takes cards, and Stripe's publishable key for Stripe.js. */
export const paymentsConfigSchema = z.object({
  processor: z.enum(['test', 'stripe']),
  /** pk_test_... / pk_live_...; null with the built-in test processor. Never a secret key. */
  stripe_publishable_key: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** GET /api/coupon/...: whether a coupon applies and the price it gives. */
export const couponReplySchema = z.object({
  code: z.string(),
  valid: z.literal(true),
  percent_off: z.number(),
  discounted_price: z.number().int().optional(),
  discounts_info: z.array(discountLineItemSchema).optional(),
});
export type CouponReply = z.infer<typeof couponReplySchema>;

/** GET /api/subscription/reactivation-discount-info (spec section 3 "Reactivation discount"). */
export const reactivationDiscountSchema = z.object({
  expiration_date: z.string().nullable(),
  churned_buyer_discount_type: z.string(),
  discount_percentage: z.number(),
});

/** GET /api/user/credit-on-gift-info. */
export const giftCreditSchema = z.object({
  has_credit: z.boolean(),
  gifts: z.array(
    z.object({ code: z.string(), plan_code: z.string(), message: z.string(), from_name: z.string() }),
  ),
});
