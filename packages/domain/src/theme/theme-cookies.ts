import { THEME_COOKIE, type ThemeValue, USE_SYSTEM_PREFERENCE_COOKIE } from './theme';

/**
 * The two cookie values a theme is stored as (spec section 9: "stored as theme and
 * use_system_preference"). system_preference keeps the last painted scheme in `theme` so the
 * server can render the right colours on the first paint, before the device is known.
 */
export function toThemeCookies(
  value: Exclude<ThemeValue, 'unset'>,
  paintedScheme: 'dark' | 'light' = 'light',
): Record<typeof THEME_COOKIE | typeof USE_SYSTEM_PREFERENCE_COOKIE, string> {
  const followsDevice = value === 'system_preference';
  return {
    [THEME_COOKIE]: followsDevice ? paintedScheme : value,
    [USE_SYSTEM_PREFERENCE_COOKIE]: String(followsDevice),
  };
}

/**
 * Reads the two theme cookies back into a stored theme value (spec section 9); anything else
 * is 'unset', which sends the caller to the dark_mode_selected fallback of spec section 4.
 */
export function fromThemeCookies(cookies: Readonly<Record<string, string | undefined>>): ThemeValue {
  if (cookies[USE_SYSTEM_PREFERENCE_COOKIE] === 'true') return 'system_preference';
  const theme = cookies[THEME_COOKIE];
  return theme === 'dark' || theme === 'light' ? theme : 'unset';
}

/** The favicon follows the dark or light scheme (spec section 2); unknown scheme gets the light one. */
export function chooseFaviconScheme(scheme: 'dark' | 'light' | null): 'dark' | 'light' {
  return scheme ?? 'light';
}
