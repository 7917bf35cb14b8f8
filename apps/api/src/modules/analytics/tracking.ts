import {
  ANONYMOUS_ID_COOKIE,
  AUTOMATED_BOT_COOKIE,
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
}

const ANONYMOUS_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function trackingOf(request: Pick<FastifyRequest, 'cookies'>): Tracking {
  const cookies = request.cookies ?? {};
  const anonymous = cookies[ANONYMOUS_ID_COOKIE];
  return {
    anonymousId: anonymous && ANONYMOUS_ID.test(anonymous) ? anonymous : null,
    bot: Boolean(cookies[AUTOMATED_BOT_COOKIE]),
    consent: cookies[TRACKING_CONSENT_COOKIE] === TRACKING_CONSENT_GRANTED,
  };
}

/** Server-side events with no request at hand (a webhook, the reconciliation job): no consent known. */
export const NO_REQUEST_TRACKING: Tracking = { anonymousId: null, bot: false, consent: false };
