import { describe, expect, it } from 'vitest';
import { parseAuthorizeQuery, parseSsoProvider, safeReturnUrl } from './auth-routes';

describe('parseSsoProvider', () => {
  it.each([
    ['google-sso', 'google'],
    ['github-sso', 'github'],
    ['azure-ad-sso', 'azure-ad'],
  ])('%s -> %s', (segment, provider) => {
    expect(parseSsoProvider(segment)).toBe(provider);
  });

  it.each(['google', '-sso', 'sso', 'Google-sso', 'google-sso-x', 'go ogle-sso'])('rejects %j', (segment) => {
    expect(parseSsoProvider(segment)).toBeNull();
  });
});

describe('parseAuthorizeQuery', () => {
  it('reads the spec parameters', () => {
    expect(
      parseAuthorizeQuery({
        operation: 'signup',
        page_uri: '/explore',
        page_name: 'Explore',
        reference: 'header',
        signup_source: 'nav',
      }),
    ).toEqual({
      operation: 'signup',
      pageUri: '/explore',
      pageName: 'Explore',
      reference: 'header',
      signupSource: 'nav',
    });
    expect(parseAuthorizeQuery({}).operation).toBeNull();
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'https://evil.example',
    ['//evil', '/x'],
  ])('drops a page_uri off this site: %j', (pageUri) => {
    expect(parseAuthorizeQuery({ page_uri: pageUri }).pageUri).toBeNull();
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/explore?tag=python', '/explore?tag=python'],
    ['/', '/'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/%09/evil.example', null],
    ['/%5Cevil.example', null],
    [' //evil.example', null],
    [['//evil.example', '/explore'], null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });
});
