import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CLICK_ID_TTL_MS,
  acquisitionSourceOf,
  CAMPAIGN_EVENT_TTL_MS,
  decideImpactClickId,
  IMPACT_AFFILIATE_ID,
  keepCampaignEvents,
  liveClickId,
  parseAffiliateId,
} from './client-store';

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('affiliate id must be a number (spec section 5)', () => {
  it('keeps whole positive numbers written in digits', () => {
    expect(parseAffiliateId('42')).toBe(42);
    expect(parseAffiliateId(' 7001 ')).toBe(7001);
    expect(parseAffiliateId(12)).toBe(12);
  });
  it('refuses everything else', () => {
    for (const value of ['12abc', '1e3', '-4', '0x1f', '', '0', '4.5', 'NaN', null, undefined, 4.5, -1])
      expect(parseAffiliateId(value), String(value)).toBeNull();
  });
});

describe('impact click id (spec sections 5 and 9)', () => {
  it('is stored for 30 days for the special affiliate', () => {
    expect(AFFILIATE_CLICK_ID_TTL_MS).toBe(30 * DAY);
    expect(decideImpactClickId(IMPACT_AFFILIATE_ID, 'abc', NOW)).toEqual({
      action: 'store',
      clickId: 'abc',
      expiresAt: NOW + 30 * DAY,
    });
  });
  it('is reported and not stored when the special affiliate comes without one', () => {
    expect(decideImpactClickId(IMPACT_AFFILIATE_ID, null, NOW).action).toBe('report');
    expect(decideImpactClickId(IMPACT_AFFILIATE_ID, '  ', NOW).action).toBe('report');
  });
  it('is ignored for other affiliates', () => {
    expect(decideImpactClickId(42, 'abc', NOW)).toEqual({ action: 'ignore' });
    expect(decideImpactClickId(null, 'abc', NOW)).toEqual({ action: 'ignore' });
  });
  it('expires', () => {
    const stored = { clickId: 'abc', expiresAt: NOW + 30 * DAY };
    expect(liveClickId(stored, NOW + 30 * DAY - 1)).toBe('abc');
    expect(liveClickId(stored, NOW + 30 * DAY)).toBeNull();
    expect(liveClickId(null, NOW)).toBeNull();
  });
});

describe('queued campaign events (spec sections 5 and 9)', () => {
  it('keeps well-formed events of the last 7 days and discards the rest', () => {
    expect(CAMPAIGN_EVENT_TTL_MS).toBe(7 * DAY);
    const fresh = { name: 'cta_click', data: '{"id":1}', timestamp: NOW - DAY };
    const edge = { name: 'edge', data: '', timestamp: NOW - 7 * DAY };
    const queue = [
      fresh,
      edge,
      { name: 'old', data: 'x', timestamp: NOW - 7 * DAY - 1 },
      { name: 'obj', data: { a: 1 }, timestamp: NOW },
      { name: 5, data: 'x', timestamp: NOW },
      { data: 'x', timestamp: NOW },
      'junk',
      null,
    ];
    expect(keepCampaignEvents(queue, NOW)).toEqual([fresh, edge]);
    expect(keepCampaignEvents('not a list', NOW)).toEqual([]);
  });
});

describe('acquisition source', () => {
  it('prefers affiliate, then referral code, then utm_source', () => {
    expect(acquisitionSourceOf({ affiliate: '42', affiliate_name: 'Partner', utm_source: 'x' })).toBe(
      'affiliate:Partner',
    );
    expect(acquisitionSourceOf({ network: 'shareasale', referral_code: 'ann-1', utm_source: 'x' })).toBe(
      'affiliate:shareasale',
    );
    expect(acquisitionSourceOf({ affiliate_name: 'Partner', network: 'shareasale' })).toBe(
      'affiliate:Partner',
    );
    expect(acquisitionSourceOf({ referral_code: 'ann-1', utm_source: 'x' })).toBe('referral:ann-1');
    expect(acquisitionSourceOf({ utm_source: 'Newsletter' })).toBe('utm:newsletter');
    expect(acquisitionSourceOf({ referral_site: 'https://google.com' })).toBe('direct');
    expect(acquisitionSourceOf(null)).toBe('direct');
  });
});
