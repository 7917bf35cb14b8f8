import {
  errorReplySchema,
  giftCreditSchema,
  reactivationDiscountSchema,
  subscriptionPlansReplySchema,
  transactionSchema,
} from '@learnbox/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance';
import type { Commerce } from '../compose';
import { authorize, OWN_BILLING } from '../policies';
import { listSubscriptionPlans } from '../use-cases/list-subscription-plans';
import { reactivationOffer } from '../use-cases/reactivation-offer';
import { currentSubscription, giftCredit, paymentMethodExpiry } from '../use-cases/view-billing-status';
import { getOwnTransactions, listTransactions } from '../use-cases/view-transactions';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

/** Plans, transactions and the small billing reads of spec section 7 "Pricing and coupons". */
export function registerBillingRoutes(app: AppInstance, ctx: Commerce): void {
  app.get(
    '/api/user/info/subscriptions',
    {
      schema: {
        tags: ['billing'],
        querystring: z.object({
          return_complete_response: z.string().optional(),
          encoded_affiliate_id: z.string().max(200).optional(),
        }),
        response: { 200: subscriptionPlansReplySchema },
      },
    },
    async (request) =>
      listSubscriptionPlans(ctx, {
        userId: request.user?.id ?? null,
        country: ctx.countries.countryOf(request),
      }),
  );

  app.get(
    '/api/transactions',
    {
      schema: {
        tags: ['billing'],
        response: { 200: z.object({ transactions: z.array(transactionSchema) }), ...errors },
      },
    },
    async (request) => {
      const user = authorize(request.user, 'view', OWN_BILLING);
      return { transactions: await listTransactions(ctx, user.id) };
    },
  );

  const transactionRoute = async (userId: string, ids: string[]) => ({
    transactions: await getOwnTransactions(ctx, userId, ids),
  });

  const transactionsReply = { 200: z.object({ transactions: z.array(transactionSchema) }), ...errors };
  app.get(
    '/api/get-subscription-transaction/:id',
    {
      schema: {
        tags: ['billing'],
        params: z.object({ id: z.string().min(1).max(120) }),
        response: transactionsReply,
      },
    },
    async (request) => transactionRoute(authorize(request.user, 'view', OWN_BILLING).id, [request.params.id]),
  );
  app.get(
    '/api/get-subscription-transaction/:id/:id2',
    {
      schema: {
        tags: ['billing'],
        params: z.object({ id: z.string().min(1).max(120), id2: z.string().min(1).max(120) }),
        response: transactionsReply,
      },
    },
    async (request) =>
      transactionRoute(authorize(request.user, 'view', OWN_BILLING).id, [
        request.params.id,
        request.params.id2,
      ]),
  );

  app.get(
    '/api/is-payment-method-going-to-expire',
    {
      schema: {
        tags: ['billing'],
        response: {
          200: z.object({
            is_going_to_expire: z.boolean(),
            last4: z.string().nullable(),
            expiry: z.string().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = authorize(request.user, 'view', OWN_BILLING);
      return paymentMethodExpiry(ctx, user.id);
    },
  );

  app.get(
    '/api/subscription/reactivation-discount-info',
    { schema: { tags: ['billing'], response: { 200: reactivationDiscountSchema, ...errors } } },
    async (request) => {
      const user = authorize(request.user, 'view', OWN_BILLING);
      const offer = await reactivationOffer(ctx, user.id, ctx.now());
      return {
        expiration_date: offer?.expiresAt.toISOString() ?? null,
        churned_buyer_discount_type: offer?.churnedBuyerDiscountType ?? '',
        discount_percentage: offer?.activePercent ?? 0,
      };
    },
  );

  app.get(
    '/api/user/credit-on-gift-info',
    { schema: { tags: ['billing'], response: { 200: giftCreditSchema, ...errors } } },
    async (request) => {
      const user = authorize(request.user, 'view', OWN_BILLING);
      return giftCredit(ctx, user);
    },
  );

  app.get(
    '/api/billing/subscription',
    {
      schema: {
        tags: ['billing'],
        response: {
          200: z.object({
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
          ...errors,
        },
      },
    },
    async (request) => {
      const user = authorize(request.user, 'view', OWN_BILLING);
      return { subscription: await currentSubscription(ctx, user.id) };
    },
  );
}
