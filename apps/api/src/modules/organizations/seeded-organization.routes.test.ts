import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { invitationsUrl, membersUrl, SUBSCRIPTION_LESSON } from './testing/team-test-helpers';

const ACME = 'org_acme';

/** The README promises a working demo organization: this holds the seed to that promise. */
describe('the seeded organization "Acme Engineering"', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('has a live enterprise term whose seats (5 paid, 5 free onboarding) the admin can give out', async () => {
    const admin = await app.login('admin@example.com');
    const team = await admin.get(membersUrl(ACME));
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().seats).toEqual({ seats: 10, used: 2, pending: 0, free_onboarding: 5 });
    const invite = await admin.post(invitationsUrl(ACME), { emails: ['new-hire@example.com'] });
    expect(invite.statusCode, invite.body).toBe(200);
    expect((await admin.get(membersUrl(ACME))).json().seats).toEqual({
      seats: 10,
      used: 2,
      pending: 1,
      free_onboarding: 5,
    });
  });

  it('its member and its admin read subscription-only lessons as subscribed members', async () => {
    for (const email of ['member@example.com', 'admin@example.com']) {
      const browser = await app.login(email);
      expect((await browser.get(SUBSCRIPTION_LESSON)).statusCode, email).toBe(200);
      const acme = (await browser.get('/api/user/info'))
        .json()
        .organizations.find((item: { organization_id: string }) => item.organization_id === ACME);
      expect(acme.role, email).not.toBe('Non-Paid Member');
      expect(acme.is_subscriber, email).toBe(true);
    }
  });
});
