import { TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  type TestBrowser,
} from '../modules/auth/testing/accounts-test-app';

/** The cases the OpenAPI fuzz found (or could find only by luck), pinned one by one. */
describe('hostile input gets a readable 4xx, never a 5xx', () => {
  let app: AccountsTestApp;
  let user: TestBrowser;
  beforeAll(async () => {
    app = await buildAccountsTestApp();
    user = app.browser();
    await user.post('/api/user/login', { email: 'learner@example.com', password: 'learnbox-demo' });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it.each([
    '/api/coupon/site/%00',
    '/api/get-subscription-transaction/a%00b',
    '/api/collection/python%00basics',
    '/api/catalogue?q=py%00thon',
    '/api/edpresso/shots?tag=%00',
  ])('refuses a NUL byte or a broken surrogate in %s with 400', async (url) => {
    const res = await user.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it('refuses a NUL byte or a lone surrogate inside a JSON body with 400, naming the field', async () => {
    for (const text of ['ri\u0000b', '\ud800']) {
      const res = await user.post('/api/code/log-interaction', {
        author_id: 'a',
        work_id: 'w',
        comp_id: 'c',
        comp_type: text,
        is_draft_page: false,
        interaction_map: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errorText: UNSTORABLE_TEXT_MESSAGE,
        errors: { comp_type: UNSTORABLE_TEXT_MESSAGE },
      });
    }
  });

  it('refuses JSON nested deeper than any real body with 400', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await user.request({
      method: 'POST',
      url: '/api/code/log-interaction',
      payload: `{"interaction_map":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toBe(TOO_DEEP_MESSAGE);
  });

  it('answers a return path with non-Latin-1 characters with a redirect home, not a 500', async () => {
    const pageUri = encodeURIComponent('/answers/中文-é?x=ü');
    const res = await app
      .browser()
      .get(`/api/user/sso-result?provider=github&operation=login&result=error&page_uri=${pageUri}`);
    expect(res.statusCode).toBe(302);
    // Links the app builds are percent-encoded ASCII; anything else is refused by the one
    // return-path rule (safeReturnPath) and never reaches the Location header.
    expect(res.headers.location).toBe('/');
  });

  it('answers huge page numbers and sizes with 400 or an empty page, not a database error', async () => {
    for (const query of ['page=99999999999999999999', 'page=1e308', 'page=9007199254740993', 'page=-1']) {
      const res = await user.get(`/api/catalogue?${query}`);
      expect(res.statusCode, query).toBeLessThan(500);
      const shots = await user.get(`/api/edpresso/shots?${query}`);
      expect(shots.statusCode, query).toBeLessThan(500);
    }
  });

  it.each([
    '/api/user/sso/%E4%B8%AD%E6%96%87?operation=login',
    '/api/user/sso/a%3Bb%3Dc%2C%20d?operation=login',
    '/api/user/sso/%22x%22?operation=signup&page_uri=%2F%C3%A9',
  ])('redirects an unknown sign-in provider named with any characters, not a 500: %s', async (url) => {
    const res = await app.browser().get(url);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
  });

  it.each([
    '/api/auth/callback/github?code=%zz&state=%E0%A4%A',
    '/api/auth/callback/nope?code=x&state=y',
    `/api/auth/callback/${'a'.repeat(900)}?state=${'b'.repeat(5000)}`,
    '/api/auth/callback/github?error=%0D%0ALocation:%20http://evil.example',
    '/api/auth/error?error=%E4%B8%AD',
  ])('answers the routes outside the OpenAPI document below 500: %s', async (url) => {
    const res = await app.browser().get(url);
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  });

  it('answers an array where a string is expected with 400', async () => {
    const res = await user.get('/api/catalogue?q=a&q=b&tag=x&tag=y');
    expect(res.statusCode).toBeLessThan(500);
    const body = await user.post('/api/user/login', { email: ['a@b.co'], password: { $ne: 1 } });
    expect(body.statusCode).toBe(400);
  });
});
