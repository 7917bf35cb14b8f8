import {
  errorReplySchema,
  giftCreditSchema,
  reactivationDiscountSchema,
  subscriptionPlansReplySchema,
  transactionSchema,
} from '@learnbox/contracts';
import { DomainError, STATUS, TRANSACTION_NOT_FOUND_MESSAGE, trustedEmail } from '@learnbox/domain';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';
import { requireUser } from '../auth/auth.routes';
import { isExpiringWithin } from '../payments/card-rules';
import { reactivationOffer } from '../subscriptions/reactivation-offer';
import type { BillingContext } from './billing-context';
import { listSubscriptionPlans } from './list-subscription-plans';
import { currentPersonalSubscription } from './sync-billing-flags';
import { toTransactionView } from './transaction-view';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

/** Plans, transactions and the small billing reads of spec section 7 "Pricing and coupons". */
export function registerBillingRoutes(app: AppInstance, ctx: BillingContext): void {
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
      const user = requireUser(request);
      const rows = await ctx.repo.transactionsOf(user.id);
      const views = await Promise.all(
        rows.map(async (txn) => {
          const gift =
            txn.checkoutType === 'subscription-gift' ? await ctx.accounts.giftByTransaction(txn.id) : null;
          return toTransactionView(txn, { giftCode: gift?.code ?? null });
        }),
      );
      return { transactions: views };
    },
  );

  const transactionRoute = async (userId: string, ids: string[]) => {
    const found = [];
    for (const id of ids) {
      const txn = await ctx.repo.getTransaction(id);
      // Another user's transaction is reported exactly like a missing one.
      if (!txn || txn.userId !== userId)
        throw new DomainError(TRANSACTION_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
      found.push(toTransactionView(txn));
    }
    return { transactions: found };
  };
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
    async (request) => transactionRoute(requireUser(request).id, [request.params.id]),
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
    async (request) => transactionRoute(requireUser(request).id, [request.params.id, request.params.id2]),
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
      const user = requireUser(request);
      const card = await ctx.accounts.latestPaymentMethod(user.id);
      if (!card) return { is_going_to_expire: false, last4: null, expiry: null };
      return {
        is_going_to_expire: isExpiringWithin(card.expMonth, card.expYear, ctx.now()),
        last4: card.last4,
        expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
      };
    },
  );

  app.get(
    '/api/subscription/reactivation-discount-info',
    { schema: { tags: ['billing'], response: { 200: reactivationDiscountSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
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
      const user = requireUser(request);
      // Gifts attach to an account by address, so only a verified one sees them (issue 10).
      const address = trustedEmail(user);
      const gifts = address
        ? (await ctx.accounts.unredeemedGiftsFor(address)).filter((gift) => gift.deliveredAt)
        : [];
      const views = await Promise.all(
        gifts.map(async (gift) => ({
          code: gift.code,
          plan_code: gift.planCode,
          message: gift.message,
          from_name: (await ctx.accounts.getUser(gift.buyerUserId))?.name ?? '',
        })),
      );
      return { has_credit: views.length > 0, gifts: views };
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
      const user = requireUser(request);
      const sub = currentPersonalSubscription(await ctx.repo.subscriptionsOf(user.id), ctx.now());
      return {
        subscription: sub
          ? {
              subscription_id: sub.id,
              plan_code: sub.planCode,
              status: sub.status,
              is_trial: sub.isTrial,
              auto_renew: sub.autoRenew,
              expires_at: sub.expiresAt.toISOString(),
              pending_plan_code: sub.pendingPlanCode,
            }
          : null,
      };
    },
  );
}
