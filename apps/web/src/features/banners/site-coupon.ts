'use client';

import type { CouponReply } from '@learnbox/contracts';
import { SITE_COUPON_STORAGE_KEY, shouldClearSiteCoupon } from '@learnbox/domain';
import { useEffect, useState } from 'react';

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
    fetch(`/api/coupon/site/${encodeURIComponent(code)}`, { credentials: 'include' })
      .then(async (response) => {
        if (cancelled) return;
        if (shouldClearSiteCoupon(response.status)) {
          localStorage.removeItem(SITE_COUPON_STORAGE_KEY);
          setCoupon(null);
        } else setCoupon((await response.json()) as CouponReply);
      })
      .catch(() => {
        if (cancelled) return;
        localStorage.removeItem(SITE_COUPON_STORAGE_KEY);
        setCoupon(null);
      });
    return () => {
      cancelled = true;
    };
  }, [location]);
  return coupon;
}
