/**
 * Affiliate attribution (spec section 5 "Validation rules", section 9 "Affiliate click id kept
 * 30 days").
 */

const DAY_MS = 86_400_000;

/** A stored impact click id expires after 30 days (spec sections 5 and 9). */
export const IMPACT_CLICK_ID_TTL_MS = 30 * DAY_MS;

/** The spec gives no wording for a missing click id; this is ours. */
export const MISSING_IMPACT_CLICK_ID_MESSAGE = 'Impact click id is missing for the special affiliate';

/**
 * Affiliate id must be a number to be stored (spec section 5). Only whole, non-negative decimal
 * digits count: '12abc', '1e3', '-4' and '' are rejected, since ids are database keys.
 */
export function parseAffiliateId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : null;
}

/** A click id as stored on the client, with its expiry in epoch ms (spec section 5). */
export interface StoredClickId {
  clickId: string;
  expiresAt: number;
}

/** What to do with an incoming click id (spec section 5). */
export type ClickIdDecision =
  | { action: 'store'; value: StoredClickId }
  | { action: 'report-error'; message: string }
  | { action: 'skip' };

/**
 * Impact click id rules (spec section 5): for the special affiliate the click id must be present,
 * otherwise an error is reported and nothing is stored; when present it is stored to expire in
 * 30 days. Other affiliates carry no click id, so nothing happens for them.
 */
export function decideImpactClickId(input: {
  affiliateId: number | null;
  specialAffiliateId: number;
  clickId: string | null | undefined;
  now: number;
}): ClickIdDecision {
  if (input.affiliateId !== input.specialAffiliateId) return { action: 'skip' };
  const clickId = input.clickId?.trim();
  if (!clickId) return { action: 'report-error', message: MISSING_IMPACT_CLICK_ID_MESSAGE };
  return { action: 'store', value: { clickId, expiresAt: input.now + IMPACT_CLICK_ID_TTL_MS } };
}

/**
 * The stored click id while it lives (spec section 5). It expires after 30 days: at exactly
 * expiresAt it is still valid, one millisecond later it is gone, matching the "older than"
 * reading used for campaign events.
 */
export function readImpactClickId(stored: StoredClickId | null | undefined, now: number): string | null {
  if (!stored || now > stored.expiresAt) return null;
  return stored.clickId;
}
