import { type NudgeInteractionBody, TRIGGERED_EVENTS_MAX, triggeredEventSchema } from '@learnbox/contracts';
import { DomainError, MARKETING_MESSAGES, STATUS } from '@learnbox/domain';
import type { MarketingRepository } from './marketing.repository';

/** One event's data as JSON: enough for a page's context, too little to store documents. */
const EVENT_DATA_MAX_CHARS = 4000;

const badInput = (message: string) => new DomainError(message, STATUS.OPERATION_NOT_ALLOWED);

/** The events of a triggered-multi body: a JSON list of {event_name, event_data}, each checked. */
export function parseTriggeredEvents(events: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(events);
  } catch {
    throw badInput(MARKETING_MESSAGES.EVENTS_NOT_JSON);
  }
  if (!Array.isArray(parsed)) throw badInput(MARKETING_MESSAGES.EVENTS_NOT_JSON);
  if (parsed.length > TRIGGERED_EVENTS_MAX)
    throw badInput(MARKETING_MESSAGES.EVENTS_TOO_MANY(TRIGGERED_EVENTS_MAX));
  return parsed.map((entry) => {
    const event = triggeredEventSchema.safeParse(entry);
    if (!event.success) throw badInput(event.error.issues[0]?.message ?? MARKETING_MESSAGES.EVENTS_NOT_JSON);
    if (JSON.stringify(event.data.event_data).length > EVENT_DATA_MAX_CHARS)
      throw badInput(MARKETING_MESSAGES.EVENT_DATA_TOO_LARGE);
    return event.data;
  });
}

/** PUT /api/event/triggered-multi: all or nothing, so a client can resend a refused batch whole. */
export async function recordTriggeredEvents(
  store: MarketingRepository,
  events: string,
  userId: string | null,
): Promise<{ stored: number }> {
  const parsed = parseTriggeredEvents(events);
  const stored = await store.insertTriggeredEvents(
    parsed.map((event) => ({ eventName: event.event_name, eventData: event.event_data, userId })),
  );
  return { stored };
}

/** POST /api/reader/log-nudge-interaction. */
export async function logNudgeInteraction(
  store: MarketingRepository,
  body: NudgeInteractionBody,
  userId: string | null,
): Promise<{ status: true }> {
  await store.insertNudgeInteraction({
    nudgeType: body.nudge_type,
    interaction: body.interaction,
    text: body.text,
    userId,
  });
  return { status: true };
}
