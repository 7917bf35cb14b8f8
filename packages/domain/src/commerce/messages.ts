/**
 * What commerce says to people: checkout, coupons, subscriptions, gifts and payments. The api
 * answers with these and the web shows them; tests assert them, so each sentence lives here once.
 */

// Transactions and their settlement.
export const TRANSACTION_NOT_FOUND_MESSAGE = 'Transaction not found.';

export const NOT_COMPLETED_MESSAGE = 'The payment was not completed.';

// Checkout of a course, a certificate or a plan.
export const COURSE_REQUIRED_MESSAGE = 'Choose a course: course_id is missing.';

export const COURSE_NOT_FOR_SALE_MESSAGE = 'This course is not for sale.';

export const COURSE_OWNED_MESSAGE = 'You already own this course.';

export const CERTIFICATE_OWNED_MESSAGE = 'You already bought the certificate of this course.';

export const PLAN_REQUIRED_MESSAGE =
  'Choose a plan: plan must look like product-months-audience, e.g. 200-12-6000';

export const UNKNOWN_PLAN_MESSAGE = 'This plan is not on sale.';

export const WRONG_AUDIENCE_MESSAGE = 'This plan cannot be bought with this checkout.';

// Charging a checkout.
export const CARD_REQUIRED_MESSAGE = 'Enter your card details.';

export const PRICE_CHANGED_MESSAGE =
  'The total has changed since it was shown. Check the new total and pay again.';

export const STILL_PROCESSING_MESSAGE =
  'This checkout is still being processed. Check your transactions in a minute.';

export const PROCESSOR_DOWN_MESSAGE =
  'The payment service did not answer. We will settle this payment shortly and never charge you twice.';

// Free trials.
export const TRIAL_ALREADY_AVAILED_MESSAGE = 'You have already used your free trial.';

export const NO_TRIAL_ON_PLAN_MESSAGE = 'This plan has no free trial.';

export const TRIAL_WHILE_SUBSCRIBED_MESSAGE = 'You already have an active subscription.';

// Team and enterprise checkouts.
export const ORG_NAME_REQUIRED_MESSAGE = 'Enter the name of your team or company.';

export const NOT_ORG_ADMIN_MESSAGE = 'Only an admin of this organization can do this.';

export const NO_ORG_SUBSCRIPTION_MESSAGE = 'This organization has no active subscription.';

export const ORG_STILL_ACTIVE_MESSAGE = 'This organization subscription is still active.';

export const seatsLeftMessage = (left: number) =>
  left > 0 ? `Only ${left} more seats can be added to this plan.` : 'This plan has no seats left to buy.';

/** A second organization of the same name is almost always a buyer who meant to add seats. */
export const alreadyAdministersMessage = (name: string) =>
  `You already administer ${name}. Add seats to it from your team page instead.`;

export const seatRangeMessage = (min: number, max: number) => `Choose between ${min} and ${max} seats.`;

// Subscribing, upgrading, downgrading, reactivating.
export const ALREADY_SUBSCRIBED_MESSAGE =
  'You already have an active subscription. Upgrade or change your plan instead.';

export const NOTHING_TO_REACTIVATE_MESSAGE = 'There is no ended subscription to reactivate.';

export const NO_SUBSCRIPTION_MESSAGE = 'You need an active subscription for this checkout.';

export const NOT_AN_UPGRADE_MESSAGE = 'This plan is not an upgrade of your current plan.';

export const NOT_A_DOWNGRADE_MESSAGE = 'This plan is not a downgrade of your current plan.';

// Gift checkouts.
export const RECIPIENT_REQUIRED_MESSAGE = 'Enter the recipient e-mail address.';

export const DELIVERY_IN_PAST_MESSAGE = 'The delivery date cannot be in the past.';

export const DELIVERY_TOO_FAR_MESSAGE = 'The delivery date must be within a year.';

// Coupons (spec section 5 coupon rules).
export const COUPON_MESSAGES = {
  NOT_FOUND: 'This coupon code is not valid.',
  NOT_STARTED: 'This coupon is not valid yet.',
  EXPIRED: 'This coupon has expired.',
  USED_UP: 'This coupon has been used up.',
  WRONG_PLAN: 'This coupon does not apply to this plan.',
  WRONG_COURSE: 'This coupon does not apply to this course.',
  WRONG_CHECKOUT: 'This coupon cannot be used for this checkout.',
  GITHUB_ONLY: 'This coupon is only for GitHub users.',
} as const;

// Payments: the processors and the card rules.
export const BAD_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';

export const DECLINED_MESSAGE = 'Your card was declined.';

export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';

export const CARD_NOT_ACCEPTED_MESSAGE =
  'Card details are entered in the secure Stripe form on the checkout page; this checkout does not accept a card number.';

export const STRIPE_DOWN_MESSAGE = 'The payment service did not answer. Please try again.';

export const CARD_NUMBER_MESSAGE = 'Your card number is not valid.';

export const CARD_EXPIRED_MESSAGE = 'Your card has expired.';

// Subscriptions: cancelling, and redeeming a gift.
export const NOTHING_TO_CANCEL_MESSAGE = 'You have no active subscription to cancel.';

export const NO_TRIAL_MESSAGE = 'You have no active free trial.';

export const GIFT_NOT_FOUND_MESSAGE = 'This gift link is not valid.';

export const GIFT_REDEEMED_MESSAGE = 'This gift has already been redeemed.';

export const GIFT_OTHER_EMAIL_MESSAGE =
  'This gift was sent to another e-mail address. Log in with that address to redeem it.';

export const GIFT_VERIFY_FIRST_MESSAGE =
  'Verify your e-mail address first: open the link we mailed you, then redeem the gift.';
