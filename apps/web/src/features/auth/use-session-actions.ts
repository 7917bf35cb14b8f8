'use client';

import {
  getLogoutRedirect,
  LOGOUT_STORAGE_KEY,
  safeReturnPath,
  TRACKING_CONSENT_COOKIE,
} from '@learnbox/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { USER_INFO_QUERY_KEY } from '../user-info/use-user-info';
import { authApi } from './auth-api';

/** Pages that need an account: logging out there goes to /login, elsewhere to / (spec section 4). */
const ACCOUNT_PAGES = ['/settings', '/mycourses', '/transactions', '/checkout'];

export function pageRequiresLogin(pathname: string): boolean {
  return ACCOUNT_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Log in and log out as the rest of the app sees them: user info reloads or clears. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const router = useRouter();

  const afterLogin = useCallback(
    async (returnUrl?: string | null) => {
      await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
      // Every caller's returnUrl passes the one same-site rule here; one that fails goes home.
      if (returnUrl) router.push(safeReturnPath(returnUrl) ?? '/');
      router.refresh();
    },
    [queryClient, router],
  );

  /**
   * Logout (spec section 4): the server ends the session and clears the cookies; here user
   * state is cleared, tracking consent revoked, other tabs told through localStorage, and the
   * page moves to /login or /.
   */
  const logout = useCallback(
    async (options: { everywhere?: boolean } = {}) => {
      await authApi.logout(options.everywhere ?? false);
      // biome-ignore lint/suspicious/noDocumentCookie: revoking consent must work even if the server call failed
      document.cookie = `${TRACKING_CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
      queryClient.setQueryData(USER_INFO_QUERY_KEY, null);
      try {
        localStorage.setItem(LOGOUT_STORAGE_KEY, String(Date.now()));
      } catch {
        // Storage can be full or disabled; other tabs then notice at their next request.
      }
      router.push(getLogoutRedirect(pageRequiresLogin(window.location.pathname)));
      router.refresh();
    },
    [queryClient, router],
  );

  return { afterLogin, logout };
}
