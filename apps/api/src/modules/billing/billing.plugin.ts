import type { AppInstance } from '../../platform/http/app-instance';
import { registerCheckoutRoutes } from '../checkout/checkout.routes';
import { registerCouponRoutes } from '../coupons/coupons.routes';
import { paymentsRoutes } from '../payments/payments.routes';
import { registerSubscriptionRoutes } from '../subscriptions/subscriptions.routes';
import { registerBillingRoutes } from './billing.routes';
import type { BillingContext } from './billing-context';
import { getSubscriptionFeatureType } from './sync-billing-flags';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans, checkout and subscriptions; jobs and other modules use it through this. */
    billing: BillingContext;
  }
}

/** Registers every billing route on the root instance (so the accounts hooks cover them). */
export async function registerBilling(
  app: AppInstance,
  ctx: BillingContext,
  webhookSecret?: string,
): Promise<void> {
  app.decorate('billing', ctx);
  registerBillingRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  await paymentsRoutes(app, ctx, webhookSecret);
}

/** For the code module's plan reader: is this user paying right now, and Premium or Premium Plus? */
export function billingExecutionPlanReader(ctx: BillingContext) {
  return {
    async planOf(userId: string) {
      const tier = await getSubscriptionFeatureType(ctx, userId);
      return {
        is_premium_user: tier === 'PREMIUM' || tier === 'PREMIUM_PLUS',
        is_premium_plus_user: tier === 'PREMIUM_PLUS',
        is_paid_user: tier !== null,
      };
    },
  };
}
