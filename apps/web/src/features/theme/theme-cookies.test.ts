import { THEME_VALUES } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { readThemePreference, themeCookieStrings } from './theme-cookies';

describe('theme cookies', () => {
  it('store the value and whether it follows the device, for one year, site-wide, SameSite=Lax', () => {
    expect(themeCookieStrings('dark')).toEqual([
      'theme=dark; Max-Age=31536000; Path=/; SameSite=Lax',
      'use_system_preference=false; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    expect(themeCookieStrings('system_preference')[1]).toBe(
      'use_system_preference=true; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it.each(THEME_VALUES)('round-trip %s', (value) => {
    const [theme, system] = themeCookieStrings(value).map((c) => c.split(';')[0]?.split('=')[1]);
    expect(readThemePreference(theme, system)).toBe(value);
  });

  it('reads missing or unknown cookies as unset', () => {
    expect(readThemePreference(undefined, undefined)).toBe('unset');
    expect(readThemePreference('purple', 'false')).toBe('unset');
  });

  it('lets use_system_preference=true win over a stale theme value', () => {
    expect(readThemePreference('dark', 'true')).toBe('system_preference');
  });
});
