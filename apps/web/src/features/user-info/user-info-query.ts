/**
 * Loading user info at startup (spec sections 4 and 8): 401 means logged out; a server error
 * (500 and above) or 429 is retried up to 3 times, 1 second apart.
 */
import type { UserInfo } from '@learnbox/contracts';
import { shouldRetryUserInfo as shouldRetryStatus } from '@learnbox/domain';

export const USER_INFO_PATH = '/api/user/info';
export { USER_INFO_RETRY_DELAY_MS } from '@learnbox/domain';

export type { UserInfo };

export class UserInfoError extends Error {
  constructor(readonly status: number) {
    super(`User info request failed with status ${status}.`);
  }
}

/** Fetches user info; null when logged out. */
export async function fetchUserInfo(fetcher: typeof fetch = fetch): Promise<UserInfo | null> {
  const response = await fetcher(USER_INFO_PATH, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new UserInfoError(response.status);
  return (await response.json()) as UserInfo;
}

/** TanStack Query `retry` for the user info load. */
export function shouldRetryUserInfo(failureCount: number, error: unknown): boolean {
  // A network failure has no status; it is retried like a server error.
  const status = error instanceof UserInfoError ? error.status : 500;
  return shouldRetryStatus(status, failureCount);
}
