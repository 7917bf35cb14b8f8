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
import { useEffect, useReducer } from 'react';
import { fetchSubscriptionPlans } from '../plans/subscription-plans-query';
import { useUserInfo } from '../user-info/use-user-info';
import { HolidayCountdown } from './holiday-countdown';
import { bannerVariantOf, PROMO_BANNER_TYPE, promoBannerContent } from './promo-banner-content';
import { useSiteCoupon } from './site-coupon';

const CLOSED_KEY = 'learnbox.promo_banner_closed';

/**
 * The promotional banner under the header (spec sections 4 and 9): shown on the spec's paths and
 * hidden on /checkout, worded by variant with the real best discount, closable (remembered for
 * the browser session), through the domain's banner store.
 */
export function PromoBanner() {
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
  const [state, dispatch] = useReducer(reduceBanners, initialBannerState);
  const siteCoupon = useSiteCoupon(
    typeof window === 'undefined' ? '' : `${pathname}${window.location.search}`,
  );
  useEffect(() => {
    if (sessionStorage.getItem(CLOSED_KEY) === 'true')
      dispatch({ type: 'forceHide', banner: PROMO_BANNER_TYPE });
    else dispatch({ type: 'show', banner: PROMO_BANNER_TYPE });
  }, []);
  if (!shownHere || user.isPending || !plans.data || !isBannerVisible(state, PROMO_BANNER_TYPE)) return null;
  const variant = bannerVariantOf(user.data);
  const content =
    siteCoupon && variant !== 'premium-plus'
      ? {
          text: `Use code ${siteCoupon.code}: ${formatLifetimeDiscountText(siteCoupon.percent_off)}`,
          button: BANNER_BUTTON_LABELS.CLAIM_DISCOUNT,
          href: '/unlimited',
        }
      : promoBannerContent(variant, plans.data.best_discount_percent);
  return (
    <aside aria-label="Offer" className="border-b border-line bg-brand-soft" data-testid="promo-banner">
      <div className="mx-auto flex max-w-6xl items-center justify-center gap-4 px-4 py-2 text-sm">
        <span data-testid="promo-banner-text">{content.text}</span>
        {plans.data.holiday_banner_timer ? (
          <HolidayCountdown timer={plans.data.holiday_banner_timer} />
        ) : null}
        <Link href={content.href} className="rounded-full bg-brand-solid px-3 py-1 font-semibold text-white">
          {content.button}
        </Link>
        <button
          type="button"
          aria-label="Close offer"
          className="ml-2 text-muted"
          onClick={() => {
            sessionStorage.setItem(CLOSED_KEY, 'true');
            dispatch({ type: 'close', banner: PROMO_BANNER_TYPE });
          }}
        >
          ×
        </button>
      </div>
    </aside>
  );
}
