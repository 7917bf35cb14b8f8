import {
  ATTRIBUTION_URL_PARAMS,
  type AttributionSnapshot,
  type CampaignEvent,
  decideImpactClickId,
  type ImpactClickIdDecision,
  keepCampaignEvents,
  liveClickId,
  MAX_ATTRIBUTION_VALUE_LENGTH,
  parseAffiliateId,
  SITE_COUPON_STORAGE_KEY,
  truncateReferrer,
  UTM_FIELDS,
} from '@learnbox/domain';

/**
 * Spec section 3 "Stored client-side", applied to a key-value store (localStorage in the page, a
 * Map in tests): UTM values and initial UTM, referral site and last referral site, referral code,
 * the site coupon (read from the banner's key), encoded affiliate id and name, the impact click id with its 30-day expiry, and the
 * queue of campaign events. Pure but for the store; the capture component does the calls.
 */

export const ATTRIBUTION_KEY = 'learnbox:attribution';
export const CLICK_ID_KEY = 'learnbox:impact-click-id';
export const CAMPAIGN_EVENTS_KEY = 'learnbox:campaign-events';

/** What localStorage offers, and all this needs. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored values without the click id (kept apart: it expires). */
export type StoredAttribution = Omit<AttributionSnapshot, 'impact_click_id'>;

function readJson(store: KeyValueStore, key: string): unknown {
  try {
    const raw = store.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Spec section 8 "Storage quota errors clear the storage": ours, not the whole origin's.
    store.removeItem(key);
  }
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_ATTRIBUTION_VALUE_LENGTH) : undefined;
};

export function readStored(store: KeyValueStore): StoredAttribution {
  const value = readJson(store, ATTRIBUTION_KEY);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as StoredAttribution;
}

/** What one landing asks for besides storing: the calls the capture component makes. */
export interface LandingPlan {
  stored: StoredAttribution;
  /** POST /api/affiliate/getencodedid/{id}/context: only for an affiliate id that is a number. */
  affiliateLookup: { id: number; body: Record<string, string> } | null;
  /** PUT /api/{affiliate network}/set-cookie: only when both parameters are in the URL. */
  networkCookie: { merchant_id: string; tracking_id: string } | null;
  clickId: ImpactClickIdDecision;
  /** The UTM parameters of this landing, queued as a campaign event when there are any. */
  campaign: Record<string, string> | null;
}

/** External referrers only: moving between our own pages is not a referral. */
function externalReferrer(referrer: string, ownOrigin: string): string | undefined {
  if (!referrer || !URL.canParse(referrer)) return undefined;
  return new URL(referrer).origin === ownOrigin ? undefined : truncateReferrer(referrer);
}

/**
 * Plans one landing: the URL's UTM set replaces the last one (the first set ever also becomes the
 * initial one), the first external referrer is kept and the latest one updated (both cut to 512),
 * a referral code and a site coupon replace older ones.
 */
export function planLanding(
  previous: StoredAttribution,
  landing: { url: string; referrer: string; now: number },
): LandingPlan {
  const url = new URL(landing.url);
  const params = url.searchParams;
  const stored: StoredAttribution = { ...previous };
  const campaign: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = clean(params.get(`utm_${field}`));
    if (value) campaign[`utm_${field}`] = value;
  }
  if (Object.keys(campaign).length) {
    const hadInitial = UTM_FIELDS.some((field) => previous[`initial_utm_${field}`]);
    for (const field of UTM_FIELDS) {
      stored[`utm_${field}`] = campaign[`utm_${field}`];
      if (!hadInitial) stored[`initial_utm_${field}`] = campaign[`utm_${field}`];
    }
  }
  const referrer = externalReferrer(landing.referrer, url.origin);
  if (referrer) {
    stored.referral_site ??= referrer;
    stored.last_referral_site = referrer;
  }
  const code = clean(params.get(ATTRIBUTION_URL_PARAMS.referralCode));
  if (code) stored.referral_code = code;
  // The site coupon is the banner's (features/banners/site-coupon.ts stores and re-checks it): read, not kept twice.
  delete stored.site_coupon;

  const affiliateParam = params.get(ATTRIBUTION_URL_PARAMS.affiliateId);
  const affiliateId = affiliateParam === null ? null : parseAffiliateId(affiliateParam);
  const lookupBody: Record<string, string> = { ...campaign };
  if (stored.referral_site) lookupBody.referral_site = stored.referral_site;
  if (stored.last_referral_site) lookupBody.last_referral_site = stored.last_referral_site;
  if (code) lookupBody.ref_id = code;

  const merchant = clean(params.get(ATTRIBUTION_URL_PARAMS.networkMerchantId));
  const tracking = clean(params.get(ATTRIBUTION_URL_PARAMS.networkTrackingId));
  for (const key of Object.keys(stored) as (keyof StoredAttribution)[])
    if (stored[key] === undefined) delete stored[key];
  return {
    stored,
    affiliateLookup: affiliateId === null ? null : { id: affiliateId, body: lookupBody },
    networkCookie: merchant && tracking ? { merchant_id: merchant, tracking_id: tracking } : null,
    clickId: decideImpactClickId(affiliateId, params.get(ATTRIBUTION_URL_PARAMS.impactClickId), landing.now),
    campaign: Object.keys(campaign).length ? campaign : null,
  };
}

