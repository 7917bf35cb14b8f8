'use client';

import {
  consumeSsoResultCookie,
  getCrossTabLogoutRedirect,
  isCrossTabLogoutEvent,
  resolveTheme,
  SSO_RESULT_COOKIE,
  type SsoResult,
} from '@learnbox/domain';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { readAttribution } from '../attribution';
import { useTheme } from '../theme/theme-provider';
import { USER_INFO_QUERY_KEY, useUserInfo } from '../user-info/use-user-info';
import { authApi } from './auth-api';

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** A logout in another tab clears user info here and sends this tab to /login (spec section 4). */
function useCrossTabLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!isCrossTabLogoutEvent(event)) return;
      queryClient.setQueryData(USER_INFO_QUERY_KEY, null);
      router.replace(getCrossTabLogoutRedirect(window.location.pathname + window.location.search));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, router]);
}

/** Reads the SSO result cookie once, clears it, and says how it went (spec section 4). */
function useSsoResult(): [SsoResult | null, () => void] {
  const [result, setResult] = useState<SsoResult | null>(null);
  const pathname = usePathname();
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read after each navigation, the cookie arrives with a redirect
  useEffect(() => {
    const { result: parsed, clear } = consumeSsoResultCookie(readCookie(SSO_RESULT_COOKIE));
    if (clear) {
      // biome-ignore lint/suspicious/noDocumentCookie: the result cookie is consumed once, then cleared
      document.cookie = `${SSO_RESULT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    }
    if (!parsed) return;
    setResult(parsed);
    if (parsed.status === 'success') {
      void queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
      // After an SSO sign-up the page sends the UTM data it came with (spec section 7 "utm"),
      // with the rest of the stored attribution snapshot (spec section 3, issue 17). Sent even
      // empty: the affiliate network's click rides on its httpOnly cookie, and the api records
      // the sign-up once either way.
      const utm = Object.fromEntries(
        [...new URLSearchParams(window.location.search)].filter(([key]) =>
          /^utm_(source|content|medium|campaign|term)$/.test(key),
        ),
      );
      const attribution: Record<string, string> = { ...readAttribution(), ...utm };
      if (parsed.operation === 'signup') void authApi.utm(attribution);
    }
  }, [pathname, queryClient]);
  const dismiss = useCallback(() => setResult(null), []);
  return [result, dismiss];
}

/**
 * The account's theme (spec section 4 "Theme values"): a stored preference wins on load; an
 * unset one falls back to dark_mode_selected and the derived value is saved; a change made
 * here while logged in is saved to the account.
 */
function useThemeAccountSync() {
  const { data: user } = useUserInfo();
  const { preference, setPreference } = useTheme();
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      synced.current = null;
      return;
    }
    if (synced.current === null) {
      synced.current = user.user_id;
      if (user.user_theme !== 'unset') {
        if (user.user_theme !== preference) setPreference(user.user_theme);
        return;
      }
      const { save } = resolveTheme({
        theme: 'unset',
        darkModeSelected: user.dark_mode_selected,
        systemPrefersDark: null,
        loggedIn: true,
      });
      const value = preference !== 'unset' ? preference : save;
      if (value) {
        void authApi.saveTheme(value);
        if (value !== preference) setPreference(value);
      }
      return;
    }
    if (preference !== 'unset' && preference !== user.user_theme) void authApi.saveTheme(preference);
  }, [user, preference, setPreference]);
}

const describe = (result: SsoResult) => {
  const provider = result.provider.charAt(0).toUpperCase() + result.provider.slice(1);
  if (result.status === 'success')
    return result.operation === 'signup'
      ? `Welcome! You signed up with ${provider}.`
      : `You are logged in with ${provider}.`;
  return `${provider} sign-in did not work (${result.details[0] ?? 'unknown error'}). Please try again.`;
};

/** App-wide account behaviours with no screen of their own. */
export function SessionEffects() {
  useCrossTabLogout();
  useThemeAccountSync();
  const [result, dismiss] = useSsoResult();
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(dismiss, 8000);
    return () => clearTimeout(timer);
  }, [result, dismiss]);
  if (!result) return null;
  // A portal: inside the header (backdrop-filter) a fixed element would be placed on the header.
  return createPortal(
    <div
      role="status"
      data-testid="sso-result"
      data-status={result.status}
      className="fixed right-4 bottom-4 z-50 flex max-w-sm items-start gap-3 rounded-xl border border-line bg-surface p-4 text-sm text-fg shadow-xl"
    >
      <p>{describe(result)}</p>
      <button type="button" onClick={dismiss} className="text-muted hover:text-fg" aria-label="Dismiss">
        ×
      </button>
    </div>,
    document.body,
  );
}
