import { apiRoutes } from '@learnbox/contracts';
import { CHECKOUT_TYPE_FLAGS, CHECKOUT_TYPES } from '@learnbox/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance';
import { requireUser } from '../../../platform/http/current-user';
import { registerRoute } from '../../../platform/http/register-route';
import { boundedGuess } from '../../../platform/rate-limit/rate-limiter';
import { trackingOf } from '../../analytics';
import type { Commerce } from '../compose';
import type { Buyer } from '../use-cases/checkout-types/checkout-handler';
import { CHECKOUT_HANDLERS } from '../use-cases/checkout-types/checkout-handlers';
import { quoteCheckout } from '../use-cases/quote-checkout';
import { runCheckout } from '../use-cases/run-checkout';
import { toTransactionView } from '../views/transaction-view';
import { couponGuessKeys } from './coupon-guess';

const routes = apiRoutes.checkout;

/**
 * The table's checkoutType is any short string (contracts may not import the domain's list):
 * narrowed here to CHECKOUT_TYPES, so an unknown type is refused before the handler runs, with
 * the 400 of any invalid field, and the OpenAPI document lists the 19 types.
 */
const withCheckoutTypes = <R extends typeof routes.quote | typeof routes.checkout>(route: R) => ({
  ...route,
  params: route.params.extend({
    checkoutType: z.enum(CHECKOUT_TYPES, { error: 'Unknown checkout type.' }),
  }),
});

/**
 * The signed-in buyer of a quote or a charge, one for both so they price alike: the country is the
 * one commerce/pricing/country-resolver.ts decides (a trusted proxy's header or a lookup of the client
 * address), never what the client claims.
 */
async function buyerOf(request: FastifyRequest, ctx: Commerce): Promise<Buyer> {
  const user = requireUser(request);
  // Gift and trial checkouts exist only while their flag is on for this buyer (feature-flags module).
  const flag = CHECKOUT_TYPE_FLAGS[(request.params as { checkoutType: string }).checkoutType];
  if (flag) await request.server.featureFlags.requireOn(user, flag);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    country: ctx.countries.countryOf(request),
    isGithubUser: await ctx.customers.hasGithubAccount(user.id),
  };
}

/** POST /api/checkout/{checkout_type} (spec section 2) and its quote, priced by the same code. */
export function registerCheckoutRoutes(app: AppInstance, ctx: Commerce): void {
  registerRoute(app, withCheckoutTypes(routes.quote), async (request) => {
    const buyer = await buyerOf(request, ctx);
    const quote = () =>
      quoteCheckout(ctx, CHECKOUT_HANDLERS, {
        type: request.params.checkoutType,
        buyer,
        body: request.body,
        now: ctx.now(),
      });
    // With a coupon the quote answers whether the code exists: bounded like the coupon checks.
    return request.body.coupon ? boundedGuess(ctx.limiter, couponGuessKeys(request), quote) : quote();
  });

  registerRoute(app, withCheckoutTypes(routes.checkout), async (request) => {
    const type = request.params.checkoutType;
    const { txn, payment } = await runCheckout(ctx, CHECKOUT_HANDLERS, {
      type,
      buyer: await buyerOf(request, ctx),
      body: request.body,
      now: ctx.now(),
      purpose: 'charge',
      tracking: trackingOf(request),
    });
    const plan = txn.planCode ? `&plan=${encodeURIComponent(txn.planCode)}` : '';
    return {
      transaction: toTransactionView(txn),
      redirect_url: `/order-confirmation?transaction_id=${encodeURIComponent(txn.id)}&checkout_type=${type}${plan}&post_checkout=true`,
      payment: payment ? { kind: payment.kind, client_secret: payment.clientSecret } : null,
    };
  });
}
