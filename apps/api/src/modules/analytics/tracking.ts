import {
  AFFILIATE_NETWORK_COOKIE,
  ANONYMOUS_ID_COOKIE,
  AUTOMATED_BOT_COOKIE,
  type NetworkClick,
  parseNetworkCookie,
  TRACKING_CONSENT_COOKIE,
  TRACKING_CONSENT_GRANTED,
} from '@learnbox/domain';
import type { FastifyRequest } from 'fastify';

/** What a request says about tracking its sender (spec section 2 bot cookie, section 4 consent). */
export interface Tracking {
  /** The first-party visitor id cookie, when it has a sane value. */
  anonymousId: string | null;
  /** An automated bot: its events are neither stored nor forwarded. */
  bot: boolean;
  /** Consent to third-party analytics (PostHog); logout revokes it. */
  consent: boolean;
  /**
   * The affiliate network's click from our httpOnly cookie, while its 30 days last: sign-up and
   * checkout carry it into their attribution snapshot.
   */
  networkClick: NetworkClick | null;
}

const ANONYMOUS_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function trackingOf(request: Pick<FastifyRequest, 'cookies'>): Tracking {
  const cookies = request.cookies ?? {};
  const anonymous = cookies[ANONYMOUS_ID_COOKIE];
  return {
    anonymousId: anonymous && ANONYMOUS_ID.test(anonymous) ? anonymous : null,
    bot: Boolean(cookies[AUTOMATED_BOT_COOKIE]),
    consent: cookies[TRACKING_CONSENT_COOKIE] === TRACKING_CONSENT_GRANTED,
    networkClick: parseNetworkCookie(cookies[AFFILIATE_NETWORK_COOKIE], Date.now()),
  };
}

/** Server-side events with no request at hand (a webhook, the reconciliation job): no consent known. */
export const NO_REQUEST_TRACKING: Tracking = {
  anonymousId: null,
  bot: false,
  consent: false,
  networkClick: null,
};
