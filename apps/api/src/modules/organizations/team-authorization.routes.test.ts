import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { buyTeam, invitationsUrl, invitationToken, membersUrl } from './testing/team-test-helpers';

describe('team management: authorization, hostile input, rate limit', () => {
  let app: BillingTestApp;
  let adminA: TestBrowser;
  let adminB: TestBrowser;
  let orgA = '';
  let orgB = '';
  let memberAId = '';
  beforeAll(async () => {
    app = await buildBillingTestApp();
    adminA = await app.login('learner@example.com');
    adminB = await app.login('author@example.com');
    orgA = await buyTeam(adminA, 3, 'Org A');
    orgB = await buyTeam(adminB, 3, 'Org B');
    await adminA.post(invitationsUrl(orgA), { emails: ['owner@example.com'] });
    const member = await app.login('owner@example.com');
    const token = await invitationToken(app, 'owner@example.com');
    expect((await member.post('/api/organizations/invitations/accept', { token })).statusCode).toBe(200);
    memberAId = (await adminA.get(membersUrl(orgA))).json().members[1].user_id;
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('an admin of org B gets 404 for everything of org A, exactly like a missing organization', async () => {
    const missing = await adminB.get(membersUrl('org_does_not_exist'));
    expect(missing.statusCode).toBe(404);
    const replies = [
      await adminB.get(membersUrl(orgA)),
      await adminB.post(invitationsUrl(orgA), { emails: ['x@example.com'] }),
      await adminB.request({ method: 'DELETE', url: `${membersUrl(orgA)}/${memberAId}` }),
      await adminB.request({
        method: 'PATCH',
        url: `${membersUrl(orgA)}/${memberAId}`,
        payload: { is_manager: true },
      }),
      await adminB.request({ method: 'DELETE', url: `${invitationsUrl(orgA)}/inv_anything` }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(404);
      expect(reply.json().errorText).toBe(missing.json().errorText);
    }
    expect((await adminA.get(membersUrl(orgA))).json().members).toHaveLength(2);
  });

  it('a member who is not an admin cannot manage; logged out is 401', async () => {
    const member = await app.login('owner@example.com');
    expect((await member.get(membersUrl(orgA))).statusCode).toBe(403);
    expect((await member.post(invitationsUrl(orgA), { emails: ['x@example.com'] })).statusCode).toBe(403);
    expect((await member.get(membersUrl(orgB))).statusCode).toBe(404);
    expect((await app.browser().get(membersUrl(orgA))).statusCode).toBe(401);
  });

  it('admins cannot act on people outside their organization', async () => {
    const res = await adminB.request({ method: 'DELETE', url: `${membersUrl(orgB)}/${memberAId}` });
    expect(res.statusCode).toBe(404);
    expect((await adminA.get(membersUrl(orgA))).json().members).toHaveLength(2);
  });

  it('hostile input is a 400, never a 500', async () => {
    const bad = [
      await adminA.get(membersUrl("x'; drop table organizations;--")),
      await adminA.get(membersUrl('a'.repeat(500))),
      await adminA.post(invitationsUrl(orgA), {}),
      await adminA.post(invitationsUrl(orgA), { emails: [] }),
      await adminA.post(invitationsUrl(orgA), { emails: 'owner@example.com' }),
      await adminA.post(invitationsUrl(orgA), { emails: ['not-an-email'] }),
      await adminA.post(invitationsUrl(orgA), { emails: [{ $ne: 1 }] }),
      await adminA.post(invitationsUrl(orgA), {
        emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`),
      }),
      await adminA.request({
        method: 'POST',
        url: invitationsUrl(orgA),
        payload: '{"emails": [',
        headers: { 'content-type': 'application/json' },
      }),
      await adminA.request({
        method: 'PATCH',
        url: `${membersUrl(orgA)}/${memberAId}`,
        payload: { is_admin: true },
      }),
      await adminA.request({
        method: 'PATCH',
        url: `${membersUrl(orgA)}/${memberAId}`,
        payload: { is_manager: 'yes' },
      }),
      await adminA.request({ method: 'PATCH', url: `${membersUrl(orgA)}/${memberAId}`, payload: {} }),
      await adminA.post('/api/organizations/invitations/accept', { token: 'short' }),
      await adminA.post('/api/organizations/invitations/accept', { token: `${'a'.repeat(30)}<script>` }),
      await adminA.post('/api/organizations/invitations/lookup', { token: 'x'.repeat(5000) }),
      await adminA.post('/api/organizations/invitations/lookup', {}),
    ];
    for (const reply of bad) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errorText).toEqual(expect.any(String));
    }
    const unknown = await app
      .browser()
      .post('/api/organizations/invitations/lookup', { token: 'a'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
  });

  it('parallel invitations never oversubscribe: the organization row is locked', async () => {
    const replies = await Promise.all(
      ['race1@example.com', 'race2@example.com', 'race3@example.com'].map((email) =>
        adminB.post(invitationsUrl(orgB), { emails: [email] }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 400]);
    expect((await adminB.get(membersUrl(orgB))).json().seats).toEqual({
      seats: 3,
      used: 1,
      pending: 2,
      free_onboarding: 0,
    });
  });

  // Fifty sequential invitations: seconds on a busy machine, so more than the default 5 s.
  it('invitation mails are rate-limited per organization with a clear 429', { timeout: 60_000 }, async () => {
    for (let sent = 0; sent < 49; sent += 1) {
      const res = await adminA.post(invitationsUrl(orgA), { emails: ['friend@example.com'] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await adminA.post(invitationsUrl(orgA), { emails: ['friend@example.com'] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorText).toMatch(
      /^This organization has sent the most invitations allowed in an hour \(50\)\./,
    );
    // Another organization's budget is its own (a re-invite: org B's seats are all promised).
    const pendingInB = (await adminB.get(membersUrl(orgB))).json().invitations[0].email;
    expect((await adminB.post(invitationsUrl(orgB), { emails: [pendingInB] })).statusCode).toBe(200);
  });
});
