import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { ACME, ROLE_USERS, type RoleName, roleBrowsers, seedRoles } from './testing/org-roles-fixture';

const roleUrl = (userId: string, organizationId = ACME) =>
  `/api/organizations/${organizationId}/members/${userId}/role`;

describe('PUT /api/organizations/:id/members/:userId/role', () => {
  let app: BillingTestApp;
  let as: Record<RoleName, TestBrowser>;
  beforeAll(async () => {
    app = await buildBillingTestApp();
    await seedRoles(app);
    as = await roleBrowsers(app);
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const put = (browser: TestBrowser, userId: string, payload: object, organizationId = ACME) =>
    browser.request({ method: 'PUT', url: roleUrl(userId, organizationId), payload });
  const acmeOf = async (browser: TestBrowser) =>
    (await browser.get('/api/user/info'))
      .json()
      .organizations.find((org: { organization_id: string }) => org.organization_id === ACME);
  const memberRow = async (userId: string) =>
    (await as.owner.get(`/api/organizations/${ACME}/members`))
      .json()
      .members.find((member: { user_id: string }) => member.user_id === userId);

  it('non-members and members of another organization get 404; logged out gets 401', async () => {
    for (const who of ['outsider', 'otherOrgOwner'] as const) {
      for (const payload of [{ role: 'manager' }, { role: 'admin', admin_level: 1 }]) {
        const res = await put(as[who], ROLE_USERS.member.id, payload);
        expect(res.statusCode, `${who} ${res.body}`).toBe(404);
      }
    }
    const loggedOut = await app.browser().request({
      method: 'PUT',
      url: roleUrl(ROLE_USERS.member.id),
      payload: { role: 'manager' },
    });
    expect(loggedOut.statusCode).toBe(401);
    expect((await memberRow(ROLE_USERS.member.id)).role).toBe('Member');
  });

  it('members and managers cannot change roles (403)', async () => {
    expect((await put(as.member, ROLE_USERS.member.id, { role: 'manager' })).statusCode).toBe(403);
    expect((await put(as.manager, ROLE_USERS.member.id, { role: 'manager' })).statusCode).toBe(403);
    expect((await put(as.manager, ROLE_USERS.manager.id, { role: 'admin' })).statusCode).toBe(403);
  });

  it('an admin (level 2) sets managers and members, and the member sees it in user info at once', async () => {
    expect((await acmeOf(as.member)).role).toBe('Member');
    const res = await put(as.admin, ROLE_USERS.member.id, { role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await acmeOf(as.member)).role).toBe('Manager');
    expect((await acmeOf(as.member)).is_manager).toBe(true);
    const back = await put(as.admin, ROLE_USERS.member.id, { role: 'member' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await acmeOf(as.member)).role).toBe('Member');
  });

  it('an admin (level 2) cannot make or unmake admins: owners only', async () => {
    const promote = await put(as.admin, ROLE_USERS.member.id, { role: 'admin' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().errorText).toMatch(/owner/);
    expect((await put(as.admin, ROLE_USERS.owner.id, { role: 'member' })).statusCode).toBe(403);
    expect((await put(as.admin, ROLE_USERS.admin.id, { role: 'admin', admin_level: 1 })).statusCode).toBe(
      403,
    );
    expect((await memberRow(ROLE_USERS.owner.id)).admin_level).toBe(1);
    expect((await memberRow(ROLE_USERS.admin.id)).admin_level).toBe(2);
  });

  it('the owner promotes a manager to admin and demotes them again', async () => {
    const promote = await put(as.owner, ROLE_USERS.manager.id, { role: 'admin' });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(await memberRow(ROLE_USERS.manager.id)).toMatchObject({
      role: 'Admin',
      is_admin: true,
      admin_level: 2,
      is_manager: false,
    });
    expect(await acmeOf(as.manager)).toMatchObject({ role: 'Admin', admin_level: 2 });
    // The new admin can now open the team.
    expect((await as.manager.get(`/api/organizations/${ACME}/members`)).statusCode).toBe(200);
    const demote = await put(as.owner, ROLE_USERS.manager.id, { role: 'manager' });
    expect(demote.statusCode, demote.body).toBe(200);
    expect(await acmeOf(as.manager)).toMatchObject({ role: 'Manager', is_admin: false, admin_level: null });
    expect((await as.manager.get(`/api/organizations/${ACME}/members`)).statusCode).toBe(403);
  });

  it('the only owner cannot step down or be demoted; with a second owner they can', async () => {
    const self = await put(as.owner, ROLE_USERS.owner.id, { role: 'admin', admin_level: 2 });
    expect(self.statusCode).toBe(400);
    expect(self.json().errorText).toMatch(/^You are the only owner of this organization/);
    expect((await put(as.owner, ROLE_USERS.owner.id, { role: 'member' })).statusCode).toBe(400);
    const removal = await as.owner.request({
      method: 'DELETE',
      url: `/api/organizations/${ACME}/members/${ROLE_USERS.owner.id}`,
    });
    expect(removal.statusCode).toBe(400);
    expect((await memberRow(ROLE_USERS.owner.id)).admin_level).toBe(1);

    const second = await put(as.owner, ROLE_USERS.admin.id, { role: 'admin', admin_level: 1 });
    expect(second.statusCode, second.body).toBe(200);
    expect((await acmeOf(as.admin)).admin_level).toBe(1);
    // Now the first owner may step down to admin, and the new owner may not be demoted by them.
    const stepDown = await put(as.owner, ROLE_USERS.owner.id, { role: 'admin', admin_level: 2 });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await put(as.owner, ROLE_USERS.admin.id, { role: 'member' })).statusCode).toBe(403);
    const lastOwner = await put(as.admin, ROLE_USERS.admin.id, { role: 'member' });
    expect(lastOwner.statusCode).toBe(400);
    expect(lastOwner.json().errorText).toMatch(/only owner/);
    // Back to the seeded shape for the other tests.
    expect((await put(as.admin, ROLE_USERS.owner.id, { role: 'admin', admin_level: 1 })).statusCode).toBe(
      200,
    );
    expect((await put(as.owner, ROLE_USERS.admin.id, { role: 'admin', admin_level: 2 })).statusCode).toBe(
      200,
    );
  });

  it('an admin of level 2 cannot remove an admin or the owner', async () => {
    const res = await as.admin.request({
      method: 'DELETE',
      url: `/api/organizations/${ACME}/members/${ROLE_USERS.owner.id}`,
    });
    expect(res.statusCode).toBe(403);
  });

  it('the role of someone outside the organization is a 404, bad input a 400 with a sentence', async () => {
    expect((await put(as.owner, ROLE_USERS.outsider.id, { role: 'manager' })).statusCode).toBe(404);
    expect((await put(as.owner, ROLE_USERS.otherOrgOwner.id, { role: 'manager' })).statusCode).toBe(404);
    const bad = [
      await put(as.owner, ROLE_USERS.member.id, {}),
      await put(as.owner, ROLE_USERS.member.id, { role: 'owner' }),
      await put(as.owner, ROLE_USERS.member.id, { role: 'admin', admin_level: 3 }),
      await put(as.owner, ROLE_USERS.member.id, { role: 'admin', admin_level: '1' }),
      await put(as.owner, ROLE_USERS.member.id, { role: 'manager', admin_level: 1 }),
      await put(as.owner, ROLE_USERS.member.id, { role: 'member', is_admin: true }),
      await put(as.owner, "x'; drop table users;--", { role: 'member' }),
    ];
    for (const reply of bad) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errorText).toEqual(expect.any(String));
    }
    expect((await memberRow(ROLE_USERS.member.id)).role).toBe('Member');
  });
});
