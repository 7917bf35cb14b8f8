/**
 * Attribution in the browser (spec section 3 "Stored client-side", issue 17). Sign-up, checkout
 * and forms read the snapshot through `readAttribution()` only.
 */
import type { AttributionSnapshot } from '@learnbox/domain';
import { queueCampaignEvent as queueIn, readSnapshot } from './attribution-store';
import { browserStore, sendEvent } from './capture-landing';

/** The visitor's attribution now: stored values and a live impact click id; {} without storage. */
export function readAttribution(now = Date.now()): AttributionSnapshot {
  const store = browserStore();
  return store ? readSnapshot(store, now) : {};
}

/**
 * Records a product event of a visitor the api cannot see act (no request of theirs carries it),
 * through the events endpoint; stored with their anonymous id. Never throws.
 */
export function recordBrowserEvent(name: string, props: Record<string, string>): void {
  void sendEvent(name, props).catch(() => undefined);
}

/** Queues a campaign event (name and data strings) for the next flush to the events endpoint. */
export function queueCampaignEvent(name: string, data: string): void {
  const store = browserStore();
  if (store) queueIn(store, name, data, Date.now());
}
