'use client';

import {
  ANALYTICS_MESSAGES,
  AUTOMATED_BOT_COOKIE,
  SESSION_COOKIES,
  TRACKING_CONSENT_COOKIE,
  TRACKING_CONSENT_GRANTED,
} from '@learnbox/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  browserStore,
  captureLanding,
  ensureAnonymousId,
  flushCampaignEvents,
  loadSubscriptionType,
  sendPageView,
} from './capture-landing';

type PostHogClient = {
  capture(event: string, properties?: Record<string, unknown>): unknown;
  register(properties: Record<string, unknown>): unknown;
};

const hasCookie = (name: string, value?: string) =>
  document.cookie
    .split('; ')
    .some((pair) => (value ? pair === `${name}=${value}` : pair.startsWith(`${name}=`)));

/**
 * Mounted once by the root layout: captures the landing's attribution, flushes queued campaign
 * events, and records each page view in our table and, for a consenting visitor when PostHog is
 * configured, through posthog-js (loaded only then). Bots are not counted.
 */
export function AttributionCapture({ posthog }: { posthog: { key: string; host: string } | null }) {
  const pathname = usePathname();
  const client = useRef<Promise<PostHogClient | null> | null>(null);
  const [askConsent, setAskConsent] = useState(false);

  useEffect(() => {
    const store = browserStore();
    if (!store || hasCookie(AUTOMATED_BOT_COOKIE)) return;
    ensureAnonymousId();
    void captureLanding(store)
      .then(() => flushCampaignEvents(store))
      .catch((error: unknown) => console.warn('attribution capture failed', error));
    if (posthog && !hasCookie(TRACKING_CONSENT_COOKIE)) setAskConsent(true);
  }, [posthog]);

  useEffect(() => {
    if (!pathname || hasCookie(AUTOMATED_BOT_COOKIE)) return;
    void sendPageView(pathname).catch(() => undefined);
    if (!posthog || !hasCookie(TRACKING_CONSENT_COOKIE, TRACKING_CONSENT_GRANTED)) return;
    client.current ??= import('posthog-js')
      .then(({ default: instance }) => {
        instance.init(posthog.key, {
          api_host: posthog.host,
          capture_pageview: false,
          autocapture: false,
          disable_session_recording: true,
          disable_surveys: true,
          // Everything it would fetch from PostHog's CDN is left out: the page policy allows only
          // PostHog's api origin.
          disable_external_dependency_loading: true,
        });
        // Called only with the logged_in cookie (spec section 7); a failure is logged, not shown.
        if (hasCookie(SESSION_COOKIES.LOGGED_IN))
          void loadSubscriptionType().then((outcome) => {
            if ('type' in outcome) instance.register({ subscription_type: outcome.type });
            else console.warn(outcome.error);
          });
        return instance as PostHogClient;
      })
      .catch(() => null);
    void client.current.then((instance) =>
      instance?.capture('$pageview', { $current_url: window.location.href }),
    );
  }, [pathname, posthog]);

  if (!askConsent) return null;
  const answer = (granted: boolean) => {
    const value = granted ? TRACKING_CONSENT_GRANTED : 'denied';
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's answer, read by the api and this page; logout deletes it
    document.cookie = `${TRACKING_CONSENT_COOKIE}=${value}; Path=/; Max-Age=${180 * 24 * 3600}; SameSite=Lax`;
    setAskConsent(false);
  };
  return (
    <section
      aria-label="Analytics cookies"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-xl rounded-lg border border-line bg-surface p-4 text-sm shadow-lg"
      data-testid="tracking-consent"
    >
      <p>{ANALYTICS_MESSAGES.CONSENT_QUESTION}</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className="rounded bg-brand px-3 py-1.5 text-white"
          onClick={() => answer(true)}
        >
          Allow
        </button>
        <button
          type="button"
          className="rounded border border-line px-3 py-1.5"
          onClick={() => answer(false)}
        >
          No thanks
        </button>
      </div>
    </section>
  );
}
