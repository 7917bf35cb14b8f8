import { collections, eq } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../testing/billing-test-app';
import { completeLessons } from '../testing/price-paths';
import { renewOrExpire } from '../use-cases/renew-or-expire';

describe('team, enterprise, course, certificate and coupon purchases', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  let teamOrg = '';
  let enterpriseOrg = '';

  it('team buy creates the organization with the buyer as admin and sets is_team_buy_admin', async () => {
    const buyer = await app.login('learner@example.com');
    const noName = await buyer.post('/api/checkout/team-subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-12-6001',
      seats: 3,
      card: GOOD_CARD,
    });
    expect(noName.json().errorText).toBe('Enter the name of your team or company.');
    const tooMany = await buyer.post('/api/checkout/team-subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-12-6001',
      seats: 99,
      organization_name: 'Learners',
      card: GOOD_CARD,
    });
    expect(tooMany.json().errorText).toBe('Choose between 2 and 25 seats.');
    const res = await buyer.post('/api/checkout/team-subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-12-6001',
      seats: 3,
      organization_name: 'Learners Inc',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction.amount).toBe(3 * 39_900);
    teamOrg = res.json().transaction.organization_id;
    const info = (await buyer.get('/api/user/info')).json();
    expect(info.is_team_buy_admin).toBe(true);
    expect(info.organizations[0]).toMatchObject({
      organization_id: teamOrg,
      name: 'Learners Inc',
      is_admin: true,
    });
  });

  it('team seats: only an admin of that organization may buy; prorated price', async () => {
    const stranger = await app.login('member@example.com');
    const refused = await stranger.post('/api/checkout/team-subscription-seats-purchase', {
      idempotency_key: newKey(),
      organization_id: teamOrg,
      seats: 2,
      card: GOOD_CARD,
    });
    expect(refused.statusCode).toBe(403);
    const buyer = await app.login('learner@example.com');
    const res = await buyer.post('/api/checkout/team-subscription-seats-purchase', {
      idempotency_key: newKey(),
      organization_id: teamOrg,
      seats: 2,
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction.amount).toBeLessThanOrEqual(2 * 39_900);
    expect(res.json().transaction.amount).toBeGreaterThan(2 * 39_000);
  });

  it('enterprise buy, seats, upgrade', async () => {
    const buyer = await app.login('author@example.com');
    const res = await buyer.post('/api/checkout/enterprise-subscription-buy', {
      idempotency_key: newKey(),
      plan: '300-12-6003',
      seats: 5,
      organization_name: 'Authors Ltd',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    enterpriseOrg = res.json().transaction.organization_id;
    const seats = await buyer.post('/api/checkout/enterprise-seats-purchase', {
      idempotency_key: newKey(),
      organization_id: enterpriseOrg,
      seats: 5,
    });
    expect(seats.statusCode, seats.body).toBe(200);
    const teamSeatsOnEnterprise = await buyer.post('/api/checkout/team-subscription-seats-purchase', {
      idempotency_key: newKey(),
      organization_id: enterpriseOrg,
      seats: 1,
    });
    expect(teamSeatsOnEnterprise.json().errorText).toBe('This organization has no active subscription.');
    const upgrade = await buyer.post('/api/checkout/enterprise-subscription-upgrade', {
      idempotency_key: newKey(),
      organization_id: enterpriseOrg,
      plan: '400-12-6003',
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect((await buyer.get('/api/user/info')).json().is_premium_plus_user).toBe(true);
  });

  it('team reactivation after the term ended; refused while active', async () => {
    const buyer = await app.login('learner@example.com');
    const early = await buyer.post('/api/checkout/team-subscription-reactivation', {
      idempotency_key: newKey(),
      organization_id: teamOrg,
      card: GOOD_CARD,
    });
    expect(early.statusCode).toBe(409);
    // Organization plans renew on their card; cancelling stops that, so both terms end.
    const author = await app.login('author@example.com');
    for (const [admin, organizationId] of [
      [buyer, teamOrg],
      [author, enterpriseOrg],
    ] as const) {
      const orgs = (await admin.get('/api/user/info')).json().organizations;
      const { subscription_id } = orgs.find(
        (org: { organization_id: string }) => org.organization_id === organizationId,
      );
      const cancel = await admin.post('/api/subscription/cancel', { subscription_id });
      expect(cancel.statusCode, cancel.body).toBe(200);
    }
    const before = (await buyer.get('/api/user/info')).json().organizations[0];
    app.travel(400);
    await renewOrExpire(app.commerce);
    const ended = (await buyer.get('/api/user/info')).json();
    expect(ended.is_team_buy_admin).toBe(false);
    expect(ended.organizations[0].subscriptions).toEqual([
      expect.objectContaining({ subscription_id: before.subscription_id, status: 9002 }),
    ]);
    // The body's plan cannot move an organization to another audience's price list: an enterprise
    // term reactivated as a (cheaper, 25-seat) team plan, or a team as enterprise under its 5 seats.
    for (const [admin, type, organizationId, plan] of [
      [author, 'enterprise-subscription-reactivation', enterpriseOrg, '200-12-6001'],
      [buyer, 'team-subscription-reactivation', teamOrg, '300-12-6003'],
    ] as const) {
      const other = await admin.post(`/api/checkout/${type}`, {
        idempotency_key: newKey(),
        organization_id: organizationId,
        plan,
        card: GOOD_CARD,
      });
      expect(other.statusCode, other.body).toBe(400);
      expect(other.json().errorText).toBe('This plan cannot be bought with this checkout.');
    }
    const res = await buyer.post('/api/checkout/team-subscription-reactivation', {
      idempotency_key: newKey(),
      organization_id: teamOrg,
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction.amount).toBe(5 * 39_900);
    const reactivated = (await buyer.get('/api/user/info')).json();
    expect(reactivated.is_team_buy_admin).toBe(true);
    // The organization now points at the new subscription, active again.
    expect(reactivated.organizations[0].subscription_id).not.toBe(before.subscription_id);
    expect(reactivated.organizations[0].subscriptions).toEqual([
      expect.objectContaining({
        subscription_id: reactivated.organizations[0].subscription_id,
        status: 9001,
      }),
    ]);
    const enterprise = await author.post('/api/checkout/enterprise-subscription-reactivation', {
      idempotency_key: newKey(),
      organization_id: enterpriseOrg,
      card: GOOD_CARD,
    });
    expect(enterprise.statusCode, enterprise.body).toBe(200);
  });

  it('course purchase grants the course; owned twice refused; free course refused; course coupon', async () => {
    const buyer = await app.login('member@example.com');
    const coupon = await buyer.get('/api/coupon/usr_demo_author/crs-modern-javascript/COURSE25');
    expect(coupon.json()).toMatchObject({ percent_off: 25, discounted_price: 2925 });
    const res = await buyer.post('/api/checkout/course-purchase', {
      idempotency_key: newKey(),
      course_id: 'crs-modern-javascript',
      coupon: 'COURSE25',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({ amount: 2925, course_id: 'crs-modern-javascript' });
    expect((await buyer.get('/api/entitlements/mine')).json().owned_course_ids).toContain(
      'crs-modern-javascript',
    );
    const twice = await buyer.post('/api/checkout/course-purchase', {
      idempotency_key: newKey(),
      course_id: 'crs-modern-javascript',
      card: GOOD_CARD,
    });
    expect(twice.statusCode).toBe(409);
    const free = await buyer.post('/api/checkout/course-purchase', {
      idempotency_key: newKey(),
      course_id: 'crs-bash-essentials',
      card: GOOD_CARD,
    });
    expect(free.json().errorText).toBe('This course is not for sale.');
    const missing = await buyer.post('/api/checkout/course-purchase', {
      idempotency_key: newKey(),
      card: GOOD_CARD,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('certificate purchase once per course, only once the course is completed', async () => {
    const buyer = await app.login('member@example.com');
    const body = { course_id: 'crs-python-basics', card: GOOD_CARD };
    const early = await buyer.post('/api/checkout/certificate-purchase', {
      ...body,
      idempotency_key: newKey(),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorText).toBe('Complete every lesson of this course to get its certificate.');
    await completeLessons(buyer, 'python-basics');
    const res = await buyer.post('/api/checkout/certificate-purchase', {
      ...body,
      idempotency_key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction.amount).toBe(1900);
    expect(
      (await buyer.post('/api/checkout/certificate-purchase', { ...body, idempotency_key: newKey() }))
        .statusCode,
    ).toBe(409);
  });

  it('coupon purchase mails a single-use 100% coupon that another user can spend on a subscription', async () => {
    const buyer = await app.login('staff@learnbox.dev');
    const res = await buyer.post('/api/checkout/coupon-purchase', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await app.mailTo('staff@learnbox.dev', 'coupon');
    const code = mail?.text.match(/PAID-[A-F0-9]+/)?.[0] as string;
    const friend = await app.login('admin@example.com');
    const buy = await friend.post('/api/checkout/subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      coupon: code,
      card: GOOD_CARD,
    });
    expect(buy.statusCode, buy.body).toBe(200);
    expect(buy.json().transaction.amount).toBe(0);
  });

  it('loggedout-enterprise-purchase: the visitor signs up without a password, then buys for the organization', async () => {
    const buyer = app.browser();
    const signup = await buyer.post('/api/user/signup?signup_type=loggedout-user-purchase', {
      full_name: 'New Buyer',
      email: 'new-buyer@example.com',
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const res = await buyer.post('/api/checkout/loggedout-enterprise-purchase', {
      idempotency_key: newKey(),
      plan: '300-12-6003',
      seats: 5,
      organization_name: 'Staff Co',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await buyer.get('/api/user/info')).json().organizations[0]).toMatchObject({
      name: 'Staff Co',
      is_admin: true,
    });
  });

  it('a course is charged in the currency its catalogue price is shown in', async () => {
    await app.deps.db
      .update(collections)
      .set({ currency: 'EUR' })
      .where(eq(collections.id, 'crs-cpp-data-structures'));
    const shown = (await app.browser().get('/api/collection/cpp-data-structures')).json();
    const buyer = await app.login('subscriber@example.com');
    const res = await buyer.post('/api/checkout/course-purchase', {
      idempotency_key: newKey(),
      course_id: 'crs-cpp-data-structures',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shown).toMatchObject({ currency: 'EUR', price_cents: 4900 });
    expect(res.json().transaction).toMatchObject({ currency: 'EUR', amount: 4900 });
  });
});