export function saveStored(store: KeyValueStore, stored: StoredAttribution): void {
  writeJson(store, ATTRIBUTION_KEY, stored);
}

/** After the api named the affiliate: its id, encoded id and name replace any earlier affiliate. */
export function saveAffiliate(
  store: KeyValueStore,
  affiliate: { id: number; encodedId: string; name: string },
): void {
  saveStored(store, {
    ...readStored(store),
    affiliate: String(affiliate.id),
    encoded_affiliate_id: affiliate.encodedId,
    affiliate_name: affiliate.name,
  });
}

export function saveClickId(store: KeyValueStore, decision: ImpactClickIdDecision): void {
  if (decision.action === 'store')
    writeJson(store, CLICK_ID_KEY, { clickId: decision.clickId, expiresAt: decision.expiresAt });
}

/**
 * The snapshot sign-up, checkout and forms send: the stored values and the click id while its 30
 * days last (an expired one is removed here).
 */
export function readSnapshot(store: KeyValueStore, now: number): AttributionSnapshot {
  const snapshot: AttributionSnapshot = { ...readStored(store) };
  const coupon = clean(store.getItem(SITE_COUPON_STORAGE_KEY));
  if (coupon) snapshot.site_coupon = coupon;
  const stored = readJson(store, CLICK_ID_KEY) as { clickId: string; expiresAt: number } | null;
  const clickId = liveClickId(stored, now);
  if (clickId) snapshot.impact_click_id = clickId;
  else if (stored) store.removeItem(CLICK_ID_KEY);
  return snapshot;
}

/** Queues a campaign event (spec section 3: name, data, timestamp) until the next flush. */
export function queueCampaignEvent(store: KeyValueStore, name: string, data: string, now: number): void {
  const queue = keepCampaignEvents(readJson(store, CAMPAIGN_EVENTS_KEY), now);
  writeJson(store, CAMPAIGN_EVENTS_KEY, [...queue, { name, data, timestamp: now }].slice(-50));
}

/** The events worth sending (7 days, well-formed); the rest are discarded from the store now. */
export function pendingCampaignEvents(store: KeyValueStore, now: number): CampaignEvent[] {
  const kept = keepCampaignEvents(readJson(store, CAMPAIGN_EVENTS_KEY), now);
  if (kept.length) writeJson(store, CAMPAIGN_EVENTS_KEY, kept);
  else store.removeItem(CAMPAIGN_EVENTS_KEY);
  return kept;
}

/** After the events endpoint took them: only those sent are removed (new ones may have queued). */
export function dropSentCampaignEvents(store: KeyValueStore, sent: CampaignEvent[], now: number): void {
  const sentStamps = new Set(sent.map((event) => `${event.timestamp}:${event.name}:${event.data}`));
  const left = keepCampaignEvents(readJson(store, CAMPAIGN_EVENTS_KEY), now).filter(
    (event) => !sentStamps.has(`${event.timestamp}:${event.name}:${event.data}`),
  );
  if (left.length) writeJson(store, CAMPAIGN_EVENTS_KEY, left);
  else store.removeItem(CAMPAIGN_EVENTS_KEY);
}
