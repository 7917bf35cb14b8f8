import { describe, expect, it } from 'vitest';
import {
  checkCaptchaTokens,
  isLoggedInByCookie,
  MISSING_CAPTCHA_MESSAGE,
  normalizeAuthenticatorSecret,
  SESSION_COOKIES,
} from './credentials';

describe('authenticator secret (spec section 5)', () => {
  it.each([
    ['JBSW Y3DP EHPK 3PXP', 'JBSWY3DPEHPK3PXP'],
    [' ab\tcd\nef\u00a0gh ', 'abcdefgh'],
    ['', ''],
  ])('%j -> %j', (secret, expected) => {
    expect(normalizeAuthenticatorSecret(secret)).toBe(expected);
  });
});

describe('captcha or bypass token (spec section 5)', () => {
  it.each([
    [{ captchaToken: 'c' }, null],
    [{ bypassToken: 'b' }, null],
    [{ captchaToken: ' ', bypassToken: null }, MISSING_CAPTCHA_MESSAGE],
    [{}, MISSING_CAPTCHA_MESSAGE],
  ])('%j', (tokens, expected) => {
    expect(checkCaptchaTokens(tokens)).toBe(expected);
  });
});

describe('logged_in cookie (spec section 6)', () => {
  it('names the session cookies', () => {
    expect(SESSION_COOKIES).toEqual({
      LOGGED_IN: 'logged_in',
      SUBSCRIBED: 'subscribed',
      TRIAL_AVAILED: 'trial_availed',
    });
  });

  it.each([
    [{ logged_in: 'true' }, true],
    [{ logged_in: '1' }, true],
    [{ logged_in: 'false' }, false],
    [{ logged_in: '0' }, false],
    [{ logged_in: '' }, false],
    [{}, false],
  ])('%j -> %s', (cookies, expected) => {
    expect(isLoggedInByCookie(cookies)).toBe(expected);
  });
});
