import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { ACME, type RoleName, roleBrowsers, seedRoles } from './testing/org-roles-fixture';

const overviewUrl = (organizationId = ACME) => `/api/organizations/${organizationId}/overview`;

describe('mode (spec section 4) and the team home overview', () => {
  let app: BillingTestApp;
  let as: Record<RoleName, TestBrowser>;
  beforeAll(async () => {
    app = await buildBillingTestApp();
    await seedRoles(app);
    as = await roleBrowsers(app);
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const infoOf = async (browser: TestBrowser) => (await browser.get('/api/user/info')).json();

  it('user info carries the mode of the active organization: members learn, admins and managers upskill', async () => {
    expect(await infoOf(as.member)).toMatchObject({ active_organization_id: ACME, mode: 'learn' });
    expect(await infoOf(as.owner)).toMatchObject({ active_organization_id: ACME, mode: 'upskill' });
    for (const who of ['admin', 'manager'] as const)
      expect((await infoOf(as[who])).mode, who).toBe('upskill');
    expect((await infoOf(as.outsider)).mode).toBeNull();
  });

  it('a promotion switches the mode at once', async () => {
    const promote = await as.owner.request({
      method: 'PUT',
      url: `/api/organizations/${ACME}/members/usr_demo_member/role`,
      payload: { role: 'manager' },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    expect((await infoOf(as.member)).mode).toBe('upskill');
    await as.owner.request({
      method: 'PUT',
      url: `/api/organizations/${ACME}/members/usr_demo_member/role`,
      payload: { role: 'member' },
    });
    expect((await infoOf(as.member)).mode).toBe('learn');
  });

  it('admins and managers read the overview; members 403; outsiders and other organizations 404', async () => {
    for (const who of ['owner', 'admin', 'manager'] as const)
      expect((await as[who].get(overviewUrl())).statusCode, who).toBe(200);
    expect((await as.member.get(overviewUrl())).statusCode).toBe(403);
    expect((await as.outsider.get(overviewUrl())).statusCode).toBe(404);
    expect((await as.otherOrgOwner.get(overviewUrl())).statusCode).toBe(404);
    expect((await app.browser().get(overviewUrl())).statusCode).toBe(401);
    expect((await as.owner.get(overviewUrl('org_other_co'))).statusCode).toBe(404);
  });

  it('counts seats, people and the lessons the team completed this week', async () => {
    const before = (await as.manager.get(overviewUrl())).json();
    expect(before).toMatchObject({
      organization: { id: ACME, name: 'Acme Engineering' },
      // Five paid seats and the five free onboarding seats the seed gives Acme.
      seats: { seats: 10, used: 4 },
      people: { members: 4, admins: 2, managers: 1 },
      activity: { days: 7 },
    });
    const done = await as.member.request({
      method: 'PUT',
      url: '/api/progress/lessons/lsn-python-hello/complete',
    });
    expect(done.statusCode, done.body).toBe(200);
    // Someone outside the team learning changes nothing.
    await as.outsider.request({ method: 'PUT', url: '/api/progress/lessons/lsn-python-hello/complete' });
    const after = (await as.manager.get(overviewUrl())).json();
    expect(after.activity.lessons_completed).toBe(before.activity.lessons_completed + 1);
    expect(after.activity.active_learners).toBe(before.activity.active_learners + 1);
  });
});
