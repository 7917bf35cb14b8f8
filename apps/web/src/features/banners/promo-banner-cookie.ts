/**
 * "The visitor closed the promotional banner", kept in a session cookie (no Max-Age or Expires:
 * it lasts for the browser session, as sessionStorage did) so the server layout can leave the
 * banner's box out of the first paint instead of drawing it and removing it after hydration.
 */
export const PROMO_BANNER_CLOSED_COOKIE = 'promo_banner_closed';

/** The minimal read side of a cookie store: next/headers' `cookies()` result fits. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** True when the request carries the closed cookie with the value this module writes. */
export function readPromoBannerClosed(cookieStore: CookieReader): boolean {
  return cookieStore.get(PROMO_BANNER_CLOSED_COOKIE)?.value === 'true';
}

/** The `document.cookie` assignment: a session cookie, site-wide, SameSite=Lax. */
export function promoBannerClosedCookieString(): string {
  return `${PROMO_BANNER_CLOSED_COOKIE}=true; Path=/; SameSite=Lax`;
}

export function writePromoBannerClosed(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to leave the closed banner out of the first paint
  document.cookie = promoBannerClosedCookieString();
}
