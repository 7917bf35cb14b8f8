import { CARD_NOT_ACCEPTED_MESSAGE, DomainError, NOT_COMPLETED_MESSAGE, STATUS } from '@learnbox/domain';
import Stripe from 'stripe';
import type {
  BrowserIntent,
  ChargeRequest,
  ChargeResult,
  IntentRequest,
  PaymentProvider,
  SavedCard,
} from './payment-provider';

const DECLINED = 'Your card was declined.';

/** Where the client talks to: Stripe by default; tests point it at a loopback server. */
export interface StripeConnection {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;

/**
 * A saved Stripe card is `cus_.../pm_...`: Stripe only charges a PaymentMethod again off-session
 * (renewals, quick checkouts) through the Customer it was saved to, and the payment-method row
 * has one token column.
 */
export function stripeCardToken(customerId: string | null, paymentMethodId: string): string {
  return customerId ? `${customerId}/${paymentMethodId}` : paymentMethodId;
}

/** The customer of a saved card token, for the next intent of the same user. */
export function stripeCustomerOf(token: string | null | undefined): string | null {
  return token?.startsWith('cus_') ? (token.split('/')[0] ?? null) : null;
}

function cardOf(intent: Intent): SavedCard | null {
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  const { card } = method;
  const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  return {
    token: stripeCardToken(customer, method.id),
    fingerprint: card.fingerprint ?? method.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

/**
 * What an intent means for our transaction: succeeded, failed (a decline Stripe recorded, or
 * cancelled), or pending while the buyer has not confirmed or is inside 3-D Secure.
 */
export function intentResult(intent: Intent): ChargeResult {
  const error = intent.object === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error;
  if (intent.status === 'succeeded')
    return { status: 'succeeded', chargeId: intent.id, failureReason: null, card: cardOf(intent) };
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && error))
    return {
      status: 'failed',
      chargeId: intent.id,
      failureReason: error?.message ?? (intent.status === 'canceled' ? NOT_COMPLETED_MESSAGE : DECLINED),
    };
  return { status: 'pending', chargeId: intent.id, failureReason: null };
}

const toBrowserIntent = (intent: Intent): BrowserIntent => {
  if (!intent.client_secret) throw new Error(`Stripe returned ${intent.id} without a client secret`);
  return {
    kind: intent.object === 'payment_intent' ? 'payment' : 'setup',
    id: intent.id,
    clientSecret: intent.client_secret,
  };
};

/**
 * Stripe answering 400 to an intent (amount below its minimum, currency it does not take) is a
 * sentence for the buyer, not an outage: a DomainError 400 with Stripe's message.
 */
async function refusalsAsDomainErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode ?? 400) < 500)
      throw new DomainError(error.message, STATUS.OPERATION_NOT_ALLOWED);
    throw error;
  }
}

/**
 * Stripe through its official client. Card numbers never reach the api: the checkout page's
 * Payment Element sends them to Stripe, the api only creates the intent (amount from the same
 * prepare() that quoted it, our transaction id as Stripe's idempotency key) and reads its outcome.
 * Saved cards (quick checkouts, renewals) are charged by their PaymentMethod id.
 */
export function createStripeProcessor(secretKey: string, connection: StripeConnection = {}): PaymentProvider {
  const stripe = new Stripe(secretKey, { ...connection, maxNetworkRetries: 1, timeout: 20_000 });
  const expand = ['payment_method'];
  const retrieve = (reference: string): Promise<Intent> =>
    reference.startsWith('seti_')
      ? stripe.setupIntents.retrieve(reference, { expand })
      : stripe.paymentIntents.retrieve(reference, { expand });
  const metadata = (request: { idempotencyKey: string; checkoutKey?: string }) => ({
    idempotency_key: request.idempotencyKey,
    ...(request.checkoutKey ? { checkout_key: request.checkoutKey } : {}),
  });

  return {
    name: 'stripe',
    collectsCardsInBrowser: true,
    async prepareCard() {
      throw new DomainError(CARD_NOT_ACCEPTED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
        card: CARD_NOT_ACCEPTED_MESSAGE,
      });
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const customer = stripeCustomerOf(request.card.token);
      const paymentMethod = customer ? request.card.token.slice(customer.length + 1) : request.card.token;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            payment_method: paymentMethod,
            // Nobody is at the page to answer 3-D Secure: Stripe declines instead of waiting.
            ...(customer ? { customer, off_session: true } : {}),
            confirm: true,
            description: request.description,
            metadata: metadata(request),
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return intentResult(intent);
      } catch (error) {
        // A decline is an answer, not an outage: Stripe names the intent it failed.
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            status: 'failed',
            chargeId: error.payment_intent?.id ?? null,
            failureReason: error.message || DECLINED,
          };
        throw error;
      }
    },
    async findCharge(idempotencyKey: string, reference?: string | null): Promise<ChargeResult | null> {
      if (reference) return intentResult(await retrieve(reference));
      const key = idempotencyKey.replace(/'/g, '');
      const found = await stripe.paymentIntents.search({ query: `metadata['idempotency_key']:'${key}'` });
      const [intent] = found.data;
      return intent ? intentResult(intent) : null;
    },
    async createIntent(request: IntentRequest): Promise<BrowserIntent> {
      // The card is saved to the user's Customer so renewals can charge it later.
      const customer =
        request.customerId ??
        (
          await stripe.customers.create(
            { metadata: { user_id: request.userId } },
            { idempotencyKey: `customer-${request.idempotencyKey}` },
          )
        ).id;
      const common = {
        customer,
        description: request.description,
        metadata: metadata(request),
        automatic_payment_methods: { enabled: true },
      };
      const options = { idempotencyKey: request.idempotencyKey };
      return refusalsAsDomainErrors(async () =>
        toBrowserIntent(
          request.kind === 'setup'
            ? await stripe.setupIntents.create({ ...common, usage: 'off_session' }, options)
            : await stripe.paymentIntents.create(
                {
                  ...common,
                  amount: request.amountCents,
                  currency: request.currency.toLowerCase(),
                  setup_future_usage: 'off_session',
                },
                options,
              ),
        ),
      );
    },
    async resumeIntent(reference: string): Promise<BrowserIntent> {
      return toBrowserIntent(await retrieve(reference));
    },
    async cancelIntent(reference: string): Promise<ChargeResult> {
      try {
        const cancelled = reference.startsWith('seti_')
          ? await stripe.setupIntents.cancel(reference)
          : await stripe.paymentIntents.cancel(reference);
        // Keep the decline reason the buyer saw rather than a bare "cancelled".
        const before = cancelled.object === 'payment_intent' ? cancelled.last_payment_error : null;
        return { ...intentResult(cancelled), failureReason: before?.message ?? NOT_COMPLETED_MESSAGE };
      } catch (error) {
        // Stripe refuses to cancel an intent that already succeeded (or is already cancelled).
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return intentResult(await retrieve(reference));
        throw error;
      }
    },
  };
}

/**
 * Checks a Stripe-Signature header with the stripe package (HMAC-SHA256 over `${t}.${payload}`,
 * five-minute tolerance) and returns the event, or null when the signature does not hold.
 */
export function verifyStripeEvent(
  payload: string,
  header: string | undefined,
  secret: string,
): Stripe.Event | null {
  if (!header) return null;
  try {
    return Stripe.webhooks.constructEvent(payload, header, secret);
  } catch {
    return null;
  }
}
