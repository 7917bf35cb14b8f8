/**
 * Loading user info at startup (spec sections 4 and 8): 401 means logged out; a server error
 * (500 and above) or 429 is retried up to 3 times, 1 second apart. Without the logged_in cookie
 * the visitor is logged out (spec section 6 "Login state") and nothing is asked: a request that
 * could only answer 401 would just put an error in every visitor's console.
 */
import type { UserInfo } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { isLoggedInByCookie, shouldRetryUserInfo as shouldRetryStatus } from '@learnbox/domain';
import { replyOf } from '../api-client/api-result';

export const USER_INFO_PATH = apiRefs.user.info.path;
export { USER_INFO_RETRY_DELAY_MS } from '@learnbox/domain';

export type { UserInfo };

export class UserInfoError extends Error {
  constructor(readonly status: number) {
    super(`User info request failed with status ${status}.`);
  }
}

/** The cookies of a `document.cookie` string, by name (the first of a repeated name wins). */
export function parseCookieString(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !(name in cookies)) cookies[name] = part.slice(at + 1).trim();
  }
  return cookies;
}

/**
 * Fetches user info; null when logged out. `cookies` is the page's `document.cookie` (the
 * logged_in cookie is readable by scripts on purpose); without logged_in no request is made.
 */
export async function fetchUserInfo(
  fetcher: typeof fetch = fetch,
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): Promise<UserInfo | null> {
  if (!isLoggedInByCookie(parseCookieString(cookies))) return null;
  const response = await fetcher(USER_INFO_PATH, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new UserInfoError(response.status);
  return replyOf(apiRefs.user.info, await response.json());
}

/** TanStack Query `retry` for the user info load. */
export function shouldRetryUserInfo(failureCount: number, error: unknown): boolean {
  // A network failure has no status; it is retried like a server error.
  const status = error instanceof UserInfoError ? error.status : 500;
  return shouldRetryStatus(status, failureCount);
}
