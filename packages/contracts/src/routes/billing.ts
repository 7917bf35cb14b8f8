import { z } from 'zod';
import {
  giftCreditSchema,
  paymentsConfigSchema,
  reactivationDiscountSchema,
  subscriptionPlansReplySchema,
  transactionSchema,
} from '../billing';
import { defineRoute } from './define-route';

const tags = ['billing'];
const errors = [400, 401, 404] as const;
const transactionsReplySchema = z.object({ transactions: z.array(transactionSchema) });
const transactionId = z.string().min(1).max(120);

/** Plans, transactions and the small billing reads of spec section 7 "Pricing and coupons". */
export const billingRoutes = {
  subscriptionPlans: defineRoute({
    method: 'GET',
    path: '/api/user/info/subscriptions',
    tags,
    query: z.object({
      return_complete_response: z.string().optional(),
      encoded_affiliate_id: z.string().max(200).optional(),
    }),
    reply: subscriptionPlansReplySchema,
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/api/transactions',
    tags,
    reply: transactionsReplySchema,
    errors,
  }),
  transaction: defineRoute({
    method: 'GET',
    path: '/api/get-subscription-transaction/:id',
    tags,
    params: z.object({ id: transactionId }),
    reply: transactionsReplySchema,
    errors,
  }),
  transactionPair: defineRoute({
    method: 'GET',
    path: '/api/get-subscription-transaction/:id/:id2',
    tags,
    params: z.object({ id: transactionId, id2: transactionId }),
    reply: transactionsReplySchema,
    errors,
  }),
  paymentMethodExpiry: defineRoute({
    method: 'GET',
    path: '/api/is-payment-method-going-to-expire',
    tags,
    reply: z.object({
      is_going_to_expire: z.boolean(),
      last4: z.string().nullable(),
      expiry: z.string().nullable(),
    }),
    errors,
  }),
  reactivationDiscount: defineRoute({
    method: 'GET',
    path: '/api/subscription/reactivation-discount-info',
    tags,
    reply: reactivationDiscountSchema,
    errors,
  }),
  giftCredit: defineRoute({
    method: 'GET',
    path: '/api/user/credit-on-gift-info',
    tags,
    reply: giftCreditSchema,
    errors,
  }),
  subscription: defineRoute({
    method: 'GET',
    path: '/api/billing/subscription',
    tags,
    reply: z.object({
      subscription: z
        .object({
          subscription_id: z.string(),
          plan_code: z.string(),
          status: z.number(),
          is_trial: z.boolean(),
          auto_renew: z.boolean(),
          expires_at: z.string(),
          pending_plan_code: z.string().nullable(),
        })
        .nullable(),
    }),
    errors,
  }),
};

export const paymentsRoutes = {
  /** What the checkout page needs to choose its card form: public values only. */
  config: defineRoute({
    method: 'GET',
    path: '/api/payments/config',
    tags: ['payments'],
    reply: paymentsConfigSchema,
  }),
  /** Stripe's signed event; the body is read raw (a string) to check the signature. */
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    tags: ['payments'],
    reply: z.object({ received: z.literal(true) }),
    errors: [400, 404],
  }),
};
