'use client';

import {
  areBannersShownOn,
  BANNER_BUTTON_LABELS,
  formatLifetimeDiscountText,
  initialBannerState,
  isBannerVisible,
  reduceBanners,
} from '@learnbox/domain';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useReducer } from 'react';
import { fetchSubscriptionPlans } from '../plans/subscription-plans-query';
import { useUserInfo } from '../user-info/use-user-info';
import { HolidayCountdown } from './holiday-countdown';
import { bannerVariantOf, PROMO_BANNER_TYPE, promoBannerContent } from './promo-banner-content';
import { writePromoBannerClosed } from './promo-banner-cookie';
import { useSiteCoupon } from './site-coupon';

/**
 * The promotional banner under the header (spec sections 4 and 9): shown on the spec's paths and
 * hidden on /checkout, worded by variant with the real best discount, closable (remembered for
 * the browser session in a cookie the server reads), through the domain's banner store.
 *
 * No layout shift: on the paths where it shows, the box is rendered on the server at its final,
 * fixed height (one line; the text truncates rather than wraps) and its content is filled in
 * when user info and the plans arrive. When the plans fail to load the box collapses: an empty
 * "Offer" landmark would be noise for screen readers and a blank strip for everyone, and the
 * shift only happens on that rare failure. A closed banner is not rendered at all: the layout
 * reads the cookie and passes `initiallyClosed`.
 */
export function PromoBanner({ initiallyClosed = false }: { initiallyClosed?: boolean }) {
  const pathname = usePathname();
  const shownHere = areBannersShownOn(pathname);
  const user = useUserInfo();
  const plans = useQuery({
    queryKey: ['subscription-plans'],
    queryFn: () => fetchSubscriptionPlans({ log: () => {} }),
    enabled: shownHere,
    retry: false,
    staleTime: 5 * 60_000,
  });
  // Initialised from the cookie (not in an effect) so server and first client render agree.
  const [state, dispatch] = useReducer(reduceBanners, initiallyClosed, (closed) =>
    reduceBanners(initialBannerState, { type: closed ? 'forceHide' : 'show', banner: PROMO_BANNER_TYPE }),
  );
  const siteCoupon = useSiteCoupon(
    typeof window === 'undefined' ? '' : `${pathname}${window.location.search}`,
  );
  if (!shownHere || plans.isError || !isBannerVisible(state, PROMO_BANNER_TYPE)) return null;
  // Filled once both are known, so the wording never flips from the visitor's to the user's.
  const data = user.isPending ? undefined : plans.data;
  const variant = bannerVariantOf(user.data);
  const content = !data
    ? null
    : siteCoupon && variant !== 'premium-plus'
      ? {
          text: `Use code ${siteCoupon.code}: ${formatLifetimeDiscountText(siteCoupon.percent_off)}`,
          button: BANNER_BUTTON_LABELS.CLAIM_DISCOUNT,
          href: '/unlimited',
        }
      : promoBannerContent(variant, data.best_discount_percent, user.data?.is_premium_user === true);
  const timer = data?.holiday_banner_timer;
  return (
    <aside
      aria-label="Offer"
      aria-busy={content ? undefined : true}
      className="border-b border-line bg-brand-soft"
      data-testid="promo-banner"
    >
      {/* The fixed height is the box's final height: nothing below moves when the content arrives. */}
      <div className="mx-auto flex h-11 max-w-6xl items-center justify-center gap-2 overflow-hidden px-3 text-sm sm:gap-4 sm:px-4">
        {content ? (
          <>
            {/* One line: truncated with an ellipsis when narrow; the full text stays in the DOM and the title. */}
            <span className="min-w-0 truncate" title={content.text} data-testid="promo-banner-text">
              {content.text}
            </span>
            {timer ? <HolidayCountdown timer={timer} /> : null}
            <Link
              href={content.href}
              className="shrink-0 whitespace-nowrap rounded-full bg-brand-solid px-3 py-1 font-semibold text-white"
            >
              {content.button}
            </Link>
            <button
              type="button"
              aria-label="Close offer"
              className="ml-2 shrink-0 text-muted"
              onClick={() => {
                writePromoBannerClosed();
                dispatch({ type: 'close', banner: PROMO_BANNER_TYPE });
              }}
            >
              ×
            </button>
          </>
        ) : null}
      </div>
    </aside>
  );
}
