import {
  checkoutBodySchema,
  checkoutQuoteBodySchema,
  checkoutQuoteSchema,
  checkoutReplySchema,
  errorReplySchema,
} from '@learnbox/contracts';
import { CHECKOUT_TYPES, parseCheckoutType } from '@learnbox/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance';
import { boundedGuess } from '../../../platform/rate-limit/rate-limiter';
import type { Commerce } from '../compose';
import { authorize, OWN_BILLING } from '../policies';
import type { Buyer } from '../use-cases/checkout-types/checkout-handler';
import { CHECKOUT_HANDLERS } from '../use-cases/checkout-types/checkout-handlers';
import { quoteCheckout } from '../use-cases/quote-checkout';
import { runCheckout } from '../use-cases/run-checkout';
import { toTransactionView } from '../views/transaction-view';
import { couponGuessKeys } from './coupon-guess';

const checkoutTypeParams = z.object({
  checkoutType: z.enum(CHECKOUT_TYPES, { error: 'Unknown checkout type.' }),
});
const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  503: errorReplySchema,
};

/**
 * The signed-in buyer of a quote or a charge, one for both so they price alike: the country is the
 * one commerce/pricing/country-resolver.ts decides (a trusted proxy's header or a lookup of the client
 * address), never what the client claims.
 */
async function buyerOf(request: FastifyRequest, ctx: Commerce): Promise<Buyer> {
  const user = authorize(request.user, 'buy', OWN_BILLING);
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
  app.post(
    '/api/checkout/:checkoutType/quote',
    {
      schema: {
        tags: ['checkout'],
        summary: 'What this order would charge now: the total the checkout page shows',
        params: checkoutTypeParams,
        body: checkoutQuoteBodySchema,
        response: { 200: checkoutQuoteSchema, ...refusals },
      },
    },
    async (request) => {
      const buyer = await buyerOf(request, ctx);
      const quote = () =>
        quoteCheckout(ctx, CHECKOUT_HANDLERS, {
          type: parseCheckoutType(request.params.checkoutType),
          buyer,
          body: request.body,
          now: ctx.now(),
        });
      // With a coupon the quote answers whether the code exists: bounded like the coupon checks.
      return request.body.coupon ? boundedGuess(ctx.limiter, couponGuessKeys(request), quote) : quote();
    },
  );

  app.post(
    '/api/checkout/:checkoutType',
    {
      schema: {
        tags: ['checkout'],
        params: checkoutTypeParams,
        body: checkoutBodySchema,
        response: { 200: checkoutReplySchema, ...refusals },
      },
    },
    async (request) => {
      const type = parseCheckoutType(request.params.checkoutType);
      const { txn, payment } = await runCheckout(ctx, CHECKOUT_HANDLERS, {
        type,
        buyer: await buyerOf(request, ctx),
        body: request.body,
        now: ctx.now(),
        purpose: 'charge',
      });
      const plan = txn.planCode ? `&plan=${encodeURIComponent(txn.planCode)}` : '';
      return {
        transaction: toTransactionView(txn),
        redirect_url: `/order-confirmation?transaction_id=${encodeURIComponent(txn.id)}&checkout_type=${type}${plan}&post_checkout=true`,
        payment: payment ? { kind: payment.kind, client_secret: payment.clientSecret } : null,
      };
    },
  );
}
