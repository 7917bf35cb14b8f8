import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../../platform/http/app-instance';
import { requireUser } from '../../../platform/http/current-user';
import { registerRoute } from '../../../platform/http/register-route';
import type { Commerce } from '../compose';
import { listSubscriptionPlans } from '../use-cases/list-subscription-plans';
import { reactivationOffer } from '../use-cases/reactivation-offer';
import { currentSubscription, giftCredit, paymentMethodExpiry } from '../use-cases/view-billing-status';
import { getOwnTransactions, listTransactions } from '../use-cases/view-transactions';

const routes = apiRoutes.billing;

/** Plans, transactions and the small billing reads of spec section 7 "Pricing and coupons". */
export function registerBillingRoutes(app: AppInstance, ctx: Commerce): void {
  registerRoute(app, routes.subscriptionPlans, async (request) =>
    listSubscriptionPlans(ctx, {
      userId: request.user?.id ?? null,
      country: ctx.countries.countryOf(request),
    }),
  );

  registerRoute(app, routes.transactions, async (request) => {
    const user = requireUser(request);
    return { transactions: await listTransactions(ctx, user.id) };
  });

  const ownTransactions = async (userId: string, ids: string[]) => ({
    transactions: await getOwnTransactions(ctx, userId, ids),
  });
  registerRoute(app, routes.transaction, async (request) =>
    ownTransactions(requireUser(request).id, [request.params.id]),
  );
  registerRoute(app, routes.transactionPair, async (request) =>
    ownTransactions(requireUser(request).id, [request.params.id, request.params.id2]),
  );

  registerRoute(app, routes.paymentMethodExpiry, async (request) => {
    const user = requireUser(request);
    return paymentMethodExpiry(ctx, user.id);
  });

  registerRoute(app, routes.reactivationDiscount, async (request) => {
    const user = requireUser(request);
    const offer = await reactivationOffer(ctx, user.id, ctx.now());
    return {
      expiration_date: offer?.expiresAt.toISOString() ?? null,
      churned_buyer_discount_type: offer?.churnedBuyerDiscountType ?? '',
      discount_percentage: offer?.activePercent ?? 0,
    };
  });

  registerRoute(app, routes.giftCredit, async (request) => {
    const user = requireUser(request);
    return giftCredit(ctx, user);
  });

  registerRoute(app, routes.subscription, async (request) => {
    const user = requireUser(request);
    return { subscription: await currentSubscription(ctx, user.id) };
  });
}
