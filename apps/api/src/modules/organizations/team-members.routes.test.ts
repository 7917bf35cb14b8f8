import { and, billingSubscriptions, eq, organizationMembers } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, renewOrExpire } from '../commerce/testing';
import {
  buyTeam,
  invitationsUrl,
  invitationToken,
  membersUrl,
  SUBSCRIPTION_LESSON,
} from './testing/team-test-helpers';

const ACCEPT = '/api/organizations/invitations/accept';
const LOOKUP = '/api/organizations/invitations/lookup';

describe('team members: invite, accept, read, remove, expiry', () => {
  let app: BillingTestApp;
  let admin: TestBrowser;
  let org = '';
  beforeAll(async () => {
    app = await buildBillingTestApp();
    admin = await app.login('learner@example.com');
    org = await buyTeam(admin, 2, 'Seat Savers');
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const orgOf = async (browser: TestBrowser) =>
    (await browser.get('/api/user/info'))
      .json()
      .organizations.find((item: { organization_id: string }) => item.organization_id === org);

  it('the buyer is the admin and holds one of the seats', async () => {
    const team = await admin.get(membersUrl(org));
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().seats).toEqual({ seats: 2, used: 1, pending: 0, free_onboarding: 0 });
    expect(team.json().members).toMatchObject([
      { email: 'learner@example.com', role: 'Admin', is_admin: true },
    ]);
    expect(await orgOf(admin)).toMatchObject({ role: 'Admin', is_subscriber: true });
  });

  it('the buyer reads through that seat, not a personal grant: without the seat, access ends at once', async () => {
    const seatOf = and(
      eq(organizationMembers.organizationId, org),
      eq(organizationMembers.userId, 'usr_demo_learner'),
    );
    expect((await admin.get(SUBSCRIPTION_LESSON)).statusCode).toBe(200);
    await app.deps.db.update(organizationMembers).set({ isSubscriber: false }).where(seatOf);
    try {
      expect((await admin.get(SUBSCRIPTION_LESSON)).statusCode).toBe(403);
    } finally {
      await app.deps.db.update(organizationMembers).set({ isSubscriber: true }).where(seatOf);
    }
    expect((await admin.get(SUBSCRIPTION_LESSON)).statusCode).toBe(200);
  });

  it('invites by mail; re-inviting sends a fresh link without taking a second seat', async () => {
    const owner = await app.login('owner@example.com');
    expect((await owner.get(SUBSCRIPTION_LESSON)).statusCode).toBe(403);
    const first = await admin.post(invitationsUrl(org), { emails: [' Owner@Example.com '] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toEqual([{ email: 'owner@example.com', status: 'invited' }]);
    expect(first.json().seats).toEqual({ seats: 2, used: 1, pending: 1, free_onboarding: 0 });
    const oldToken = await invitationToken(app, 'owner@example.com');
    const again = await admin.post(invitationsUrl(org), { emails: ['owner@example.com'] });
    expect(again.json().results).toEqual([{ email: 'owner@example.com', status: 'reinvited' }]);
    expect(again.json().seats).toEqual({ seats: 2, used: 1, pending: 1, free_onboarding: 0 });
    expect(await app.mailTo('owner@example.com', 'team-invitation')).toHaveLength(2);
    // The fresh link replaces the old one.
    expect((await app.browser().post(LOOKUP, { token: oldToken })).statusCode).toBe(404);
    const preview = await app
      .browser()
      .post(LOOKUP, { token: await invitationToken(app, 'owner@example.com') });
    expect(preview.json()).toMatchObject({ organization_name: 'Seat Savers', email: 'owner@example.com' });
  });

  it('refuses invitations beyond the paid seats with a clear message', async () => {
    const res = await admin.post(invitationsUrl(org), { emails: ['one@example.com', 'two@example.com'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toMatch(/^No seats are left on this plan, and you are inviting 2 people\./);
    expect(await app.mailTo('one@example.com')).toHaveLength(0);
  });

  it('only the invited, logged-in account can accept', async () => {
    const token = await invitationToken(app, 'owner@example.com');
    expect((await app.browser().post(ACCEPT, { token })).statusCode).toBe(401);
    const author = await app.login('author@example.com');
    const wrong = await author.post(ACCEPT, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorText).toMatch(/sent to another e-mail address/);
    const unverified = app.browser();
    await unverified.post('/api/user/signup', {
      full_name: 'New Person',
      email: 'newbie@example.com',
      password: 'a-long-password',
    });
    expect((await unverified.get('/api/user/info')).statusCode).toBe(200);
    expect((await unverified.post(ACCEPT, { token })).statusCode).toBe(403);
  });

  it('accepting makes a seat-holding member who reads subscription lessons; the link works once', async () => {
    const owner = await app.login('owner@example.com');
    const token = await invitationToken(app, 'owner@example.com');
    const res = await owner.post(ACCEPT, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ organization_id: org, organization_name: 'Seat Savers' });
    expect((await owner.get(SUBSCRIPTION_LESSON)).statusCode).toBe(200);
    expect(await orgOf(owner)).toMatchObject({ role: 'Member', is_subscriber: true, is_admin: false });
    const reused = await owner.post(ACCEPT, { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorText).toMatch(/already used/);
    expect((await admin.get(membersUrl(org))).json().seats).toEqual({
      seats: 2,
      used: 2,
      pending: 0,
      free_onboarding: 0,
    });
  });

  it('changes role flags; the last admin cannot remove themself', async () => {
    const members = (await admin.get(membersUrl(org))).json().members;
    const ownerId = members.find((m: { email: string }) => m.email === 'owner@example.com').user_id;
    const adminId = members.find((m: { email: string }) => m.email === 'learner@example.com').user_id;
    const patch = await admin.request({
      method: 'PATCH',
      url: `${membersUrl(org)}/${ownerId}`,
      payload: { is_manager: true, is_mentor: true },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const owner = await app.login('owner@example.com');
    expect(await orgOf(owner)).toMatchObject({ role: 'Manager', is_mentor: true, is_manager: true });
    const self = await admin.request({ method: 'DELETE', url: `${membersUrl(org)}/${adminId}` });
    expect(self.statusCode).toBe(400);
    expect(self.json().errorText).toMatch(/only admin/);
  });

  it('removing a member frees the seat and ends their access at once', async () => {
    const owner = await app.login('owner@example.com');
    const members = (await admin.get(membersUrl(org))).json().members;
    const ownerId = members.find((m: { email: string }) => m.email === 'owner@example.com').user_id;
    const res = await admin.request({ method: 'DELETE', url: `${membersUrl(org)}/${ownerId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().seats).toEqual({ seats: 2, used: 1, pending: 0, free_onboarding: 0 });
    expect((await owner.get(SUBSCRIPTION_LESSON)).statusCode).toBe(403);
    expect(await orgOf(owner)).toBeUndefined();
    const gone = await admin.request({ method: 'DELETE', url: `${membersUrl(org)}/${ownerId}` });
    expect(gone.statusCode).toBe(404);
  });

  it('invitation links expire; a cancelled invitation stops working and frees its seat', async () => {
    await admin.post(invitationsUrl(org), { emails: ['author@example.com'] });
    const token = await invitationToken(app, 'author@example.com');
    const author = await app.login('author@example.com');
    app.travel(8);
    try {
      const expired = await author.post(ACCEPT, { token });
      expect(expired.statusCode).toBe(498);
      expect(expired.json().errorText).toMatch(/expired/);
      const team = (await admin.get(membersUrl(org))).json();
      expect(team.seats.pending).toBe(0);
      expect(team.invitations).toMatchObject([{ email: 'author@example.com', expired: true }]);
    } finally {
      app.travel(-8);
    }
    const invitationId = (await admin.get(membersUrl(org))).json().invitations[0].id;
    const cancel = await admin.request({ method: 'DELETE', url: `${invitationsUrl(org)}/${invitationId}` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ invitations: [], seats: { used: 1, pending: 0 } });
    expect((await author.post(ACCEPT, { token })).statusCode).toBe(404);
  });

  it("the organization's subscription ending ends member access at once", async () => {
    await admin.post(invitationsUrl(org), { emails: ['owner@example.com'] });
    const owner = await app.login('owner@example.com');
    expect(
      (await owner.post(ACCEPT, { token: await invitationToken(app, 'owner@example.com') })).statusCode,
    ).toBe(200);
    expect((await owner.get(SUBSCRIPTION_LESSON)).statusCode).toBe(200);
    // Past its end but not yet marked expired by the job: already no access (billing's isLive).
    await app.deps.db
      .update(billingSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000), autoRenew: false })
      .where(eq(billingSubscriptions.organizationId, org));
    expect((await owner.get(SUBSCRIPTION_LESSON)).statusCode).toBe(403);
    await renewOrExpire(app.commerce);
    expect(await orgOf(owner)).toMatchObject({ role: 'Non-Paid Member', is_subscriber: true });
    const invite = await admin.post(invitationsUrl(org), { emails: ['someone@example.com'] });
    expect(invite.statusCode).toBe(400);
    expect(invite.json().errorText).toBe('This organization has no active subscription.');
  });
});
