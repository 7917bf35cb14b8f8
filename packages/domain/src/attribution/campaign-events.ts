/**
 * Queued campaign events (spec section 3 "Queued campaign events", section 5, section 9
 * "Campaign events kept 7 days").
 */

/** Campaign events older than 7 days are discarded (spec sections 5 and 9). */
export const CAMPAIGN_EVENT_TTL_MS = 7 * 86_400_000;

/** A queued campaign event: name, data, timestamp (epoch ms) (spec section 3). */
export interface CampaignEvent {
  name: string;
  data: string;
  timestamp: number;
}

/** Well-formed: name and data are strings and the timestamp a finite number (spec section 5). */
export function isCampaignEvent(value: unknown): value is CampaignEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { name, data, timestamp } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof data === 'string' &&
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp)
  );
}

/**
 * Keeps the events worth sending (spec section 5): malformed ones and ones older than 7 days go.
 * An event exactly 7 days old is not older than 7 days, so it stays. The queue is read from
 * client storage, so anything at all may come in; a non-array gives an empty queue.
 */
export function pruneCampaignEvents(queue: unknown, now: number): CampaignEvent[] {
  if (!Array.isArray(queue)) return [];
  return queue.filter(
    (event): event is CampaignEvent =>
      isCampaignEvent(event) && now - event.timestamp <= CAMPAIGN_EVENT_TTL_MS,
  );
}
