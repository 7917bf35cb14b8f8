'use client';

import type { CouponReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { SITE_COUPON_STORAGE_KEY, shouldClearSiteCoupon } from '@learnbox/domain';
import { useEffect, useState } from 'react';
import { api } from '../api-client/api-client';

/**
 * The site coupon (location = path + query, re-checked on each navigation): a ?coupon= in any URL is stored; each page load checks it with
 * GET /api/coupon/site/{code}, and a non-200 reply clears it (spec section 8).
 */
export function useSiteCoupon(location: string): CouponReply | null {
  const [coupon, setCoupon] = useState<CouponReply | null>(null);
  useEffect(() => {
    const query = location.includes('?') ? location.slice(location.indexOf('?')) : '';
    const fromUrl = new URLSearchParams(query).get('coupon')?.trim();
    if (fromUrl) localStorage.setItem(SITE_COUPON_STORAGE_KEY, fromUrl);
    const code = localStorage.getItem(SITE_COUPON_STORAGE_KEY);
    if (!code) {
      setCoupon(null);
      return;
    }
    let cancelled = false;
    // An unreachable api answers status 0: the coupon is cleared as for any non-200 reply.
    void api.call(apiRefs.coupons.site, { params: { code } }).then((reply) => {
      if (cancelled) return;
      if (!reply.ok || shouldClearSiteCoupon(reply.status) || !reply.data) {
        localStorage.removeItem(SITE_COUPON_STORAGE_KEY);
        setCoupon(null);
      } else setCoupon(reply.data);
    });
    return () => {
      cancelled = true;
    };
  }, [location]);
  return coupon;
}
