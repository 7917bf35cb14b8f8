import { describe, expect, it } from 'vitest';
import { AFFILIATE_CLICK_ID_TTL_MS } from './client-store';
import { networkCookieValue, parseNetworkCookie } from './network-click';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('the affiliate network cookie', () => {
  it('reads back what was written, dots in the ids included', () => {
    const click = { merchantId: 'm.1', trackingId: 'track_9-x.y', clickedAt: NOW - DAY };
    expect(parseNetworkCookie(networkCookieValue(click), NOW)).toEqual(click);
  });

  it('keeps a click 30 days, not a moment longer', () => {
    const at = (clickedAt: number) => networkCookieValue({ merchantId: 'm1', trackingId: 't1', clickedAt });
    expect(parseNetworkCookie(at(NOW - AFFILIATE_CLICK_ID_TTL_MS + 1), NOW)).not.toBeNull();
    expect(parseNetworkCookie(at(NOW - AFFILIATE_CLICK_ID_TTL_MS), NOW)).toBeNull();
    expect(parseNetworkCookie(at(NOW - 31 * DAY), NOW)).toBeNull();
  });

  it('refuses a click from the future beyond a day of clock skew', () => {
    const at = (clickedAt: number) => networkCookieValue({ merchantId: 'm1', trackingId: 't1', clickedAt });
    expect(parseNetworkCookie(at(NOW + DAY / 2), NOW)).not.toBeNull();
    expect(parseNetworkCookie(at(NOW + 2 * DAY), NOW)).toBeNull();
  });

  it.each([
    undefined,
    null,
    '',
    'm1.t-99',
    `m1~t1`,
    `m1~t1~${NOW}~extra`,
    `~t1~${NOW}`,
    `m1~~${NOW}`,
    `m 1~t1~${NOW}`,
    `m1~t<1>~${NOW}`,
    `m1~t1~soon`,
    `m1~t1~-5`,
    `m1~t1~1e12`,
    `${'m'.repeat(201)}~t1~${NOW}`,
  ])('reads nothing from %j', (value) => {
    expect(parseNetworkCookie(value, NOW)).toBeNull();
  });
});
