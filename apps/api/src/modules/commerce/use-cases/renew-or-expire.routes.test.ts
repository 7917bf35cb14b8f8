import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../../auth/testing/accounts-test-app';
import {
  type BillingTestApp,
  buildBillingTestApp,
  DECLINED_CARD,
  GOOD_CARD,
  newKey,
} from '../testing/billing-test-app';
import { renewOrExpire } from './renew-or-expire';

describe('renewal and expiry job', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('a pending downgrade takes effect at renewal, charged at the smaller plan', async () => {
    const browser = await app.login('admin@example.com');
    expect(
      (
        await browser.post('/api/checkout/subscription-buy', {
          idempotency_key: newKey(),
          plan: '300-12-6000',
          card: GOOD_CARD,
        })
      ).statusCode,
    ).toBe(200);
    const down = await browser.post('/api/checkout/subscription-downgrade', {
      idempotency_key: newKey(),
      plan: '200-12-6000',
    });
    expect(down.statusCode, down.body).toBe(200);
    // Another user cannot cancel it.
    const mine = (await browser.get('/api/billing/subscription')).json().subscription;
    const other = await app.login('author@example.com');
    expect(
      (await other.post('/api/subscription/cancel', { subscription_id: mine.subscription_id })).statusCode,
    ).toBe(404);
    app.travel(370);
    // The seeded subscriber's one-year plan and Acme's enterprise term (no card on file for
    // either) expire in the same pass.
    expect(await renewOrExpire(app.commerce)).toEqual({ renewed: 1, expired: 2 });
    const after = (await browser.get('/api/billing/subscription')).json().subscription;
    expect(after).toMatchObject({ plan_code: '200-12-6000', pending_plan_code: null });
    expect((await browser.get('/api/transactions')).json().transactions[0]).toMatchObject({
      checkout_type: 'renewal',
      amount: 20_880,
      status: 'succeeded',
    });
    expect((await browser.get('/api/user/info')).json()).toMatchObject({
      subscription_feature_type: 'STANDARD',
      is_premium_user: false,
    });
    // Running again at the same moment renews nothing twice.
    expect(await renewOrExpire(app.commerce)).toEqual({ renewed: 0, expired: 0 });
    app.travel(-370);
  });

  it('a trial whose card is declined at renewal expires, and the flags follow', async () => {
    const browser = await app.login('member@example.com');
    const trial = await browser.post('/api/checkout/b2c-trial-avail', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      card: DECLINED_CARD,
    });
    expect(trial.statusCode, trial.body).toBe(200);
    app.travel(8);
    expect(await renewOrExpire(app.commerce)).toEqual({ renewed: 0, expired: 1 });
    expect((await browser.get('/api/user/info')).json()).toMatchObject({
      is_user_subscribed: false,
      has_active_b2c_trial: false,
      has_availed_b2c_trial: true,
    });
    // Read at the job's (moved) clock: the entitlement ended with the trial.
    expect(
      (await app.commerce.entitlements.activeFor('usr_demo_member', app.commerce.now())).subscription,
    ).toBeNull();
    const [renewal] = (await browser.get('/api/transactions')).json().transactions;
    expect(renewal).toMatchObject({
      checkout_type: 'renewal',
      status: 'failed',
      failure_reason: 'Your card was declined.',
    });
    app.travel(-8);
  });

  it('a team plan renews on its card for every seat it has, seats bought mid-term included', async () => {
    const admin = await app.login('learner@example.com');
    const team = await admin.post('/api/checkout/team-subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-12-6001',
      seats: 3,
      organization_name: 'Renewers',
      card: GOOD_CARD,
    });
    expect(team.statusCode, team.body).toBe(200);
    const organizationId = team.json().transaction.organization_id;
    const more = await admin.post('/api/checkout/team-subscription-seats-purchase', {
      idempotency_key: newKey(),
      organization_id: organizationId,
      seats: 2,
    });
    expect(more.statusCode, more.body).toBe(200);
    app.travel(370);
    const { renewed } = await renewOrExpire(app.commerce);
    expect(renewed).toBeGreaterThanOrEqual(1);
    const renewal = (await admin.get('/api/transactions'))
      .json()
      .transactions.find((txn: { checkout_type: string }) => txn.checkout_type === 'renewal');
    expect(renewal).toMatchObject({ status: 'succeeded', amount: 5 * 39_900 });
    const info = (await admin.get('/api/user/info')).json();
    expect(info.is_team_buy_admin).toBe(true);
    const org = info.organizations.find(
      (row: { organization_id: string }) => row.organization_id === organizationId,
    );
    expect(org.subscriptions).toEqual([expect.objectContaining({ status: 9001 })]);
    // The renewed term is a year longer: nothing is due again at the same moment.
    expect(await renewOrExpire(app.commerce)).toEqual({ renewed: 0, expired: 0 });
    app.travel(-370);
  });
});
