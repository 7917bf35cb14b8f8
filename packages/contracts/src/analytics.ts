import { z } from 'zod';
import { plainText } from './auth';

/**
 * Attribution and analytics bodies (issue 17; spec section 7 "Analytics and affiliates"). Sentences
 * for bad input live beside the schemas, like the other contracts.
 */
const ANALYTICS_INPUT_MESSAGES = {
  EVENTS_LIST: 'Send the events as a list of { event_name, event_data }.',
  EVENTS_EMPTY: 'Send at least one event.',
  EVENTS_TOO_MANY: 'Send at most 50 events at a time.',
  EVENT_NAME:
    'Each event needs an event_name of 1 to 100 letters, digits, dots, colons, dashes or underscores.',
  EVENT_DATA: 'Each event needs event_data as a string of at most 4000 characters.',
  NETWORK_PARAM:
    'Send merchant_id and tracking_id, each 1 to 200 letters, digits, dots, dashes or underscores.',
  DATE: 'Use a date like 2026-11-24.',
} as const;

export const MAX_EVENTS_PER_CALL = 50;
export const MAX_EVENT_DATA_LENGTH = 4000;

const value = plainText(200).optional();

/** The browser's snapshot of spec section 3 "Stored client-side" as sign-up, checkout and forms send it. */
export const attributionSnapshotSchema = z.object({
  utm_source: value,
  utm_content: value,
  utm_medium: value,
  utm_campaign: value,
  utm_term: value,
  initial_utm_source: value,
  initial_utm_content: value,
  initial_utm_medium: value,
  initial_utm_campaign: value,
  initial_utm_term: value,
  // Longer than kept: the api cuts referrers to 512 (spec section 5), as it does at sign-up.
  referral_site: plainText(4096).optional(),
  last_referral_site: plainText(4096).optional(),
  referral_code: value,
  site_coupon: value,
  affiliate: value,
  encoded_affiliate_id: value,
  affiliate_name: value,
  impact_click_id: value,
});
export type AttributionSnapshotBody = z.infer<typeof attributionSnapshotSchema>;

/** One event of the events endpoint (spec section 7): two strings. */
export const productEventInputSchema = z.object(
  {
    event_name: z
      .string({ error: ANALYTICS_INPUT_MESSAGES.EVENT_NAME })
      .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { error: ANALYTICS_INPUT_MESSAGES.EVENT_NAME }),
    event_data: z
      .string({ error: ANALYTICS_INPUT_MESSAGES.EVENT_DATA })
      .max(MAX_EVENT_DATA_LENGTH, { error: ANALYTICS_INPUT_MESSAGES.EVENT_DATA }),
  },
  { error: ANALYTICS_INPUT_MESSAGES.EVENTS_LIST },
);

/** POST /api/events: the list of spec section 7, 1 to 50 a call. */
export const productEventsBodySchema = z
  .array(productEventInputSchema, { error: ANALYTICS_INPUT_MESSAGES.EVENTS_LIST })
  .min(1, { error: ANALYTICS_INPUT_MESSAGES.EVENTS_EMPTY })
  .max(MAX_EVENTS_PER_CALL, { error: ANALYTICS_INPUT_MESSAGES.EVENTS_TOO_MANY });
export type ProductEventsBody = z.infer<typeof productEventsBodySchema>;
export const productEventsReplySchema = z.object({ accepted: z.number().int() });

/** POST /api/affiliate/getencodedid/{affiliate id}/context{suffix} (spec section 7). */
export const encodedAffiliateParamsSchema = z.object({
  affiliateId: z.string().max(40),
  context: z.string().max(60),
});
export const encodedAffiliateBodySchema = z.object({
  referral_site: plainText(4096).optional(),
  last_referral_site: plainText(4096).optional(),
  utm_source: value,
  utm_content: value,
  utm_medium: value,
  utm_campaign: value,
  utm_term: value,
  ref_id: value,
});
export const encodedAffiliateReplySchema = z.object({
  encoded_affiliate_id: z.string(),
  associated_affiliate_name: z.string(),
});
export type EncodedAffiliateReply = z.infer<typeof encodedAffiliateReplySchema>;

// The same rule as the domain's NETWORK_ID_PATTERN, which reads the cookie back (contracts may not import the domain).
const networkParam = z
  .string({ error: ANALYTICS_INPUT_MESSAGES.NETWORK_PARAM })
  .regex(/^[A-Za-z0-9_.-]{1,200}$/, { error: ANALYTICS_INPUT_MESSAGES.NETWORK_PARAM });
/** PUT /api/{affiliate network}/set-cookie (spec section 7). */
export const networkCookieBodySchema = z.object({ merchant_id: networkParam, tracking_id: networkParam });
export const networkCookieReplySchema = z.object({ status: z.literal(true) });

/** GET /api/analytics/subscription-type (spec section 7): what analytics tags the visitor with. */
export const subscriptionTypeReplySchema = z.object({
  subscription_type: z.enum(['free', 'trial', 'premium', 'premium_plus', 'standard', 'team']),
});
export type SubscriptionTypeReply = z.infer<typeof subscriptionTypeReplySchema>;

const day = z.iso.date({ error: ANALYTICS_INPUT_MESSAGES.DATE });
/** GET /api/staff/growth: the staff report over [from, to] (dates, UTC, both included). */
export const growthReportQuerySchema = z.object({ from: day, to: day });
const sourceRow = z.object({
  source: z.string(),
  signups: z.number().int(),
  paid_cents: z.number().int(),
  payments: z.number().int(),
});
export const growthReportReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  by_source: z.array(sourceRow),
  funnel: z.object({
    visitors: z.number().int(),
    signups: z.number().int(),
    first_runs: z.number().int(),
    paid: z.number().int(),
  }),
  retention: z.array(
    z.object({ week: z.string(), signups: z.number().int(), active_after_week: z.number().int() }),
  ),
  revenue: z.object({
    total_cents: z.number().int(),
    payments: z.number().int(),
    by_day: z.array(z.object({ day: z.string(), cents: z.number().int() })),
  }),
});
export type GrowthReport = z.infer<typeof growthReportReplySchema>;

/** GET /api/referral/mine: the signed-in user's code and what it earned. */
export const referralSummarySchema = z.object({
  code: z.string(),
  link: z.string(),
  friends_signed_up: z.number().int(),
  friends_paid: z.number().int(),
  credits: z.array(z.object({ coupon: z.string(), percent_off: z.number().int(), used: z.boolean() })),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
