import { catalogueReplySchema, sitemapReplySchema } from '@learnbox/contracts';
import { isHiddenFromB2bVisitor, SITE_HOST_HEADER } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  FROM_WEB,
  type TestBrowser,
} from '../modules/auth/testing/accounts-test-app';

/**
 * Spec section 5: "On B2B domains, logged-out users cannot see free, unpriced or
 * 'prepare-for-interview' courses." The web names the host it serves in SITE_HOST_HEADER; the
 * api decides. Seed content: python-basics is free, bash-essentials unpriced, cpp-data-structures
 * tagged interview-prep, the become-a-software-developer path unpriced; modern-javascript is priced.
 */
describe('B2B host visibility (spec section 5)', () => {
  let app: AccountsTestApp;
  let learner: TestBrowser;
  const ORG_HOST = { [SITE_HOST_HEADER]: 'acme.teams.localhost:3000' };
  const MAIN_HOST = { [SITE_HOST_HEADER]: 'localhost:3000' };

  beforeAll(async () => {
    app = await buildAccountsTestApp();
    learner = app.browser();
    const login = await learner.post('/api/user/login', {
      email: 'learner@example.com',
      password: 'learnbox-demo',
    });
    expect(login.statusCode).toBe(200);
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const visitor = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  const courseSlugs = async (headers: Record<string, string>, signedIn = false) => {
    const res = signedIn
      ? await learner.get('/api/catalogue?page_size=48&kind=all', headers)
      : await visitor('/api/catalogue?page_size=48&kind=all', headers);
    expect(res.statusCode, res.body).toBe(200);
    const reply = catalogueReplySchema.parse(res.json());
    return reply.items.filter((item) => item.kind !== 'shot');
  };

  it('lists only priced, non-interview courses to a logged-out visitor on an organization host', async () => {
    const main = await courseSlugs(MAIN_HOST);
    const org = await courseSlugs(ORG_HOST);
    expect(main.map((item) => item.slug).sort()).toEqual([
      'bash-essentials',
      'become-a-software-developer',
      'cpp-data-structures',
      'modern-javascript',
      'python-basics',
    ]);
    expect(org.map((item) => item.slug)).toEqual(['modern-javascript']);
    // The SQL filter and the domain rule agree on every seeded course and path.
    expect(org.map((item) => item.slug)).toEqual(
      main.filter((item) => !isHiddenFromB2bVisitor(item)).map((item) => item.slug),
    );
    // Totals and pages are counted after the rule, and search obeys it too.
    const slugsFor = async (headers: Record<string, string>) =>
      catalogueReplySchema
        .parse((await visitor('/api/catalogue?q=python', headers)).json())
        .items.map((item) => item.slug);
    expect(await slugsFor(MAIN_HOST)).toContain('python-basics');
    expect(await slugsFor(ORG_HOST)).not.toContain('python-basics');
  });

  it('shows everything to a signed-in reader on the organization host, and to visitors elsewhere', async () => {
    expect((await courseSlugs(ORG_HOST, true)).length).toBe(5);
    expect((await courseSlugs({})).length).toBe(5);
  });

  it('treats hosts that are not <one label>.<suffix> as the main host', async () => {
    for (const host of [
      'evil.example',
      'a.b.teams.localhost',
      'teams.localhost',
      '-x.teams.localhost',
      'x'.repeat(400),
    ]) {
      expect((await courseSlugs({ [SITE_HOST_HEADER]: host })).length, host).toBe(5);
    }
  });

  it('answers 404 for hidden course, path and lesson pages on the organization host only', async () => {
    for (const url of [
      '/api/collection/python-basics',
      '/api/collection/bash-essentials',
      '/api/collection/cpp-data-structures',
      '/api/collection/become-a-software-developer?work_type=path',
      '/api/collection/bash-essentials/page/variables-and-echo',
      '/api/page/url/courses/bash-essentials/variables-and-echo',
    ]) {
      expect((await visitor(url, ORG_HOST)).statusCode, url).toBe(404);
      expect((await visitor(url, MAIN_HOST)).statusCode, url).toBe(200);
      expect((await learner.get(url, ORG_HOST)).statusCode, url).toBe(200);
    }
    expect((await visitor('/api/collection/modern-javascript', ORG_HOST)).statusCode).toBe(200);
    expect(
      (await visitor('/api/collection/modern-javascript/page/values-and-variables', ORG_HOST)).statusCode,
    ).toBe(200);
  });

  it('leaves hidden courses out of the sitemap and tag counts on the organization host', async () => {
    const org = sitemapReplySchema.parse((await visitor('/api/catalogue/sitemap', ORG_HOST)).json());
    const main = sitemapReplySchema.parse((await visitor('/api/catalogue/sitemap', MAIN_HOST)).json());
    expect(org.courses.map((course) => course.slug)).toEqual(['modern-javascript']);
    expect(org.paths).toEqual([]);
    expect(main.courses.length).toBe(4);
    const tags = (await visitor('/api/catalogue/tags?kind=course', ORG_HOST)).json() as {
      tags: { tag: string }[];
    };
    expect(tags.tags.map((entry) => entry.tag)).not.toContain('python');
    expect(tags.tags.map((entry) => entry.tag)).toContain('javascript');
  });

  it('logs in with a password on an organization host: the CSRF check takes the forwarded host as the origin', async () => {
    const onOrgHost = {
      ...FROM_WEB,
      ...ORG_HOST,
      origin: 'http://acme.teams.localhost:3000',
      'x-forwarded-host': 'acme.teams.localhost:3000',
      'x-forwarded-proto': 'http',
    };
    const browser = app.browser();
    const login = await browser.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'member@example.com', password: 'learnbox-demo' },
      headers: onOrgHost,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await browser.get('/api/user/info', onOrgHost)).json().email).toBe('member@example.com');
    // Another organization's page cannot write to this host.
    const crossSite = await app.browser().request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'member@example.com', password: 'learnbox-demo' },
      headers: { ...onOrgHost, origin: 'http://evil.teams.localhost:3000' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
