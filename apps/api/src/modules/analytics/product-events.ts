import type { ProductEventsBody } from '@learnbox/contracts';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import type { EventsRepository } from './events.repository';
import type { EventSink } from './posthog-sink';
import type { Tracking } from './tracking';

export interface RecordInput {
  userId?: string | null;
  anonymousId?: string | null;
  props?: Record<string, unknown>;
  /** The request's tracking state; without it the event is stored and not forwarded. */
  tracking?: Tracking;
}

/** The analytics module's service: what other modules call through its index. */
export interface ProductEvents {
  /** Stores one server-side event and copies it to PostHog when configured and consented. Never throws. */
  recordProductEvent(name: string, input: RecordInput): Promise<void>;
  /** `first_code_run` once per user: the funnel's middle step. */
  recordFirstCodeRun(userId: string, props: Record<string, unknown>, tracking?: Tracking): Promise<void>;
  /** The browser's list (POST /api/events): page views and queued campaign events; stored, not forwarded. */
  recordClientEvents(body: ProductEventsBody, userId: string | null, tracking: Tracking): Promise<number>;
  /** Sends what PostHog has queued (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** event_data is a string (spec section 7); JSON of an object becomes the event's properties. */
function propsOfData(data: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Plain text is kept as it came.
  }
  return { data };
}

export function createProductEvents(
  events: EventsRepository,
  sink: EventSink | null,
  log: { warn(object: unknown, message: string): void },
): ProductEvents {
  const forward = (name: string, input: RecordInput & { origin: string }) => {
    const distinctId = input.userId ?? input.anonymousId ?? input.tracking?.anonymousId;
    if (!sink || !distinctId || !input.tracking?.consent || input.tracking.bot) return;
    sink.capture({ distinctId, event: name, properties: { ...input.props, origin: input.origin } });
  };

  const recordProductEvent: ProductEvents['recordProductEvent'] = async (name, input) => {
    if (input.tracking?.bot) return;
    const anonymousId = input.anonymousId ?? input.tracking?.anonymousId ?? null;
    try {
      await events.insert([
        { name, userId: input.userId ?? null, anonymousId, origin: 'server', props: input.props ?? {} },
      ]);
      forward(name, { ...input, anonymousId, origin: 'server' });
    } catch (error) {
      // Analytics never fails the sign-up, the run or the payment it describes.
      log.warn({ err: error, event: name }, 'a product event was not recorded');
    }
  };

  return {
    recordProductEvent,
    async recordFirstCodeRun(userId, props, tracking) {
      if (await events.hasUserEvent(userId, PRODUCT_EVENTS.FIRST_CODE_RUN).catch(() => true)) return;
      await recordProductEvent(PRODUCT_EVENTS.FIRST_CODE_RUN, { userId, props, tracking });
    },
    async recordClientEvents(body, userId, tracking) {
      if (tracking.bot) return 0;
      const rows = body.map((event) => ({
        name: event.event_name,
        userId,
        anonymousId: tracking.anonymousId,
        origin: 'client',
        props: propsOfData(event.event_data),
      }));
      // Stored only: the browser sends its own copy to PostHog through posthog-js when configured
      // and consented, so forwarding these too would count every page view twice.
      await events.insert(rows);
      return rows.length;
    },
    flush: async () => sink?.flush(),
    close: async () => sink?.close(),
  };
}
