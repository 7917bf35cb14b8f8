import {
  isThemeValue,
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE_SECONDS,
  type ThemeValue,
  USE_SYSTEM_PREFERENCE_COOKIE,
} from '@learnbox/domain';

/**
 * How the preference is kept in the two cookies of spec section 3: `theme` holds the value,
 * `use_system_preference` says whether it follows the device. Both are written together; when
 * they disagree (written by an older client), following the device wins because it is explicit.
 */
export function readThemePreference(
  themeCookie: string | undefined,
  useSystemPreferenceCookie: string | undefined,
): ThemeValue {
  if (useSystemPreferenceCookie === 'true') return 'system_preference';
  return isThemeValue(themeCookie) ? themeCookie : 'unset';
}

/** The `document.cookie` assignments that store a preference for one year, site-wide. */
export function themeCookieStrings(value: ThemeValue): [string, string] {
  const attributes = `Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  return [
    `${THEME_COOKIE}=${value}; ${attributes}`,
    `${USE_SYSTEM_PREFERENCE_COOKIE}=${value === 'system_preference'}; ${attributes}`,
  ];
}

export function writeThemeCookies(value: ThemeValue): void {
  for (const cookie of themeCookieStrings(value)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the server reads these cookies to paint the first frame
    document.cookie = cookie;
  }
}
