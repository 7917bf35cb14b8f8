import { z } from 'zod';
import {
  checkoutBodySchema,
  checkoutQuoteBodySchema,
  checkoutQuoteSchema,
  checkoutReplySchema,
  couponReplySchema,
} from '../billing';
import { defineRoute } from './define-route';

/**
 * The api narrows it to CHECKOUT_TYPES of @learnbox/domain, which contracts may not import
 * (tests/architecture.test.ts): the api's registration refines this schema.
 */
const checkoutTypeParams = z.object({ checkoutType: z.string().min(1).max(60) });
const checkoutErrors = [400, 401, 403, 404, 409, 503] as const;
const segment = z.string().trim().min(1).max(100);
const couponErrors = [400, 404] as const;
const couponQuery = z.object({
  is_github_user: z.string().optional(),
  checkout_type: z.string().max(60).optional(),
});
const subscriptionErrors = [400, 401, 403, 404, 409, 429] as const;

/** POST /api/checkout/{checkout_type} (spec section 2) and its quote, priced by the same code. */
export const checkoutRoutes = {
  quote: defineRoute({
    method: 'POST',
    path: '/api/checkout/:checkoutType/quote',
    tags: ['checkout'],
    summary: 'What this order would charge now: the total the checkout page shows',
    params: checkoutTypeParams,
    body: checkoutQuoteBodySchema,
    reply: checkoutQuoteSchema,
    errors: checkoutErrors,
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/api/checkout/:checkoutType',
    tags: ['checkout'],
    params: checkoutTypeParams,
    body: checkoutBodySchema,
    reply: checkoutReplySchema,
    errors: checkoutErrors,
  }),
};

/** The coupon checks of spec section 7 "Pricing and coupons". */
export const couponsRoutes = {
  subscription: defineRoute({
    method: 'GET',
    path: '/api/coupon/subscription/:plan/:coupon',
    tags: ['coupons'],
    params: z.object({ plan: segment, coupon: segment }),
    query: couponQuery,
    reply: couponReplySchema,
    errors: couponErrors,
  }),
  subscriptionUpgrade: defineRoute({
    method: 'GET',
    path: '/api/coupon/subscription/:plan/:coupon/:upgrade_plan',
    tags: ['coupons'],
    params: z.object({ plan: segment, coupon: segment, upgrade_plan: segment }),
    query: couponQuery,
    reply: couponReplySchema,
    errors: couponErrors,
  }),
  site: defineRoute({
    method: 'GET',
    path: '/api/coupon/site/:code',
    tags: ['coupons'],
    params: z.object({ code: segment }),
    reply: couponReplySchema,
    errors: couponErrors,
  }),
  course: defineRoute({
    method: 'GET',
    path: '/api/coupon/:author/:work/:coupon',
    tags: ['coupons'],
    params: z.object({ author: segment, work: segment, coupon: segment }),
    reply: couponReplySchema,
    errors: couponErrors,
  }),
};

/** Cancel, trial cancel and gift redemption. */
export const subscriptionsRoutes = {
  cancel: defineRoute({
    method: 'POST',
    path: '/api/subscription/cancel',
    tags: ['subscriptions'],
    body: z.object({ subscription_id: z.string().max(200).optional() }).optional(),
    reply: z.object({ status: z.literal(true), expires_at: z.string() }),
    errors: subscriptionErrors,
  }),
  cancelTrial: defineRoute({
    method: 'POST',
    path: '/api/subscription/trial/cancel',
    tags: ['subscriptions'],
    reply: z.object({ status: z.literal(true) }),
    errors: subscriptionErrors,
  }),
  redeemGift: defineRoute({
    method: 'POST',
    path: '/api/gift/redeem',
    tags: ['subscriptions'],
    body: z.object({ code: z.string().trim().min(4, 'Enter the gift code').max(60) }),
    reply: z.object({ status: z.literal(true), plan_code: z.string(), expires_at: z.string() }),
    errors: subscriptionErrors,
  }),
};
