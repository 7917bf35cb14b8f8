import { describe, expect, it } from 'vitest';
import {
  isThemeValue,
  type ResolvedTheme,
  resolveTheme,
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE_SECONDS,
  THEME_VALUES,
  type ThemeInput,
  USE_SYSTEM_PREFERENCE_COOKIE,
} from './theme';

const base: ThemeInput = { theme: 'unset', systemPrefersDark: true, loggedIn: true };

describe('theme (spec sections 4 and 9)', () => {
  it('has the four values and the cookie constants', () => {
    expect(THEME_VALUES).toEqual(['unset', 'system_preference', 'dark', 'light']);
    expect(THEME_COOKIE_MAX_AGE_SECONDS).toBe(31536000);
    expect(THEME_COOKIE).toBe('theme');
    expect(USE_SYSTEM_PREFERENCE_COOKIE).toBe('use_system_preference');
  });

  it.each([
    ['dark', true],
    ['system_preference', true],
    ['blue', false],
    [null, false],
  ])('isThemeValue(%j) is %s', (value, expected) => {
    expect(isThemeValue(value)).toBe(expected);
  });

  it.each<[string, Partial<ThemeInput>, ResolvedTheme]>([
    [
      'dark stays dark',
      { theme: 'dark', systemPrefersDark: false },
      { value: 'dark', scheme: 'dark', save: null },
    ],
    ['light stays light', { theme: 'light' }, { value: 'light', scheme: 'light', save: null }],
    [
      'system preference, dark device',
      { theme: 'system_preference' },
      { value: 'system_preference', scheme: 'dark', save: null },
    ],
    [
      'system preference, light device',
      { theme: 'system_preference', systemPrefersDark: false },
      { value: 'system_preference', scheme: 'light', save: null },
    ],
    [
      'system preference, unknown device',
      { theme: 'system_preference', systemPrefersDark: null },
      { value: 'system_preference', scheme: null, save: null },
    ],
    [
      'unset -> dark_mode_selected true, saved',
      { darkModeSelected: true, systemPrefersDark: false },
      { value: 'dark', scheme: 'dark', save: 'dark' },
    ],
    [
      'unset -> dark_mode_selected false, saved',
      { darkModeSelected: false },
      { value: 'light', scheme: 'light', save: 'light' },
    ],
    [
      'unset without a flag follows the device',
      {},
      { value: 'system_preference', scheme: 'dark', save: 'system_preference' },
    ],
    [
      'unknown stored value counts as unset',
      { theme: 'blue' as never, darkModeSelected: true },
      { value: 'dark', scheme: 'dark', save: 'dark' },
    ],
    [
      'logged-out on /answers/ uses the system preference',
      { loggedIn: false, path: '/answers/abc', theme: 'light', systemPrefersDark: true },
      { value: 'system_preference', scheme: 'dark', save: null },
    ],
    [
      'logged-out elsewhere keeps its theme',
      { loggedIn: false, path: '/explore', theme: 'light' },
      { value: 'light', scheme: 'light', save: null },
    ],
    [
      'logged-in on /answers/ keeps its theme',
      { path: '/answers/abc', theme: 'light' },
      { value: 'light', scheme: 'light', save: null },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(resolveTheme({ ...base, ...fields })).toEqual(expected);
  });
});
