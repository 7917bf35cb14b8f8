import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConnection } from '../processors/stripe-processor';

/** One request the fake received, as Stripe would have: path, headers that matter, form body. */
export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
  raw: string;
}

type FakeIntent = Record<string, unknown> & { id: string; object: 'payment_intent' | 'setup_intent' };

export interface FakeStripe {
  connection: StripeConnection;
  seen: SeenRequest[];
  intents: Map<string, FakeIntent>;
  /** The cardholder paid (or saved the card) in the browser. */
  succeed(id: string, card?: { fingerprint: string; last4: string }): FakeIntent;
  /** The bank declined: Stripe puts the intent back to requires_payment_method with the error. */
  decline(id: string, message: string): FakeIntent;
  /** 3-D Secure is under way. */
  requireAction(id: string): FakeIntent;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
  });

/**
 * A loopback HTTP server answering the few Stripe endpoints the api calls (PaymentIntents and
 * SetupIntents: create, retrieve, cancel) with Stripe's shapes, its idempotency-key replay and its
 * refusal to cancel a succeeded intent. The real stripe client talks to it over HTTP.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const seen: SeenRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  let counter = 0;

  const view = (intent: FakeIntent, form: URLSearchParams) => {
    const expand = form.getAll('expand[]').concat(form.getAll('expand[0]'));
    const method = intent.payment_method as Record<string, unknown> | string | null;
    if (expand.includes('payment_method') || !method || typeof method === 'string') return intent;
    return { ...intent, payment_method: method.id };
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey,
      authorization: req.headers.authorization,
      form,
      raw,
    });
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seen.length}` });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const replayed = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (replayed) return reply(200, replayed);
      counter += 1;
      const customer = { id: `cus_fake${counter}`, object: 'customer' } as unknown as FakeIntent;
      if (idempotencyKey) byKey.set(idempotencyKey, customer);
      return reply(200, customer);
    }
    const create = url.pathname.match(/^\/v1\/(payment_intents|setup_intents)$/);
    const one = url.pathname.match(/^\/v1\/(payment_intents|setup_intents)\/([^/]+)(\/cancel)?$/);
    if (req.method === 'POST' && create) {
      const replayed = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (replayed) return reply(200, replayed);
      const payment = create[1] === 'payment_intents';
      // Stripe's minimum charge in USD.
      if (payment && Number(form.get('amount')) < 50)
        return reply(400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            param: 'amount',
            message: 'Amount must be at least $0.50 usd',
          },
        });
      counter += 1;
      const id = `${payment ? 'pi' : 'seti'}_fake${counter}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const key = name.match(/^metadata\[(.+)\]$/)?.[1];
        if (key) metadata[key] = value;
      }
      const intent: FakeIntent = {
        id,
        object: payment ? 'payment_intent' : 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${counter}`,
        metadata,
        customer: form.get('customer'),
        setup_future_usage: form.get('setup_future_usage'),
        payment_method: null,
        ...(payment
          ? { amount: Number(form.get('amount')), currency: form.get('currency'), last_payment_error: null }
          : { usage: form.get('usage'), last_setup_error: null }),
      };
      // A saved card charged server-side (confirm=true) goes through, as Stripe's 4242 would.
      const savedMethod = form.get('payment_method');
      if (form.get('confirm') === 'true' && savedMethod) {
        intent.status = 'succeeded';
        intent.payment_method = savedMethod;
      }
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, intent);
      return reply(200, intent);
    }
    const intent = one ? intents.get(one[2] ?? '') : undefined;
    if (!intent)
      return reply(404, {
        error: { type: 'invalid_request_error', message: 'No such intent', code: 'resource_missing' },
      });
    if (req.method === 'GET' && !one?.[3]) return reply(200, view(intent, form));
    if (req.method === 'POST' && one?.[3]) {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return reply(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this intent because it has a status of ${intent.status}.`,
          },
        });
      intent.status = 'canceled';
      return reply(200, view(intent, form));
    }
    return reply(400, { error: { type: 'invalid_request_error', message: 'Unsupported by the fake' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no ${id}`);
    return intent;
  };
  const errorField = (intent: FakeIntent) =>
    intent.object === 'payment_intent' ? 'last_payment_error' : 'last_setup_error';
  return {
    connection: { host: '127.0.0.1', port, protocol: 'http' },
    seen,
    intents,
    succeed(id, card = { fingerprint: 'fp_fake_visa', last4: '4242' }) {
      const intent = get(id);
      intent.status = 'succeeded';
      intent[errorField(intent)] = null;
      intent.payment_method = {
        id: `pm_${card.fingerprint}`,
        object: 'payment_method',
        type: 'card',
        card: {
          brand: 'visa',
          fingerprint: card.fingerprint,
          last4: card.last4,
          exp_month: 12,
          exp_year: 2099,
        },
      };
      return intent;
    },
    decline(id, message) {
      const intent = get(id);
      intent.status = 'requires_payment_method';
      intent[errorField(intent)] = { type: 'card_error', code: 'card_declined', message };
      return intent;
    },
    requireAction(id) {
      const intent = get(id);
      intent.status = 'requires_action';
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
