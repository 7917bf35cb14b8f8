import { collections, eq, inArray, organizations } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { ACME, OTHER_ORG, type RoleName, roleBrowsers, seedRoles } from './testing/org-roles-fixture';
import { SUBSCRIPTION_LESSON } from './testing/team-test-helpers';

const privateUrl = (organizationId = ACME, id = 'crs-bash-essentials', kind = 'course') =>
  `/api/organizations/${organizationId}/private-courses/${kind}/${id}`;
const COURSE_PAGE = '/api/collection/bash-essentials';
const FIRST_LESSON = '/api/collection/bash-essentials/page/what-is-bash';

describe('courses private to an organization', () => {
  let app: BillingTestApp;
  let as: Record<RoleName, TestBrowser>;
  beforeAll(async () => {
    app = await buildBillingTestApp();
    await seedRoles(app);
    as = await roleBrowsers(app);
    await app.deps.db
      .update(organizations)
      .set({ canCreatePrivateContent: true })
      .where(eq(organizations.id, ACME));
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const put = (browser: TestBrowser, url = privateUrl()) => browser.request({ method: 'PUT', url });
  const del = (browser: TestBrowser, url = privateUrl()) => browser.request({ method: 'DELETE', url });
  const listed = async (browser: TestBrowser, url: string) => {
    const res = await browser.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return JSON.stringify(res.json()).includes('bash-essentials');
  };
  /** Every read path of the course, as this browser gets it. */
  const reads = async (browser: TestBrowser) => ({
    page: (await browser.get(COURSE_PAGE)).statusCode,
    lesson: (await browser.get(SUBSCRIPTION_LESSON)).statusCode,
    catalogue: await listed(browser, '/api/catalogue?kind=course'),
    search: await listed(browser, '/api/catalogue?q=bash'),
    // 'devops' is a tag of this course alone.
    tags: ((await browser.get('/api/catalogue/tags?kind=course')).json().tags as { tag: string }[]).some(
      (entry) => entry.tag === 'devops',
    ),
  });

  it('who may make a course private: admins and managers who edit it, in a flagged organization', async () => {
    expect((await put(as.member)).statusCode).toBe(403);
    expect((await put(as.outsider)).statusCode).toBe(404);
    expect((await put(as.otherOrgOwner)).statusCode).toBe(404);
    expect((await app.browser().request({ method: 'PUT', url: privateUrl() })).statusCode).toBe(401);
    // An admin who does not edit the course in the studio cannot hide it.
    const notTheirs = await put(as.admin);
    expect(notTheirs.statusCode).toBe(404);
    // An organization without the flag refuses its own admins.
    const unflagged = await put(as.otherOrgOwner, privateUrl(OTHER_ORG));
    expect(unflagged.statusCode).toBe(403);
    expect(unflagged.json().errorText).toMatch(/cannot create private content/);
    expect((await as.outsider.get(COURSE_PAGE)).statusCode).toBe(200);
  });

  it('once private, outsiders get 404 on every read path and members see it', async () => {
    const before = await reads(as.outsider);
    expect(before).toEqual({ page: 200, lesson: 403, catalogue: true, search: true, tags: true });
    const sitemapBefore = await listed(app.browser(), '/api/catalogue/sitemap');
    expect(sitemapBefore).toBe(true);
    expect(await listed(app.browser(), '/api/author/ada-author/profile')).toBe(true);

    const res = await put(as.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      can_create: true,
      courses: [{ kind: 'course', id: 'crs-bash-essentials', slug: 'bash-essentials' }],
    });

    for (const who of ['outsider', 'otherOrgOwner'] as const) {
      const after = await reads(as[who]);
      expect(after, who).toEqual({ page: 404, lesson: 404, catalogue: false, search: false, tags: false });
      expect((await as[who].get(FIRST_LESSON)).statusCode, who).toBe(404);
    }
    const loggedOut = app.browser();
    expect((await loggedOut.get(COURSE_PAGE)).statusCode).toBe(404);
    expect((await loggedOut.get(FIRST_LESSON)).statusCode).toBe(404);
    expect(await listed(loggedOut, '/api/catalogue?kind=course')).toBe(false);
    expect(await listed(loggedOut, '/api/catalogue/sitemap')).toBe(false);
    expect(await listed(loggedOut, '/api/author/ada-author/profile')).toBe(false);

    const member = await reads(as.member);
    expect(member).toMatchObject({ page: 200, lesson: 200, catalogue: true, search: true });
    // Every member sees the list; only admins and managers may add to it.
    const list = await as.member.get(`/api/organizations/${ACME}/private-courses`);
    expect(list.json()).toMatchObject({ can_create: false, courses: [{ id: 'crs-bash-essentials' }] });
    for (const who of ['owner', 'admin', 'manager'] as const) {
      const reply = await as[who].get(`/api/organizations/${ACME}/private-courses`);
      expect(reply.json(), who).toMatchObject({ can_create: true, courses: [{ id: 'crs-bash-essentials' }] });
    }
    expect((await as.outsider.get(`/api/organizations/${ACME}/private-courses`)).statusCode).toBe(404);
    expect((await as.otherOrgOwner.get(`/api/organizations/${ACME}/private-courses`)).statusCode).toBe(404);
  });

  it("the organization's lists never hide its own private course (spec section 5)", async () => {
    const lists = await as.owner.request({
      method: 'PUT',
      url: `/api/organizations/${ACME}/catalogue`,
      payload: {
        include_all_courses: false,
        included_courses_list: [],
        excluded_courses_list: [],
        included_categories_list: ['python'],
        excluded_categories_list: [],
      },
    });
    expect(lists.statusCode, lists.body).toBe(200);
    expect(lists.json().courses.map((course: { slug: string }) => course.slug)).not.toContain(
      'bash-essentials',
    );
    const preview = await as.owner.get(`/api/organizations/${ACME}/catalogue/preview`);
    expect(
      preview
        .json()
        .items.map((item: { slug: string }) => item.slug)
        .sort(),
    ).toEqual(['bash-essentials', 'python-basics']);
    expect(await reads(as.member)).toMatchObject({ lesson: 200, catalogue: true });
    expect(await listed(as.member, '/api/catalogue?kind=course')).toBe(true);
  });

  it('made public again, everyone sees it; others cannot release it', async () => {
    expect((await del(as.member)).statusCode).toBe(403);
    expect((await del(as.outsider)).statusCode).toBe(404);
    expect((await del(as.otherOrgOwner)).statusCode).toBe(404);
    expect((await del(as.otherOrgOwner, privateUrl(OTHER_ORG))).statusCode).toBe(404);
    expect((await del(as.admin)).statusCode).toBe(404);
    expect((await del(as.manager, privateUrl(ACME, 'crs-python-basics'))).statusCode).toBe(404);
    const res = await del(as.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().courses).toEqual([]);
    expect(await reads(as.outsider)).toMatchObject({ page: 200, catalogue: true, search: true });
  });

  it('members see only published private courses; admins and managers also see drafts', async () => {
    const ids = ['crs-bash-essentials', 'crs-python-basics'];
    await app.deps.db.update(collections).set({ organizationId: ACME }).where(inArray(collections.id, ids));
    await app.deps.db
      .update(collections)
      .set({ status: 'draft' })
      .where(eq(collections.id, 'crs-python-basics'));
    try {
      const listOf = async (browser: TestBrowser) => {
        const res = await browser.get(`/api/organizations/${ACME}/private-courses`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().courses as { id: string; status: string }[]).map((c) => `${c.id} ${c.status}`);
      };
      expect(await listOf(as.member)).toEqual(['crs-bash-essentials published']);
      for (const who of ['owner', 'admin', 'manager'] as const)
        expect(await listOf(as[who]), who).toEqual([
          'crs-bash-essentials published',
          'crs-python-basics draft',
        ]);
    } finally {
      await app.deps.db
        .update(collections)
        .set({ organizationId: null, status: 'published' })
        .where(inArray(collections.id, ids));
    }
  });

  it('bad input is a 400 with a sentence', async () => {
    for (const url of [
      privateUrl(ACME, 'crs-bash-essentials', 'shot'),
      privateUrl(ACME, 'Bad Id!'),
      privateUrl("x'; drop table collections;--"),
    ]) {
      const res = await put(as.manager, url);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorText).toEqual(expect.any(String));
    }
  });
});
