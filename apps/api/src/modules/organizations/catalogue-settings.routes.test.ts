import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { ACME, type RoleName, roleBrowsers, seedRoles } from './testing/org-roles-fixture';
import { SUBSCRIPTION_LESSON } from './testing/team-test-helpers';

const catalogueUrl = (organizationId = ACME) => `/api/organizations/${organizationId}/catalogue`;
const previewUrl = (organizationId = ACME) => `/api/organizations/${organizationId}/catalogue/preview`;
const BASH = { author_id: 'ada-author', work_id: 'crs-bash-essentials' };
const INCLUDE_ALL = {
  include_all_courses: true,
  included_courses_list: [],
  excluded_courses_list: [],
  included_categories_list: [],
  excluded_categories_list: [],
};

describe('organization catalogue lists: GET/PUT …/catalogue and the preview', () => {
  let app: BillingTestApp;
  let as: Record<RoleName, TestBrowser>;
  beforeAll(async () => {
    app = await buildBillingTestApp();
    await seedRoles(app);
    as = await roleBrowsers(app);
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const save = (browser: TestBrowser, payload: object, organizationId = ACME) =>
    browser.request({ method: 'PUT', url: catalogueUrl(organizationId), payload });
  const slugs = async (browser: TestBrowser, url = '/api/catalogue?kind=all&page_size=48') => {
    const res = await browser.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((item: { slug: string }) => item.slug) as string[];
  };
  const previewSlugs = async () => {
    const res = await as.owner.get(previewUrl());
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((item: { slug: string }) => item.slug) as string[];
  };

  it('only admins configure it: managers and members 403, outsiders and other organizations 404', async () => {
    for (const who of ['owner', 'admin'] as const) {
      expect((await as[who].get(catalogueUrl())).statusCode, who).toBe(200);
      expect((await as[who].get(previewUrl())).statusCode, who).toBe(200);
      expect((await save(as[who], INCLUDE_ALL)).statusCode, who).toBe(200);
    }
    for (const [who, status] of [
      ['manager', 403],
      ['member', 403],
      ['outsider', 404],
      ['otherOrgOwner', 404],
    ] as const) {
      expect((await as[who].get(catalogueUrl())).statusCode, who).toBe(status);
      expect((await as[who].get(previewUrl())).statusCode, who).toBe(status);
      expect((await save(as[who], { ...INCLUDE_ALL, include_all_courses: false })).statusCode, who).toBe(
        status,
      );
    }
    expect((await app.browser().get(catalogueUrl())).statusCode).toBe(401);
    expect((await as.owner.get(catalogueUrl('org_missing'))).statusCode).toBe(404);
    expect((await as.owner.get(catalogueUrl())).json().settings.include_all_courses).toBe(true);
  });

  it('names every course, path and category the lists can use', async () => {
    const res = await as.owner.get(catalogueUrl());
    expect(res.json().settings).toEqual(INCLUDE_ALL);
    expect(res.json().courses).toContainEqual(
      expect.objectContaining({
        ...BASH,
        slug: 'bash-essentials',
        kind: 'course',
        categories: ['bash', 'tooling'],
      }),
    );
    expect(res.json().courses.map((course: { kind: string }) => course.kind)).toContain('path');
    expect(res.json().categories).toEqual(expect.arrayContaining(['bash', 'python', 'programming']));
  });

  it("an exclude list changes the member's catalogue, search and reading at once, and the preview", async () => {
    expect(await slugs(as.member)).toContain('bash-essentials');
    expect(await slugs(as.member, '/api/catalogue?q=bash')).toContain('bash-essentials');
    expect(await previewSlugs()).toContain('bash-essentials');
    expect((await as.member.get(SUBSCRIPTION_LESSON)).statusCode).toBe(200);

    const res = await save(as.admin, {
      ...INCLUDE_ALL,
      include_all_courses: false,
      excluded_courses_list: [BASH],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.excluded_courses_list).toEqual([BASH]);

    expect(await slugs(as.member)).not.toContain('bash-essentials');
    expect(await slugs(as.member)).toContain('python-basics');
    expect(await slugs(as.member, '/api/catalogue?q=bash')).not.toContain('bash-essentials');
    expect((await as.member.get(SUBSCRIPTION_LESSON)).statusCode).toBe(403);
    expect(await previewSlugs()).not.toContain('bash-essentials');
    expect(await previewSlugs()).toContain('python-basics');
    // People outside the organization keep the whole catalogue.
    expect(await slugs(as.outsider)).toContain('bash-essentials');
    expect(await slugs(app.browser())).toContain('bash-essentials');
  });

  it('an include list by category shows only those courses; the preview and the member agree', async () => {
    const res = await save(as.owner, {
      ...INCLUDE_ALL,
      include_all_courses: false,
      included_categories_list: ['Python'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.included_categories_list).toEqual(['python']);
    const preview = await previewSlugs();
    expect(preview).toEqual(['python-basics']);
    const memberCollections = (await slugs(as.member, '/api/catalogue?kind=course&page_size=48')).concat(
      await slugs(as.member, '/api/catalogue?kind=path&page_size=48'),
    );
    expect(memberCollections).toEqual(preview);
    expect((await save(as.owner, INCLUDE_ALL)).statusCode).toBe(200);
    expect(await slugs(as.member)).toContain('bash-essentials');
    expect((await as.member.get(SUBSCRIPTION_LESSON)).statusCode).toBe(200);
  });

  it('refuses courses and categories that do not exist, naming the bad one; hostile input is a 400', async () => {
    const unknownCourse = await save(as.owner, {
      ...INCLUDE_ALL,
      included_courses_list: [BASH, { author_id: 'ada-author', work_id: 'crs-nope' }],
    });
    expect(unknownCourse.statusCode).toBe(400);
    expect(unknownCourse.json().errorText).toMatch(/"crs-nope"/);
    const wrongAuthor = await save(as.owner, {
      ...INCLUDE_ALL,
      excluded_courses_list: [{ author_id: 'learnbox-team', work_id: 'crs-bash-essentials' }],
    });
    expect(wrongAuthor.statusCode).toBe(400);
    const unknownCategory = await save(as.owner, { ...INCLUDE_ALL, excluded_categories_list: ['cobol'] });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().errorText).toMatch(/"cobol"/);
    const both = await save(as.owner, {
      ...INCLUDE_ALL,
      included_courses_list: [BASH],
      excluded_courses_list: [BASH],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errorText).toMatch(/both the include and the exclude list/);
    const bad = [
      await save(as.owner, {}),
      await save(as.owner, { ...INCLUDE_ALL, include_all_courses: 'yes' }),
      await save(as.owner, { ...INCLUDE_ALL, included_courses_list: 'crs-bash-essentials' }),
      await save(as.owner, { ...INCLUDE_ALL, included_courses_list: [{ work_id: 'crs-bash-essentials' }] }),
      await save(as.owner, { ...INCLUDE_ALL, included_courses_list: [{ ...BASH, $where: '1' }] }),
      await save(as.owner, { ...INCLUDE_ALL, excluded_categories_list: [''] }),
      await save(as.owner, { ...INCLUDE_ALL, excluded_categories_list: ['x'.repeat(200)] }),
      await save(as.owner, { ...INCLUDE_ALL, extra: true }),
    ];
    for (const reply of bad) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errorText).toEqual(expect.any(String));
    }
    expect((await as.owner.get(catalogueUrl())).json().settings).toEqual(INCLUDE_ALL);
  });
});
