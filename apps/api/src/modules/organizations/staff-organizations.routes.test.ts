import type { StaffOrganizationsReply } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { ACME, roleBrowsers, seedRoles } from './testing/org-roles-fixture';

const LIST = '/api/staff/organizations';
const one = (organizationId: string) => `${LIST}/${organizationId}`;

describe('staff: organizations private-content flag and free onboarding seats', () => {
  let app: BillingTestApp;
  let staff: TestBrowser;
  let owner: TestBrowser;
  const patch = (browser: TestBrowser, url: string, payload: unknown) =>
    browser.request({ method: 'PATCH', url, payload: payload as Record<string, unknown> });
  const acmeIn = (reply: StaffOrganizationsReply) =>
    reply.organizations.find((organization) => organization.id === ACME);

  beforeAll(async () => {
    app = await buildBillingTestApp();
    await seedRoles(app);
    staff = await app.login('staff@learnbox.dev');
    owner = (await roleBrowsers(app)).owner;
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('lists every organization with its flag, free seats and member count', async () => {
    const res = await staff.get(LIST);
    expect(res.statusCode, res.body).toBe(200);
    expect(acmeIn(res.json())).toMatchObject({
      id: ACME,
      can_create_private_content: true,
      free_onboarding_seats: 5,
      members: 4,
    });
    expect(res.json().organizations.map((organization: { id: string }) => organization.id)).toContain(
      'org_other_co',
    );
  });

  it('turns private content off and on; the organization feels it at once', async () => {
    const off = await patch(staff, one(ACME), { can_create_private_content: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(acmeIn(off.json())).toMatchObject({ can_create_private_content: false, free_onboarding_seats: 5 });
    const refused = (await owner.get(`/api/organizations/${ACME}/private-courses`)).json();
    expect(refused.can_create).toBe(false);
    const on = await patch(staff, one(ACME), { can_create_private_content: true });
    expect(acmeIn(on.json())?.can_create_private_content).toBe(true);
    expect((await owner.get(`/api/organizations/${ACME}/private-courses`)).json().can_create).toBe(true);
  });

  it('sets the free onboarding seats (0 turns them off); the team counts them', async () => {
    const before = (await owner.get(`/api/organizations/${ACME}/members`)).json().seats;
    expect(before.free_onboarding).toBe(5);
    const off = await patch(staff, one(ACME), { free_onboarding_seats: 0 });
    expect(off.statusCode, off.body).toBe(200);
    const after = (await owner.get(`/api/organizations/${ACME}/members`)).json().seats;
    expect(after.free_onboarding).toBe(0);
    expect(after.seats).toBe(before.seats - 5);
    const more = await patch(staff, one(ACME), {
      free_onboarding_seats: 12,
      can_create_private_content: true,
    });
    expect(acmeIn(more.json())).toMatchObject({
      free_onboarding_seats: 12,
      can_create_private_content: true,
    });
    expect((await owner.get(`/api/organizations/${ACME}/members`)).json().seats.free_onboarding).toBe(12);
  });

  it('does not exist for anyone but staff (404, even for the owner); logged out is 401', async () => {
    const browsers = await roleBrowsers(app);
    for (const [role, browser] of Object.entries(browsers)) {
      const list = await browser.get(LIST);
      expect(list.statusCode, `${role}: ${list.body}`).toBe(404);
      const change = await patch(browser, one(ACME), { can_create_private_content: false });
      expect(change.statusCode, `${role}: ${change.body}`).toBe(404);
    }
    expect((await app.browser().get(LIST)).statusCode).toBe(401);
    expect((await patch(app.browser(), one(ACME), { free_onboarding_seats: 0 })).statusCode).toBe(401);
    expect(acmeIn((await staff.get(LIST)).json())).toMatchObject({ can_create_private_content: true });
  });

  it('bad input is a 400 with a sentence; a missing organization a 404', async () => {
    const bad = [
      {},
      { free_onboarding_seats: -1 },
      { free_onboarding_seats: 1.5 },
      { free_onboarding_seats: 100_000 },
      { free_onboarding_seats: '5' },
      { can_create_private_content: 'yes' },
      { can_create_private_content: true, is_admin: true },
    ];
    for (const body of bad) {
      const res = await patch(staff, one(ACME), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorText).toMatch(/[a-z]+ .*\.$/);
    }
    expect(
      (await patch(staff, one("x'; drop table organizations;--"), { free_onboarding_seats: 1 })).statusCode,
    ).toBe(400);
    const missing = await patch(staff, one('org_does_not_exist'), { free_onboarding_seats: 1 });
    expect(missing.statusCode).toBe(404);
  });
});
