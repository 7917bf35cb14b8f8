/**
 * The cookie marking an automated bot, which bypasses some analytics pushes (spec section 2).
 * The spec does not name it; this name is ours.
 */
export const AUTOMATED_BOT_COOKIE = 'automated_bot';

/**
 * A visitor's random id (first-party cookie, set by the web on landing): ties page views before
 * sign-up to the account made after. Ours; the spec names no such cookie.
 */
export const ANONYMOUS_ID_COOKIE = 'lb_anon_id';

/** The value of the tracking consent cookie (TRACKING_CONSENT_COOKIE) that allows third-party analytics. */
export const TRACKING_CONSENT_GRANTED = 'granted';

/** The affiliate network cookie set by PUT /api/{affiliate network}/set-cookie (30 days, like click ids). */
export const AFFILIATE_NETWORK_COOKIE = 'affiliate_network';

/** Server-side product event names (issue 17 "Analytics"); the browser adds page views and campaign events. */
export const PRODUCT_EVENTS = {
  PAGE_VIEW: 'page_view',
  SIGN_UP: 'sign_up',
  FIRST_CODE_RUN: 'first_code_run',
  LESSON_COMPLETED: 'lesson_completed',
  CHECKOUT_STARTED: 'checkout_started',
  CHECKOUT_PAID: 'checkout_paid',
  AFFILIATE_CLICK: 'affiliate_click',
  EMAIL_CAPTURED: 'marketing_email_captured',
  FORM_SUBMITTED: 'marketing_form_submitted',
  ONBOARDING_COMPLETED: 'onboarding_completed',
  FEATURE_FLAG_CHANGED: 'feature_flag_changed',
} as const;

/** What analytics tags a signed-in user with (GET /api/{analytics service}/subscription-type). */
export type AnalyticsSubscriptionType = 'free' | 'trial' | 'premium' | 'premium_plus' | 'standard' | 'team';

export function analyticsSubscriptionType(flags: {
  hasActiveB2cTrial: boolean;
  isPremiumPlusUser: boolean;
  isPremiumUser: boolean;
  isUserSubscribed: boolean;
  isTeamBuyAdmin: boolean;
}): AnalyticsSubscriptionType {
  if (flags.isPremiumPlusUser) return 'premium_plus';
  if (flags.isPremiumUser) return 'premium';
  if (flags.isUserSubscribed) return 'standard';
  if (flags.hasActiveB2cTrial) return 'trial';
  if (flags.isTeamBuyAdmin) return 'team';
  return 'free';
}

/** Refer a friend: percent off of the single-use coupon each side gets on the friend's first payment. */
export const REFERRAL_CREDIT_PERCENT = 20;
