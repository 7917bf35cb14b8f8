import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, linkIn, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../commerce/testing';
import { invitationsUrl, membersUrl } from '../organizations/testing/team-test-helpers';

const REQUEST = '/api/enterprise-trial/requests';
const LOOKUP = '/api/enterprise-entry/lookup';
const CLAIM = '/api/enterprise-entry/claim';
const SIGNUPS = '/api/staff/enterprise-signups';
const PASSWORD = 'a long trial password 1';

/** The token of the newest mail of this kind to this address. */
async function tokenFrom(app: BillingTestApp, to: string, kind: string, path: string): Promise<string> {
  const mails = (await app.mailTo(to, kind)).sort((a, b) => b.id - a.id);
  const url = new URL(linkIn(mails[0], path));
  return decodeURIComponent(url.pathname.split('/').pop() ?? '');
}

const trialToken = (app: BillingTestApp, to: string) =>
  tokenFrom(app, to, 'enterprise-trial', '/enterprise-trial/');

describe('enterprise trial links', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('answers the same sentence for an unknown address and an account, and mails only a link', async () => {
    const fresh = await app.browser().post(REQUEST, { email: 'Cto@Fresh.example', company_name: 'Fresh Co' });
    const known = await app.browser().post(REQUEST, { email: 'learner@example.com', company_name: 'Lee Co' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(fresh.json());
    const mails = await app.mailTo('cto@fresh.example', 'enterprise-trial');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/enterprise-trial/');
  });

  it('refuses bad input with a sentence, and bounds the requests per address', async () => {
    const bad = await app.browser().post(REQUEST, { email: 'not an address', company_name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe('Enter a valid e-mail address.');
    expect(bad.json().errors.company_name).toMatch(/company name/);
    const body = { email: 'flood@example.org', company_name: 'Flood Inc' };
    for (let i = 0; i < 3; i += 1) expect((await app.browser().post(REQUEST, body)).statusCode).toBe(200);
    const spent = await app.browser().post(REQUEST, body);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().errorText).toMatch(/try again/i);
    expect(await app.mailTo('flood@example.org', 'enterprise-trial')).toHaveLength(3);
  });

  it('a wrong token gets a clear 404; the link shows the company and address', async () => {
    const wrong = await app.browser().post(LOOKUP, { token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errorText).toMatch(/not valid/);
    const token = await trialToken(app, 'cto@fresh.example');
    const preview = await app.browser().post(LOOKUP, { token });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      kind: 'trial',
      company_name: 'Fresh Co',
      email: 'cto@fresh.example',
      seats: 5,
      term: { unit: 'days', length: 14 },
      signed_in_email: null,
      account_exists: false,
    });
  });

  it('signs up the address (verified), creates the trial organization once, and refuses the used link', async () => {
    const token = await trialToken(app, 'cto@fresh.example');
    const visitor = app.browser();
    const anonymous = await visitor.post(CLAIM, { token, organization_name: 'Fresh Engineering' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorText).toMatch(/Log in or sign up/);

    const claim = {
      token,
      organization_name: 'Fresh Engineering',
      account: { full_name: 'Cee Tee', password: PASSWORD },
    };
    const tabs = [visitor, app.browser()];
    const replies = await Promise.all(tabs.map((tab) => tab.post(CLAIM, claim)));
    const winners = tabs.filter((_, at) => replies[at]?.statusCode === 200);
    expect(winners, replies.map((res) => res.body).join(' ')).toHaveLength(1);
    const owner = winners[0] as TestBrowser;
    const info = (await owner.get('/api/user/info')).json();
    expect(info.verified).toBe(true);
    expect(info.has_availed_b2b_trial).toBe(true);
    const org = info.organizations.find((item: { name: string }) => item.name === 'Fresh Engineering');
    expect(org).toMatchObject({ is_admin: true, admin_level: 1, is_subscriber: true });
    const team = (await owner.get(membersUrl(org.organization_id))).json();
    expect(team.organization).toMatchObject({
      subscription_sub_type: 'ENTERPRISE',
      subscription_active: true,
    });
    expect(team.seats).toEqual({ seats: 5, used: 1, pending: 0, free_onboarding: 0 });
    const days = (Date.parse(team.organization.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);

    const again = await owner.post(CLAIM, { token, organization_name: 'Fresh Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorText).toMatch(/already used/);
  });

  it('gives an address one trial: no new link once used, and a second pending link is refused', async () => {
    const owner = await app.login('owner@example.com');
    await app.browser().post(REQUEST, { email: 'owner@example.com', company_name: 'Owner One' });
    const one = await trialToken(app, 'owner@example.com');
    await app.browser().post(REQUEST, { email: 'owner@example.com', company_name: 'Owner Two' });
    const two = await trialToken(app, 'owner@example.com');
    expect(two).not.toBe(one);
    // A double submit of a logged-in owner: one organization, the other answer says the link is used.
    const twice = await Promise.all([
      owner.post(CLAIM, { token: one, organization_name: 'Owner One' }),
      owner.post(CLAIM, { token: one, organization_name: 'Owner One' }),
    ]);
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const mine = (await owner.get('/api/user/info')).json().organizations;
    expect(mine.filter((org: { name: string }) => org.name === 'Owner One')).toHaveLength(1);
    const second = await owner.post(CLAIM, { token: two, organization_name: 'Owner Two' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorText).toMatch(/already had a free enterprise trial/);
    const before = (await app.mailTo('owner@example.com', 'enterprise-trial')).length;
    await app.browser().post(REQUEST, { email: 'owner@example.com', company_name: 'Owner Three' });
    expect(await app.mailTo('owner@example.com', 'enterprise-trial')).toHaveLength(before);
  });

  it('refuses another account, and an existing account signing up again', async () => {
    await app.browser().post(REQUEST, { email: 'subscriber@example.com', company_name: 'Sub Co' });
    const token = await trialToken(app, 'subscriber@example.com');
    const other = await app.login('learner@example.com');
    const wrong = await other.post(CLAIM, { token, organization_name: 'Not Mine' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorText).toMatch(/sent to another e-mail address/);
    const preview = (await app.browser().post(LOOKUP, { token })).json();
    expect(preview.account_exists).toBe(true);
    const taken = await app.browser().post(CLAIM, {
      token,
      organization_name: 'Sub Co',
      account: { full_name: 'Someone', password: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
  });

  /** A trial request from another network address (each test's budget of its own). */
  const requestFrom = (remoteAddress: string, email: string) =>
    app.browser().request({
      method: 'POST',
      url: REQUEST,
      payload: { email, company_name: 'Spray Co' },
      remoteAddress,
    } as Parameters<TestBrowser['request']>[0]);

  it('bounds the requests per network address, whatever the addresses', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await requestFrom('10.9.9.9', `spray${i}@example.org`)).statusCode).toBe(200);
    const spent = await requestFrom('10.9.9.9', 'spray-last@example.org');
    expect(spent.statusCode).toBe(429);
    expect(await app.mailTo('spray-last@example.org', 'enterprise-trial')).toHaveLength(0);
  });

  it('an expired link says so and creates nothing', async () => {
    expect((await requestFrom('10.8.8.8', 'late@example.org')).statusCode).toBe(200);
    const token = await trialToken(app, 'late@example.org');
    app.travel(8);
    try {
      const late = await app.browser().post(CLAIM, {
        token,
        organization_name: 'Late Co',
        account: { full_name: 'Late', password: PASSWORD },
      });
      expect(late.statusCode).toBe(498);
      expect(late.json().errorText).toMatch(/expired/);
      expect((await app.browser().post(LOOKUP, { token })).statusCode).toBe(498);
    } finally {
      app.travel(-8);
    }
  });
});

describe('sales-closed enterprise signups and invited sign-ups', () => {
  let app: BillingTestApp;
  let staff: TestBrowser;
  beforeAll(async () => {
    app = await buildBillingTestApp();
    staff = await app.login('staff@learnbox.dev');
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const signup = { company_name: 'Big Corp', admin_email: 'buyer@bigcorp.example', seats: 40, months: 12 };

  it('is staff only: 401 logged out, 404 for anyone else', async () => {
    expect((await app.browser().post(SIGNUPS, signup)).statusCode).toBe(401);
    const learner = await app.login('learner@example.com');
    expect((await learner.post(SIGNUPS, signup)).statusCode).toBe(404);
    expect((await learner.get(SIGNUPS)).statusCode).toBe(404);
    const bad = await staff.post(SIGNUPS, { ...signup, seats: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.seats).toMatch(/from 1 to 10000/);
  });

  it('mails the admin a link that creates the organization with a paid enterprise term of those seats', async () => {
    const created = await staff.post(SIGNUPS, signup);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: 'pending', seats: 40, months: 12 });
    const token = await tokenFrom(app, signup.admin_email, 'enterprise-signup', '/enterprise-signup/');
    const preview = (await app.browser().post(LOOKUP, { token })).json();
    expect(preview).toMatchObject({ kind: 'signup', seats: 40, term: { unit: 'months', length: 12 } });
    const buyer = app.browser();
    const claimed = await buyer.post(CLAIM, {
      token,
      organization_name: 'Big Corp Engineering',
      account: { full_name: 'Bea Buyer', password: PASSWORD },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const organizationId = claimed.json().organization_id;
    const info = (await buyer.get('/api/user/info')).json();
    const org = info.organizations.find(
      (item: { organization_id: string }) => item.organization_id === organizationId,
    );
    expect(org.subscriptions[0]).toMatchObject({
      subscription_sub_type: 'ENTERPRISE',
      subscription_type: 7001,
    });
    expect(info.has_availed_b2b_trial).toBe(false);
    expect((await buyer.get(membersUrl(organizationId))).json().seats).toMatchObject({ seats: 40, used: 1 });
    const list = (await staff.get(SIGNUPS)).json().signups;
    expect(list[0]).toMatchObject({ status: 'used', organization_id: organizationId });

    // Seat top-ups from the dashboard's link work on it.
    const seats = await buyer.post('/api/checkout/enterprise-seats-purchase', {
      idempotency_key: newKey(),
      organization_id: organizationId,
      seats: 2,
      card: GOOD_CARD,
    });
    expect(seats.statusCode, seats.body).toBe(200);
    expect((await buyer.get(membersUrl(organizationId))).json().seats.seats).toBe(42);
  });

  it('an invited address without an account signs up from the mail, verified, and holds a seat', async () => {
    const admin = await app.login('admin@example.com');
    const invited = await admin.post(invitationsUrl('org_acme'), { emails: ['newbie@example.net'] });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = (await app.mailTo('newbie@example.net', 'team-invitation'))[0];
    const link = new URL(linkIn(mail, '/signup-and-reset-password/'));
    const token = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    const newbie = app.browser();
    const short = await newbie.post('/api/organizations/invitations/signup', {
      token,
      full_name: 'New',
      password: 'x',
    });
    expect(short.statusCode).toBe(400);
    const joined = await newbie.post('/api/organizations/invitations/signup', {
      token,
      full_name: 'Nia Newbie',
      password: PASSWORD,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().organization_name).toBe('Acme Engineering');
    const info = (await newbie.get('/api/user/info')).json();
    expect(info.verified).toBe(true);
    expect(info.organizations.map((org: { organization_id: string }) => org.organization_id)).toContain(
      'org_acme',
    );
    const again = await app.browser().post('/api/organizations/invitations/signup', {
      token,
      full_name: 'Nia Again',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    // An address with an account keeps the /join-team link.
    await admin.post(invitationsUrl('org_acme'), { emails: ['learner@example.com'] });
    expect(
      linkIn((await app.mailTo('learner@example.com', 'team-invitation'))[0], '/join-team'),
    ).toBeTruthy();
  });

  it('an expired trial organization is reactivated through checkout', async () => {
    await app.browser().post(REQUEST, { email: 'pilot@trial.example', company_name: 'Pilot Co' });
    const token = await tokenFrom(app, 'pilot@trial.example', 'enterprise-trial', '/enterprise-trial/');
    const pilot = app.browser();
    const claimed = await pilot.post(CLAIM, {
      token,
      organization_name: 'Pilot Co',
      account: { full_name: 'Pat Pilot', password: PASSWORD },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const organizationId = claimed.json().organization_id;
    app.travel(15);
    try {
      expect((await pilot.get(membersUrl(organizationId))).json().organization.subscription_active).toBe(
        false,
      );
      const reactivated = await pilot.post('/api/checkout/enterprise-subscription-reactivation', {
        idempotency_key: newKey(),
        organization_id: organizationId,
        card: GOOD_CARD,
      });
      expect(reactivated.statusCode, reactivated.body).toBe(200);
      const team = (await pilot.get(membersUrl(organizationId))).json();
      expect(team.organization.subscription_active).toBe(true);
      expect(team.seats.seats).toBe(5);
    } finally {
      app.travel(-15);
    }
  });
});
