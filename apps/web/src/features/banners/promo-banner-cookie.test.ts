import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROMO_BANNER_CLOSED_COOKIE,
  promoBannerClosedCookieString,
  readPromoBannerClosed,
  writePromoBannerClosed,
} from './promo-banner-cookie';

/** A cookie store like next/headers' `cookies()`, from a `Cookie` request header. */
function storeFrom(header: string) {
  const pairs = new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
  );
  return { get: (name: string) => (pairs.has(name) ? { value: pairs.get(name) as string } : undefined) };
}

describe('promo banner closed cookie', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a session cookie (no Max-Age or Expires), site-wide, SameSite=Lax', () => {
    const cookie = promoBannerClosedCookieString();
    expect(cookie).toBe('promo_banner_closed=true; Path=/; SameSite=Lax');
    expect(cookie).not.toMatch(/max-age|expires/i);
  });

  it('round-trips: what the browser sends back after the write reads as closed', () => {
    const sent = promoBannerClosedCookieString().split(';')[0] as string;
    expect(readPromoBannerClosed(storeFrom(`theme=dark; ${sent}; logged_in=1`))).toBe(true);
  });

  it('reads a missing, empty or unknown value as not closed', () => {
    expect(readPromoBannerClosed(storeFrom(''))).toBe(false);
    expect(readPromoBannerClosed(storeFrom('theme=dark'))).toBe(false);
    expect(readPromoBannerClosed(storeFrom(`${PROMO_BANNER_CLOSED_COOKIE}=`))).toBe(false);
    expect(readPromoBannerClosed(storeFrom(`${PROMO_BANNER_CLOSED_COOKIE}=false`))).toBe(false);
    expect(readPromoBannerClosed(storeFrom(`${PROMO_BANNER_CLOSED_COOKIE}=1`))).toBe(false);
  });

  it('writes the cookie through document.cookie', () => {
    const fakeDocument = { cookie: '' };
    vi.stubGlobal('document', fakeDocument);
    writePromoBannerClosed();
    expect(fakeDocument.cookie).toBe(promoBannerClosedCookieString());
  });
});
