import { describe, expect, it } from 'vitest';
import { pageRequiresLogin } from './use-session-actions';

describe('where logout goes (spec section 4: /login or /)', () => {
  it.each([
    ['/settings/security', true],
    ['/mycourses', true],
    ['/checkout/subscription-buy', true],
    ['/explore', false],
    ['/', false],
    ['/settingsx', false],
  ])('%s needs an account: %s', (path, expected) => {
    expect(pageRequiresLogin(path)).toBe(expected);
  });
});
