import type { AppInstance } from '../../platform/http/app-instance';
import type { Commerce } from './compose';
import { registerBillingRoutes } from './routes/billing.routes';
import { registerCheckoutRoutes } from './routes/checkout.routes';
import { registerCouponRoutes } from './routes/coupons.routes';
import { paymentsRoutes } from './routes/payments.routes';
import { registerSubscriptionRoutes } from './routes/subscriptions.routes';
import { getSubscriptionFeatureType } from './use-cases/sync-billing-flags';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans, checkout and subscriptions as composed for this app; the jobs (main.ts) run on it. */
    commerce: Commerce;
  }
}

/** Registers every commerce route on the root instance (so the accounts hooks cover them). */
export async function registerCommerce(
  app: AppInstance,
  ctx: Commerce,
  webhookSecret?: string,
): Promise<void> {
  app.decorate('commerce', ctx);
  registerBillingRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  await paymentsRoutes(app, ctx, webhookSecret);
}

/** For the code module's plan reader: is this user paying right now, and Premium or Premium Plus? */
export function commercePlanReader(ctx: Pick<Commerce, 'now' | 'subscriptions' | 'entitlements'>) {
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
