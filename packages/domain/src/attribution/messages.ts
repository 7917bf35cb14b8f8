/** Sentences of attribution, analytics and refer-a-friend (spec sections 5, 7 and 8). */
export const ANALYTICS_MESSAGES = {
  /** Spec section 8, quoted with its spelling: the subscription-type call's fallback. */
  SUBSCRIPTION_TYPE_FALLBACK: 'Failed to load Google Analytics Subscribtion Type',
  AFFILIATE_ID_NOT_NUMBER: 'The affiliate id must be a number.',
  AFFILIATE_NOT_FOUND: 'There is no affiliate with this id.',
  AFFILIATE_CONTEXT_UNKNOWN: 'The affiliate context must start with "context".',
  NETWORK_UNKNOWN: 'This affiliate network is not one we work with.',
  NETWORK_PARAMS_REQUIRED: 'Both merchant_id and tracking_id are needed to set the affiliate cookie.',
  EVENTS_TOO_MANY: 'Send at most 50 events at a time.',
  EVENTS_EMPTY: 'Send at least one event.',
  EVENT_NAME_INVALID:
    'Each event needs an event_name of 1 to 100 letters, digits, dots, dashes or underscores.',
  EVENT_DATA_INVALID: 'Each event needs event_data as a string of at most 4000 characters.',
  CONSENT_QUESTION:
    'May we measure how you use Learnbox with PostHog, a product analytics service? Logging out withdraws a yes.',
  RANGE_INVALID: 'Choose a range whose start is before its end, at most 366 days long.',
} as const;

/** Refer a friend and GitHub students (issue 17). */
export const GROWTH_MESSAGES = {
  REFERRAL_CREDIT_NOTE: 'You and your friend each get a credit when your friend makes a first payment.',
  GITHUB_NOT_STUDENT:
    'GitHub does not list this account as a verified student. Verify it with GitHub Education, then try again.',
  GITHUB_CONNECT_FIRST: 'Connect your GitHub account first, then verify it.',
  GITHUB_UNAVAILABLE: 'GitHub did not answer. Please try again in a minute.',
  GITHUB_ALREADY_USED: 'This GitHub account already verified another Learnbox account.',
  GITHUB_VERIFIED: 'Your GitHub student account is verified.',
} as const;
