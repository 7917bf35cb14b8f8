import { describe, expect, it } from 'vitest';
import { chooseFaviconScheme, fromThemeCookies, toThemeCookies } from './theme-cookies';

describe('theme cookies (spec section 9)', () => {
  it.each([
    ['dark', undefined, { theme: 'dark', use_system_preference: 'false' }],
    ['light', 'dark', { theme: 'light', use_system_preference: 'false' }],
    ['system_preference', 'dark', { theme: 'dark', use_system_preference: 'true' }],
    ['system_preference', undefined, { theme: 'light', use_system_preference: 'true' }],
  ] as const)('%s (painted %s)', (value, painted, expected) => {
    expect(toThemeCookies(value, painted)).toEqual(expected);
  });

  it.each([
    [{ theme: 'dark', use_system_preference: 'true' }, 'system_preference'],
    [{ theme: 'dark', use_system_preference: 'false' }, 'dark'],
    [{ theme: 'light' }, 'light'],
    [{ theme: 'purple' }, 'unset'],
    [{}, 'unset'],
  ])('reads %j as %s', (cookies, expected) => {
    expect(fromThemeCookies(cookies)).toBe(expected);
  });

  it('round-trips every stored value', () => {
    for (const value of ['dark', 'light', 'system_preference'] as const) {
      expect(fromThemeCookies(toThemeCookies(value))).toBe(value);
    }
  });

  it('the favicon follows the scheme (spec section 2)', () => {
    expect(chooseFaviconScheme('dark')).toBe('dark');
    expect(chooseFaviconScheme('light')).toBe('light');
    expect(chooseFaviconScheme(null)).toBe('light');
  });
});
