/**
 * Theme preference rules (spec section 4 "Theme values", section 9 "Page and theme").
 */

/** The four stored theme values of spec section 4. */
export const THEME_VALUES = ['unset', 'system_preference', 'dark', 'light'] as const;
/** One of THEME_VALUES (spec section 4 "Theme values", section 9 "Page and theme"). */
export type ThemeValue = (typeof THEME_VALUES)[number];
/** The scheme actually painted (spec section 4). */
export type ColorScheme = 'dark' | 'light';

/** Theme cookie max age: 31536000 seconds, one year (spec section 9). */
export const THEME_COOKIE_MAX_AGE_SECONDS = 31536000;
/** Cookie names the theme is stored under (spec section 3 "Stored client-side"). */
export const THEME_COOKIE = 'theme';
/** Cookie saying the theme follows the device (spec section 9). */
export const USE_SYSTEM_PREFERENCE_COOKIE = 'use_system_preference';

/** True for one of the four theme values (spec section 4). */
export function isThemeValue(value: unknown): value is ThemeValue {
  return typeof value === 'string' && (THEME_VALUES as readonly string[]).includes(value);
}

/** What the theme rules read (spec section 4 "Theme values"). */
export interface ThemeInput {
  /** Stored preference; anything unknown counts as 'unset'. */
  theme: ThemeValue | null | undefined;
  /** The account's legacy dark_mode_selected flag, when a user is known. */
  darkModeSelected?: boolean | null;
  /** Whether the device prefers a dark scheme; null when unknown (server side). */
  systemPrefersDark: boolean | null;
  loggedIn: boolean;
  /** Current path, for the logged-out /answers/ rule. */
  path?: string;
}

/** The theme to paint and, when derived, the value to save (spec section 4). */
export interface ResolvedTheme {
  /** The stored value after the unset fallback. */
  value: Exclude<ThemeValue, 'unset'>;
  /** The scheme to paint; null when it follows the device and the device is unknown. */
  scheme: ColorScheme | null;
  /** Set when the caller must save `value` (the unset fallback derived it). */
  save: Exclude<ThemeValue, 'unset'> | null;
}

/**
 * Resolves the scheme to paint (spec section 4):
 * - on /answers/ a logged-out visitor always follows the device;
 * - unset falls back to dark_mode_selected, and the derived value is to be saved;
 * - system_preference follows the device.
 */
export function resolveTheme(input: ThemeInput): ResolvedTheme {
  const followDevice = (save: ResolvedTheme['save']): ResolvedTheme => ({
    value: 'system_preference',
    scheme: input.systemPrefersDark === null ? null : input.systemPrefersDark ? 'dark' : 'light',
    save,
  });
  if (!input.loggedIn && input.path?.startsWith('/answers/')) return followDevice(null);
  const theme = isThemeValue(input.theme) ? input.theme : 'unset';
  if (theme === 'dark' || theme === 'light') return { value: theme, scheme: theme, save: null };
  if (theme === 'system_preference') return followDevice(null);
  if (input.darkModeSelected === true || input.darkModeSelected === false) {
    const derived = input.darkModeSelected ? 'dark' : 'light';
    return { value: derived, scheme: derived, save: derived };
  }
  return followDevice('system_preference');
}
