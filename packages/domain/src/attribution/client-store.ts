/**
 * The rules of spec section 3 "Stored client-side" and section 5 for attribution: what the browser
 * keeps about where a visitor came from, for how long, and what it refuses. Pure functions; the
 * web's `features/attribution` applies them to cookies and localStorage, the api re-checks them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Affiliate click id kept 30 days (spec sections 5 and 9). */
export const AFFILIATE_CLICK_ID_TTL_MS = 30 * DAY_MS;
/** Queued campaign events kept 7 days (spec sections 5 and 9). */
export const CAMPAIGN_EVENT_TTL_MS = 7 * DAY_MS;

/**
 * The "special affiliate" of spec section 5 whose visits must carry an impact click id. The spec
 * gives no number; ours is the Impact partner row the seed creates (packages/db seed).
 */
export const IMPACT_AFFILIATE_ID = 7001;

/** URL parameters read on landing. The spec names the stored values, not the parameters; these are ours. */
export const ATTRIBUTION_URL_PARAMS = {
  affiliateId: 'aff_id',
  impactClickId: 'irclickid',
  referralCode: 'ref',
  siteCoupon: 'coupon',
  networkMerchantId: 'merchant_id',
  networkTrackingId: 'tracking_id',
} as const;

/** Longest value kept for a UTM field, a code or an id (the sign-up contract's 200). */
export const MAX_ATTRIBUTION_VALUE_LENGTH = 200;

/**
 * An affiliate id as stored: a positive whole number written in digits (spec section 5 "Affiliate id
 * must be a number to be stored"). Anything else, "12abc", "1e3", "-4", "0x1f", gives null.
 */
export function parseAffiliateId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What to do with the impact click id of a landing (spec section 5). */
export type ImpactClickIdDecision =
  | { action: 'store'; clickId: string; expiresAt: number }
  | { action: 'report'; reason: string }
  | { action: 'ignore' };

/**
 * The special affiliate must bring a click id: with it the id is stored for 30 days; without it an
 * error is reported and nothing is stored. Other affiliates' click ids are not ours to keep.
 */
export function decideImpactClickId(
  affiliateId: number | null,
  clickId: string | null | undefined,
  now: number,
): ImpactClickIdDecision {
  if (affiliateId !== IMPACT_AFFILIATE_ID) return { action: 'ignore' };
  const trimmed = clickId?.trim() ?? '';
  if (!trimmed || trimmed.length > MAX_ATTRIBUTION_VALUE_LENGTH)
    return { action: 'report', reason: 'A visit from the Impact affiliate came without a valid click id.' };
  return { action: 'store', clickId: trimmed, expiresAt: now + AFFILIATE_CLICK_ID_TTL_MS };
}

/** A stored click id, or null once its 30 days are over. */
export function liveClickId(
  stored: { clickId: string; expiresAt: number } | null,
  now: number,
): string | null {
  if (!stored || typeof stored.clickId !== 'string' || typeof stored.expiresAt !== 'number') return null;
  return stored.expiresAt > now ? stored.clickId : null;
}

/** A queued campaign event (spec section 3: name, data, timestamp). */
export interface CampaignEvent {
  name: string;
  data: string;
  timestamp: number;
}

/**
 * The queued events worth sending: name and data both strings, a timestamp, and not older than 7
 * days (spec section 5). Everything else is discarded, never sent.
 */
export function keepCampaignEvents(queue: unknown, now: number): CampaignEvent[] {
  if (!Array.isArray(queue)) return [];
  return queue.filter(
    (event): event is CampaignEvent =>
      typeof event === 'object' &&
      event !== null &&
      typeof (event as CampaignEvent).name === 'string' &&
      (event as CampaignEvent).name.length > 0 &&
      typeof (event as CampaignEvent).data === 'string' &&
      typeof (event as CampaignEvent).timestamp === 'number' &&
      Number.isFinite((event as CampaignEvent).timestamp) &&
      now - (event as CampaignEvent).timestamp <= CAMPAIGN_EVENT_TTL_MS &&
      (event as CampaignEvent).timestamp <= now + DAY_MS,
  );
}

/** The attribution a sign-up, a checkout or a form carries: the browser's snapshot of section 3. */
export interface AttributionSnapshot {
  utm_source?: string;
  utm_content?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  initial_utm_source?: string;
  initial_utm_content?: string;
  initial_utm_medium?: string;
  initial_utm_campaign?: string;
  initial_utm_term?: string;
  referral_site?: string;
  last_referral_site?: string;
  referral_code?: string;
  site_coupon?: string;
  affiliate?: string;
  encoded_affiliate_id?: string;
  affiliate_name?: string;
  impact_click_id?: string;
  /**
   * The affiliate network's click: never from the browser's snapshot, only from the api's own
   * httpOnly cookie (network-click.ts), added by the api at sign-up and checkout.
   */
  network?: string;
  network_merchant_id?: string;
  network_tracking_id?: string;
  network_clicked_at?: string;
}

/** Where a sign-up or a payment came from, as the growth report groups it. */
export type AcquisitionSource = `affiliate:${string}` | `referral:${string}` | `utm:${string}` | 'direct';

/**
 * One source per snapshot, most specific first: a paying partner (affiliate, then an affiliate
 * network's click), then a friend's code, then the campaign's utm_source; nothing of these is
 * 'direct'. Referral sites alone are
 * not a source here: every search engine would become one.
 */
export function acquisitionSourceOf(snapshot: AttributionSnapshot | null | undefined): AcquisitionSource {
  if (!snapshot) return 'direct';
  const affiliate = snapshot.affiliate_name || snapshot.affiliate;
  if (affiliate) return `affiliate:${affiliate.slice(0, MAX_ATTRIBUTION_VALUE_LENGTH)}`;
  // A network's click pays like an affiliate's; our own affiliate, checked above, comes first.
  if (snapshot.network) return `affiliate:${snapshot.network.slice(0, MAX_ATTRIBUTION_VALUE_LENGTH)}`;
  if (snapshot.referral_code)
    return `referral:${snapshot.referral_code.slice(0, MAX_ATTRIBUTION_VALUE_LENGTH)}`;
  const utm = snapshot.utm_source || snapshot.initial_utm_source;
  if (utm) return `utm:${utm.slice(0, MAX_ATTRIBUTION_VALUE_LENGTH).toLowerCase()}`;
  return 'direct';
}
