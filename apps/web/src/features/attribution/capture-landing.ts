import { apiRefs } from '@learnbox/contracts/route-refs';
import { ANALYTICS_MESSAGES, ANONYMOUS_ID_COOKIE, FALLBACK_ERROR_TEXT } from '@learnbox/domain';
import { api } from '../api-client/api-client';
import { codeErrorReporter } from '../code-execution/error-reporter';
import {
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

/** The context suffix of our look-ups: the call is made on landing (spec: `context{suffix}`). */
const LANDING_CONTEXT = 'context-landing';
const YEAR_SECONDS = 365 * 24 * 3600;

/** localStorage, or nothing where it is blocked (private modes, storage disabled). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The first-party visitor id the api files events under until sign-up. */
export function ensureAnonymousId(): string {
  const match = document.cookie.match(new RegExp(`(?:^|; )${ANONYMOUS_ID_COOKIE}=([A-Za-z0-9_-]{8,64})`));
  if (match?.[1]) return match[1];
  const id = crypto.randomUUID().replaceAll('-', '');
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party visitor id the api reads with each event
  document.cookie = `${ANONYMOUS_ID_COOKIE}=${id}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  return id;
}

/**
 * Applies spec section 3 on a landing: stores what the URL and the referrer say, asks the api for
 * the affiliate's encoded id (a numeric id only) and the network cookie (both parameters only),
 * keeps an impact click id for 30 days or reports its absence, and queues the campaign.
 */
export async function captureLanding(store: KeyValueStore, now = Date.now()): Promise<void> {
  const plan = planLanding(readStored(store), {
    url: window.location.href,
    referrer: document.referrer,
    now,
  });
  saveStored(store, plan.stored);
  if (plan.clickId.action === 'report') {
    // Spec section 5: reported, nothing stored.
    console.warn(plan.clickId.reason);
    codeErrorReporter.report(new Error(plan.clickId.reason), {
      feature: 'attribution',
      url: window.location.pathname,
    });
  }
  if (plan.campaign) queueCampaignEvent(store, 'campaign_landing', JSON.stringify(plan.campaign), now);
  const calls: Promise<unknown>[] = [];
  if (plan.affiliateLookup) {
    const lookup = plan.affiliateLookup;
    calls.push(
      api
        .call(apiRefs.analytics.encodedAffiliate, {
          params: { affiliateId: String(lookup.id), context: LANDING_CONTEXT },
          body: lookup.body,
        })
        .then((result) => {
          if (!result.ok) return;
          saveAffiliate(store, {
            id: lookup.id,
            encodedId: result.data.encoded_affiliate_id,
            name: result.data.associated_affiliate_name,
          });
          // The click id belongs to the affiliate the api knows: kept only once it is named.
          saveClickId(store, plan.clickId);
        }),
    );
  }
  if (plan.networkCookie) calls.push(api.call(apiRefs.analytics.networkCookie, { body: plan.networkCookie }));
  await Promise.all(calls);
}

/** Sends the queued campaign events (7-day and malformed ones discarded first); kept on failure. */
export async function flushCampaignEvents(store: KeyValueStore, now = Date.now()): Promise<void> {
  const pending = pendingCampaignEvents(store, now);
  if (!pending.length) return;
  const result = await api.call(apiRefs.analytics.events, {
    body: pending.map((event) => ({ event_name: event.name, event_data: event.data })),
  });
  if (result.ok) dropSentCampaignEvents(store, pending, now);
}

/** One browser event in our own table (POST /api/events): a page view, a visitor's answers. */
export async function sendEvent(name: string, props: Record<string, string>): Promise<void> {
  await api.call(apiRefs.analytics.events, {
    body: [{ event_name: name, event_data: JSON.stringify(props) }],
  });
}

/** A page view in our own table (the staff funnel's visitors). */
export const sendPageView = (path: string): Promise<void> => sendEvent('page_view', { path });

/**
 * GET /api/{analytics service}/subscription-type (spec section 7), for a signed-in visitor: the
 * type analytics tags them with, or the reply's errorText, else the spec's fallback sentence.
 */
export async function loadSubscriptionType(): Promise<{ type: string } | { error: string }> {
  const result = await api.call(apiRefs.analytics.subscriptionType);
  if (result.ok) return { type: result.data.subscription_type };
  return {
    error:
      result.errorText && result.errorText !== FALLBACK_ERROR_TEXT
        ? result.errorText
        : ANALYTICS_MESSAGES.SUBSCRIPTION_TYPE_FALLBACK,
  };
}

export { readSnapshot };
