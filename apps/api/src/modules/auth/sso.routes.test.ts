import { parseSsoResultCookie, SSO_RESULT_COOKIE } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, APP_TIMEOUT_MS, buildAccountsTestApp } from './testing/accounts-test-app';

/** The result cookie a reply set, parsed the way the web reads it. */
function resultCookie(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((entry) => entry.name === SSO_RESULT_COOKIE);
  return cookie ? parseSsoResultCookie(cookie.value) : null;
}

describe('single sign-on', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({
      config: {
        GITHUB_CLIENT_ID: 'gh-client',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        OIDC_EMAIL_DOMAINS: ['acme.example'],
        // Discovery of this issuer fails (nothing listens): the provider stays pending, not fatal.
        OIDC_ISSUER: 'http://127.0.0.1:9/',
        OIDC_CLIENT_ID: 'learnbox',
        OIDC_PROVIDER_ID: 'acme',
        OIDC_PROVIDER_NAME: 'Acme SSO',
      },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('lists the configured providers for the login forms', async () => {
    const res = await app.browser().get('/api/user/auth-options');
    expect(res.json().sso_providers).toEqual([
      { id: 'github', name: 'GitHub' },
      { id: 'acme', name: 'Acme SSO' },
    ]);
  });

  it('verify-sso tells which addresses sign in through the identity provider', async () => {
    const sso = await app.browser().post('/api/user/verify-sso', { email: 'Dev@Acme.example' });
    expect(sso.json()).toEqual({
      sso: true,
      provider: 'acme',
      provider_name: 'Acme SSO',
      authorize_path: '/authorize/acme-sso?operation=login',
    });
    const plain = await app.browser().post('/api/user/verify-sso', { email: 'dev@elsewhere.example' });
    expect(plain.json()).toEqual({ sso: false, provider: null, provider_name: null, authorize_path: null });
  });

  it('starts GitHub sign-in: redirect to GitHub with state and a callback on the web origin', async () => {
    const res = await app
      .browser()
      .get('/api/user/sso/github?operation=signup&page_uri=%2Fexplore&page_name=Explore');
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('gh-client');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/github');
    expect(location.searchParams.get('state')).toBeTruthy();
    // The state is bound to this browser through an httpOnly cookie.
    expect(res.cookies.some((cookie) => cookie.httpOnly)).toBe(true);
  });

  it('sends an unknown provider back with a failure result cookie', async () => {
    const res = await app.browser().get('/api/user/sso/google?operation=login&page_uri=%2Fcourses%2Fx');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/courses/x');
    expect(resultCookie(res)).toEqual({
      provider: 'google',
      operation: 'login',
      status: 'failure',
      details: ['not_configured'],
    });
  });

  // page_uri as the api receives it (decoded once from the query), in the shapes of the domain
  // rule's corpus that survive a query string.
  const OFF_SITE = [
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/..//evil.example',
    ' //evil.example',
    'https://evil.example',
  ];

  it.each(OFF_SITE)('never redirects off-site from page_uri %j', async (pageUri) => {
    const query = new URLSearchParams({ operation: 'login', page_uri: pageUri });
    const start = await app.browser().get(`/api/user/sso/google?${query}`);
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/');
    const result = await app.browser().get(`/api/user/sso-result?provider=github&result=error&${query}`);
    expect(result.statusCode).toBe(302);
    expect(result.headers.location).toBe('/');
  });

  it('the result step reports success for a session and failure without one, readable by the page', async () => {
    const browser = app.browser();
    await browser.post('/api/user/login', { email: 'learner@example.com', password: 'learnbox-demo' });
    const ok = await browser.get(
      '/api/user/sso-result?provider=github&operation=signup&result=new&page_uri=%2Fexplore',
    );
    expect(ok.headers.location).toBe('/explore');
    expect(resultCookie(ok)).toEqual({
      provider: 'github',
      operation: 'signup',
      status: 'success',
      details: ['new'],
    });
    expect(ok.cookies.find((cookie) => cookie.name === SSO_RESULT_COOKIE)?.httpOnly).toBeFalsy();
    const failed = await app
      .browser()
      .get('/api/user/sso-result?provider=github&operation=login&result=error&error=access_denied');
    expect(resultCookie(failed)).toEqual({
      provider: 'github',
      operation: 'login',
      status: 'failure',
      details: ['access_denied'],
    });
  });
});
