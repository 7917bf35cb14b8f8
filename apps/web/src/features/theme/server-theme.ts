import {
  type ColorScheme,
  resolveTheme,
  THEME_COOKIE,
  type ThemeValue,
  USE_SYSTEM_PREFERENCE_COOKIE,
} from '@learnbox/domain';
import { cookies, headers } from 'next/headers';
import { PATHNAME_HEADER } from '../../proxy-headers';
import { readThemePreference } from './theme-cookies';

export interface ServerTheme {
  preference: ThemeValue;
  /** Null when the page follows the device: the inline head script decides before paint. */
  scheme: ColorScheme | null;
  loggedIn: boolean;
}

/** The theme to paint on the server, from the request's cookies (no flash on first paint). */
export async function readServerTheme(): Promise<ServerTheme> {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const preference = readThemePreference(
    cookieStore.get(THEME_COOKIE)?.value,
    cookieStore.get(USE_SYSTEM_PREFERENCE_COOKIE)?.value,
  );
  // Spec section 6: logged-in and logged-out users are told apart by the logged_in cookie.
  const loggedIn = cookieStore.has('logged_in');
  const path = headerStore.get(PATHNAME_HEADER) ?? undefined;
  const { scheme } = resolveTheme({ theme: preference, systemPrefersDark: null, loggedIn, path });
  return { preference, scheme, loggedIn };
}
