import type { CheckoutHandlers } from '../run-checkout';
import { subscriptionGift } from './gift-handler';
import { certificatePurchase, couponPurchase, coursePurchase } from './product-handlers';
import {
  subscriptionBuy,
  subscriptionDowngrade,
  subscriptionQuickBuy,
  subscriptionReactivation,
  subscriptionUpgrade,
} from './subscription-handlers';
import {
  enterpriseReactivation,
  enterpriseSeatsPurchase,
  enterpriseSubscriptionBuy,
  enterpriseSubscriptionUpgrade,
  teamReactivation,
  teamSeatsPurchase,
  teamSubscriptionBuy,
} from './team-handlers';
import { b2cTrialAvail, b2cTrialQuickAvail } from './trial-handlers';

/** The rules of each checkout type of spec section 2. */
export const CHECKOUT_HANDLERS: CheckoutHandlers = {
  'subscription-buy': subscriptionBuy,
  'subscription-gift': subscriptionGift,
  'subscription-upgrade': subscriptionUpgrade,
  'subscription-downgrade': subscriptionDowngrade,
  'subscription-quick-buy': subscriptionQuickBuy,
  'subscription-reactivation': subscriptionReactivation,
  'b2c-trial-avail': b2cTrialAvail,
  'b2c-trial-quick-avail': b2cTrialQuickAvail,
  'enterprise-subscription-buy': enterpriseSubscriptionBuy,
  'enterprise-subscription-upgrade': enterpriseSubscriptionUpgrade,
  'enterprise-subscription-reactivation': enterpriseReactivation,
  'team-subscription-buy': teamSubscriptionBuy,
  'team-subscription-seats-purchase': teamSeatsPurchase,
  'team-subscription-reactivation': teamReactivation,
  'course-purchase': coursePurchase,
  'certificate-purchase': certificatePurchase,
  'enterprise-seats-purchase': enterpriseSeatsPurchase,
  'coupon-purchase': couponPurchase,
  // The visitor signs up first (signup_type=loggedout-user-purchase), then buys as the new user.
  'loggedout-enterprise-purchase': enterpriseSubscriptionBuy,
};
