import { IMPACT_AFFILIATE_ID, SITE_COUPON_STORAGE_KEY } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_EVENTS_KEY,
  CLICK_ID_KEY,
  dropSentCampaignEvents,
  type KeyValueStore,
  pendingCampaignEvents,
  planLanding,
  queueCampaignEvent,
  readSnapshot,
  readStored,
  saveAffiliate,
  saveClickId,
  saveStored,
} from './attribution-store';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);
const SITE = 'https://learnbox.test';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const land = (store: KeyValueStore, path: string, referrer = '', now = NOW) => {
  const plan = planLanding(readStored(store), { url: `${SITE}${path}`, referrer, now });
  saveStored(store, plan.stored);
  return plan;
};

describe('UTM and initial UTM', () => {
  it('keeps the first campaign as initial and the latest as current', () => {
    const store = memoryStore();
    land(store, '/?utm_source=newsletter&utm_campaign=fall');
    land(store, '/courses/x?utm_source=twitter');
    expect(readStored(store)).toEqual({
      utm_source: 'twitter',
      initial_utm_source: 'newsletter',
      initial_utm_campaign: 'fall',
    });
  });
  it('leaves stored values alone on a landing without UTM parameters', () => {
    const store = memoryStore();
    land(store, '/?utm_source=newsletter');
    const plan = land(store, '/pricing');
    expect(plan.campaign).toBeNull();
    expect(readStored(store).utm_source).toBe('newsletter');
  });
});

describe('referral site and last referral site (cut to 512)', () => {
  it('keeps the first external referrer and updates the last one; our own pages are no referrers', () => {
    const store = memoryStore();
    const long = `https://search.example/?q=${'x'.repeat(700)}`;
    land(store, '/', long);
    land(store, '/b', `${SITE}/a`);
    land(store, '/c', 'https://blog.example/post');
    const stored = readStored(store);
    expect(stored.referral_site).toHaveLength(512);
    expect(stored.referral_site).toBe(long.slice(0, 512));
    expect(stored.last_referral_site).toBe('https://blog.example/post');
  });
});

describe('affiliate id, network cookie and impact click id (spec section 5)', () => {
  it('asks the api only for an affiliate id that is a number', () => {
    const store = memoryStore();
    expect(land(store, '/?aff_id=42&utm_source=n').affiliateLookup).toEqual({
      id: 42,
      body: { utm_source: 'n' },
    });
    for (const id of ['abc', '12abc', '1e3', '-4', ''])
      expect(land(store, `/?aff_id=${encodeURIComponent(id)}`).affiliateLookup, id).toBeNull();
    saveAffiliate(store, { id: 42, encodedId: 'aff_dn', name: 'DevNewsletter' });
    expect(readSnapshot(store, NOW)).toMatchObject({
      affiliate: '42',
      encoded_affiliate_id: 'aff_dn',
      affiliate_name: 'DevNewsletter',
    });
  });

  it('sets the network cookie only when both parameters are in the URL', () => {
    const store = memoryStore();
    expect(land(store, '/?merchant_id=m1').networkCookie).toBeNull();
    expect(land(store, '/?tracking_id=t1').networkCookie).toBeNull();
    expect(land(store, '/?merchant_id=m1&tracking_id=t1').networkCookie).toEqual({
      merchant_id: 'm1',
      tracking_id: 't1',
    });
  });

  it('reports a special-affiliate landing without a click id and stores nothing', () => {
    const store = memoryStore();
    const plan = land(store, `/?aff_id=${IMPACT_AFFILIATE_ID}`);
    expect(plan.clickId.action).toBe('report');
    saveClickId(store, plan.clickId);
    expect(store.data.has(CLICK_ID_KEY)).toBe(false);
    expect(readSnapshot(store, NOW).impact_click_id).toBeUndefined();
  });

  it('keeps the click id 30 days, then drops it', () => {
    const store = memoryStore();
    const plan = land(store, `/?aff_id=${IMPACT_AFFILIATE_ID}&irclickid=abc-1`);
    expect(plan.clickId.action).toBe('store');
    saveClickId(store, plan.clickId);
    expect(readSnapshot(store, NOW + 29 * DAY).impact_click_id).toBe('abc-1');
    expect(readSnapshot(store, NOW + 30 * DAY).impact_click_id).toBeUndefined();
    expect(store.data.has(CLICK_ID_KEY)).toBe(false);
  });

  it('ignores a click id that comes with another affiliate', () => {
    const store = memoryStore();
    const plan = land(store, '/?aff_id=42&irclickid=abc-1');
    expect(plan.clickId).toEqual({ action: 'ignore' });
  });
});

describe('referral code and site coupon', () => {
  it("stores the referral code and reads the banner's site coupon", () => {
    const store = memoryStore();
    land(store, '/?ref=FRIEND-ABC');
    store.setItem(SITE_COUPON_STORAGE_KEY, 'FALL20');
    expect(readSnapshot(store, NOW)).toMatchObject({ referral_code: 'FRIEND-ABC', site_coupon: 'FALL20' });
    store.removeItem(SITE_COUPON_STORAGE_KEY);
    expect(readSnapshot(store, NOW).site_coupon).toBeUndefined();
  });
});

describe('queued campaign events (7-day and malformed discard)', () => {
  it('sends only fresh well-formed events and discards the rest from the store', () => {
    const store = memoryStore();
    store.setItem(
      CAMPAIGN_EVENTS_KEY,
      JSON.stringify([
        { name: 'old', data: 'x', timestamp: NOW - 8 * DAY },
        { name: 'bad', data: { a: 1 }, timestamp: NOW },
        { name: 'fresh', data: 'y', timestamp: NOW - DAY },
      ]),
    );
    queueCampaignEvent(store, 'campaign_landing', '{"utm_source":"n"}', NOW);
    const pending = pendingCampaignEvents(store, NOW);
    expect(pending.map((event) => event.name)).toEqual(['fresh', 'campaign_landing']);
    expect(JSON.parse(store.getItem(CAMPAIGN_EVENTS_KEY) ?? '[]')).toHaveLength(2);
    queueCampaignEvent(store, 'late', 'z', NOW + 1);
    dropSentCampaignEvents(store, pending, NOW + 1);
    expect(pendingCampaignEvents(store, NOW + 1).map((event) => event.name)).toEqual(['late']);
  });

  it('survives a broken store value', () => {
    const store = memoryStore();
    store.setItem(CAMPAIGN_EVENTS_KEY, '{not json');
    store.setItem('learnbox:attribution', '[1,2]');
    expect(pendingCampaignEvents(store, NOW)).toEqual([]);
    expect(readSnapshot(store, NOW)).toEqual({});
  });
});
