/**
 * The affiliate network's click (spec section 7 "PUT /api/{affiliate network}/set-cookie":
 * merchant_id and tracking_id, sent when both are in the URL), as the api keeps it in the
 * httpOnly AFFILIATE_NETWORK_COOKIE and reads it back onto a sign-up and a checkout. Kept 30 days
 * like an affiliate click id (spec sections 5 and 9).
 */
import { AFFILIATE_CLICK_ID_TTL_MS } from './client-store';

/** The one network we work with: the `{affiliate network}` of the set-cookie path. */
export const AFFILIATE_NETWORK = 'shareasale';

/** merchant_id and tracking_id: 1 to 200 letters, digits, dots, dashes or underscores (the same rule as networkCookieBodySchema in packages/contracts, which may not import this). */
export const NETWORK_ID_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;

/** A clock a little ahead of ours is not a forgery; a day is the campaign queue's allowance too. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export interface NetworkClick {
  merchantId: string;
  trackingId: string;
  /** When the api set the cookie (ms since the epoch): the 30 days run from here. */
  clickedAt: number;
}

/**
 * The cookie's value: the two ids and the time, joined by `~`, which neither id may contain, so
 * the value reads back unambiguously (ids may contain dots).
 */
export function networkCookieValue(click: NetworkClick): string {
  return `${click.merchantId}~${click.trackingId}~${click.clickedAt}`;
}

/**
 * The click a cookie holds, or null: malformed, ids outside the contract's rule, a time that is
 * not a whole number, set in the future, or older than 30 days. A cookie of the earlier format
 * (no time) is null too: its age cannot be told.
 */
export function parseNetworkCookie(value: string | null | undefined, now: number): NetworkClick | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  const parts = value.split('~');
  if (parts.length !== 3) return null;
  const [merchantId, trackingId, time] = parts as [string, string, string];
  if (!NETWORK_ID_PATTERN.test(merchantId) || !NETWORK_ID_PATTERN.test(trackingId)) return null;
  if (!/^[0-9]{1,15}$/.test(time)) return null;
  const clickedAt = Number(time);
  if (clickedAt > now + CLOCK_SKEW_MS || now - clickedAt >= AFFILIATE_CLICK_ID_TTL_MS) return null;
  return { merchantId, trackingId, clickedAt };
}
