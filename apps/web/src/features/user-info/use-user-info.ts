'use client';

import {
  initialSessionState,
  reduceSession,
  type SessionState,
  skipsUserInfoAtStartup,
} from '@learnbox/domain';
import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useMemo } from 'react';
import {
  fetchUserInfo,
  shouldRetryUserInfo,
  USER_INFO_RETRY_DELAY_MS,
  type UserInfo,
  UserInfoError,
} from './user-info-query';

export const USER_INFO_QUERY_KEY = ['user-info'] as const;

/**
 * The signed-in user, or null when logged out. Not requested on the token routes (enterprise
 * trial and signup, signup-and-reset-password): those pages act before any session exists.
 */
export function useUserInfo() {
  const pathname = usePathname();
  return useQuery({
    queryKey: USER_INFO_QUERY_KEY,
    queryFn: () => fetchUserInfo(),
    enabled: !skipsUserInfoAtStartup(pathname),
    retry: shouldRetryUserInfo,
    retryDelay: USER_INFO_RETRY_DELAY_MS,
    staleTime: 60_000,
  });
}

/** Starts the load once for the whole app. */
export function UserInfoLoader() {
  useUserInfo();
  return null;
}

/**
 * User info as the session states of spec section 4 (pending, then fulfilled or rejected; a
 * 401 is a rejection that means logged out), derived with the domain's session reducer.
 */
export function useSession(): SessionState<UserInfo> {
  const query = useUserInfo();
  return useMemo(() => {
    const pending = reduceSession(initialSessionState as SessionState<UserInfo>, { type: 'loadPending' });
    if (query.data) return reduceSession(pending, { type: 'loadFulfilled', user: query.data });
    if (query.data === null) return reduceSession(pending, { type: 'loadRejected', status: 401 });
    if (query.error) {
      const status = query.error instanceof UserInfoError ? query.error.status : null;
      return reduceSession(pending, { type: 'loadRejected', status });
    }
    return query.fetchStatus === 'idle' ? (initialSessionState as SessionState<UserInfo>) : pending;
  }, [query.data, query.error, query.fetchStatus]);
}
