import { describe, expect, it } from 'vitest';
import {
  buildSsoAuthorizePath,
  consumeSsoResultCookie,
  parseSsoResultCookie,
  SSO_RESULT_COOKIE,
} from './sso-result-cookie';

describe('SSO and signup result cookie (spec section 4)', () => {
  it.each([
    ['google:login:success', { provider: 'google', operation: 'login', status: 'success', details: [] }],
    [
      'github:signup:failure:email_taken:x',
      { provider: 'github', operation: 'signup', status: 'failure', details: ['email_taken', 'x'] },
    ],
    ['google%3Alogin%3Asuccess', { provider: 'google', operation: 'login', status: 'success', details: [] }],
    ['google:logout:success', null],
    ['google:login:maybe', null],
    [':login:success', null],
    ['google:login', null],
    ['%E0%A4%A', null],
    ['', null],
    [null, null],
  ])('%j', (value, expected) => {
    expect(parseSsoResultCookie(value)).toEqual(expected);
  });

  it('is consumed once: any present cookie is cleared', () => {
    expect(consumeSsoResultCookie('google:login:success').clear).toBe(true);
    expect(consumeSsoResultCookie('garbage')).toEqual({ result: null, clear: true });
    expect(consumeSsoResultCookie(undefined)).toEqual({ result: null, clear: false });
  });

  it('builds the login operation too (spec section 4)', () => {
    expect(buildSsoAuthorizePath('oidc', {}, 'login')).toBe('/authorize/oidc-sso?operation=login');
    expect(SSO_RESULT_COOKIE).toBe('sso_result');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '/%09/evil.example'])(
    'leaves out a page_uri off this site: %j',
    (pageUri) => {
      expect(buildSsoAuthorizePath('github', { page_uri: pageUri, page_name: 'x' })).toBe(
        '/authorize/github-sso?operation=signup&page_name=x',
      );
    },
  );

  it('builds the authorization redirect (spec section 2)', () => {
    expect(buildSsoAuthorizePath('google')).toBe('/authorize/google-sso?operation=signup');
    expect(
      buildSsoAuthorizePath('github', {
        page_uri: '/courses/x',
        page_name: 'course',
        reference: '',
        signup_source: 'nav',
      }),
    ).toBe(
      '/authorize/github-sso?operation=signup&page_uri=%2Fcourses%2Fx&page_name=course&signup_source=nav',
    );
  });
});
