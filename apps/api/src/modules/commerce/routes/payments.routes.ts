import { apiRoutes } from '@learnbox/contracts';
import { BAD_SIGNATURE_MESSAGE, DomainError, STATUS } from '@learnbox/domain';
import type { AppInstance } from '../../../platform/http/app-instance';
import { registerRoute } from '../../../platform/http/register-route';
import type { Commerce } from '../compose';
import { verifyStripeEvent } from '../processors/stripe-processor';
import { settleTransactionByKey } from '../use-cases/reconcile-transactions';

/** The events that move a checkout: succeeded fulfils, failed fails, requires_action waits. */
const SETTLING_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.canceled',
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
  'setup_intent.requires_action',
  'setup_intent.canceled',
]);

/**
 * POST /api/payments/stripe/webhook: Stripe tells us an intent moved. The signature is checked
 * on the raw body with the stripe package; the transaction named by the intent's idempotency key
 * is then settled the same way the reconciliation job settles it (asking Stripe, never trusting
 * the body alone), so a replayed or reordered event changes nothing.
 */
export async function paymentsRoutes(app: AppInstance, ctx: Commerce, webhookSecret: string | undefined) {
  // What the checkout page needs to choose its card form: public values only, never the secret key.
  registerRoute(app, apiRoutes.payments.config, async () => ({
    processor: ctx.processor.name,
    stripe_publishable_key: ctx.stripePublishableKey,
  }));
  // In a scope of its own so only this route reads JSON as the raw string the signature covers;
  // the table's entry has no body schema, so the string reaches the handler unvalidated.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    registerRoute(scope, apiRoutes.payments.stripeWebhook, async (request) => {
      if (!webhookSecret) throw new DomainError('Stripe webhooks are not configured.', STATUS.NOT_FOUND);
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      const event = verifyStripeEvent(raw, Array.isArray(header) ? header[0] : header, webhookSecret);
      if (!event) throw new DomainError(BAD_SIGNATURE_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
      // Signed by Stripe, yet read defensively: an event without an object settles nothing.
      const object = event.data?.object as { metadata?: Record<string, unknown> | null } | undefined;
      const key = object?.metadata?.idempotency_key;
      if (typeof key === 'string' && SETTLING_EVENTS.has(event.type)) await settleTransactionByKey(ctx, key);
      return { received: true as const };
    });
  });
}
