import { describe, expect, it } from 'vitest';
import { isCrossTabLogoutEvent, LOGOUT_STORAGE_KEY, TRACKING_CONSENT_COOKIE } from './logout';

describe('logout (spec section 4)', () => {
  it('names the tracking consent cookie and the storage key', () => {
    expect(TRACKING_CONSENT_COOKIE).toBe('tracking_consent');
    expect(LOGOUT_STORAGE_KEY).toBe('learnbox:logged-out-at');
  });

  it.each([
    [{ key: LOGOUT_STORAGE_KEY, newValue: '1700000000000', oldValue: null }, true],
    [{ key: LOGOUT_STORAGE_KEY, newValue: '2', oldValue: '1' }, true],
    [{ key: LOGOUT_STORAGE_KEY, newValue: null, oldValue: '1' }, false],
    [{ key: LOGOUT_STORAGE_KEY, newValue: '1', oldValue: '1' }, false],
    [{ key: 'theme', newValue: 'dark', oldValue: null }, false],
    [{ key: null, newValue: null }, false],
  ])('%j -> %s', (event, expected) => {
    expect(isCrossTabLogoutEvent(event)).toBe(expected);
  });
});
