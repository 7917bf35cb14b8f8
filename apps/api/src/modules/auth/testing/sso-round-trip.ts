import { parseSsoResultCookie, SSO_RESULT_COOKIE } from '@learnbox/domain';
import { expect } from 'vitest';
import type { TestBrowser } from './accounts-test-app';
import type { OAuthProvider, ProviderProfile } from './oauth-provider';

/**
 * The whole SSO round as a browser makes it: start at our provider route, come back from the
 * provider with a code for `profile`, then the result step. Returns the SSO result cookie's
 * content, or null when there is none.
 */
export async function ssoRoundTrip(
  browser: TestBrowser,
  provider: OAuthProvider,
  round: { providerId: string; operation: 'login' | 'signup'; profile: ProviderProfile },
) {
  const start = await browser.get(
    `/api/user/sso/${round.providerId}?operation=${round.operation}&page_uri=%2Fexplore`,
  );
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(provider.issuer);
  const state = authorize.searchParams.get('state') ?? '';
  const callback = await browser.get(
    `/api/auth/callback/${round.providerId}?code=${provider.issueCode(round.profile)}&state=${encodeURIComponent(state)}`,
  );
  expect(callback.statusCode, callback.body).toBe(302);
  const next = new URL(callback.headers.location as string, 'http://localhost:3000');
  const result = await browser.get(`${next.pathname}${next.search}`);
  const cookie = result.cookies.find((entry) => entry.name === SSO_RESULT_COOKIE);
  return cookie ? parseSsoResultCookie(cookie.value) : null;
}
