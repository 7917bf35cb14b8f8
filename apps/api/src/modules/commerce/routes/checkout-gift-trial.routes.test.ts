import { eq, users } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../../auth/testing/accounts-test-app';
import {
  type BillingTestApp,
  buildBillingTestApp,
  GOOD_CARD,
  newKey,
  OTHER_GOOD_CARD,
} from '../testing/billing-test-app';
import { deliverDueGifts } from '../use-cases/deliver-gift';
import { renewOrExpire } from '../use-cases/renew-or-expire';

describe('gift, redeem and b2c trials', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('gifts a plan; the recipient sees the credit, redeems it once; nobody else can', async () => {
    const buyer = await app.login('author@example.com');
    const missing = await buyer.post('/api/checkout/subscription-gift', {
      idempotency_key: newKey(),
      plan: '200-12-6000',
      card: GOOD_CARD,
    });
    expect(missing.json().errorText).toBe('Enter the recipient e-mail address.');
    const past = await buyer.post('/api/checkout/subscription-gift', {
      idempotency_key: newKey(),
      plan: '200-12-6000',
      recipient_email: 'learner@example.com',
      delivery_date: '2020-01-01',
      card: GOOD_CARD,
    });
    expect(past.json().errorText).toBe('The delivery date cannot be in the past.');
    const res = await buyer.post('/api/checkout/subscription-gift', {
      idempotency_key: newKey(),
      plan: '200-12-6000',
      recipient_email: 'Learner@Example.com',
      gift_message: 'Happy learning!',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await app.mailTo('learner@example.com', 'gift');
    const code = mail?.text.match(/code=(GIFT-[A-F0-9]+)/)?.[1] as string;
    expect(code).toBeTruthy();
    expect((await buyer.get('/api/user/info')).json().is_user_subscribed).toBe(false);

    const stranger = await app.login('member@example.com');
    const stolen = await stranger.post('/api/gift/redeem', { code });
    expect(stolen.statusCode).toBe(403);

    const learner = await app.login('learner@example.com');
    const credit = (await learner.get('/api/user/credit-on-gift-info')).json();
    expect(credit).toMatchObject({
      has_credit: true,
      gifts: [{ code, plan_code: '200-12-6000', message: 'Happy learning!', from_name: 'Ada Author' }],
    });
    const redeemed = await learner.post('/api/gift/redeem', { code });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((await learner.get('/api/user/info')).json().is_user_subscribed).toBe(true);
    expect((await learner.post('/api/gift/redeem', { code })).statusCode).toBe(409);
    expect((await learner.post('/api/gift/redeem', { code: 'GIFT-NOPE' })).statusCode).toBe(404);
    expect((await learner.get('/api/user/credit-on-gift-info')).json().has_credit).toBe(false);
  });

  it('a gift with a later delivery date is mailed by the job on that date', async () => {
    const buyer = await app.login('author@example.com');
    const date = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const res = await buyer.post('/api/checkout/subscription-gift', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      recipient_email: 'later@example.com',
      delivery_date: date,
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await deliverDueGifts(app.commerce)).toBe(0);
    expect(await app.mailTo('later@example.com')).toHaveLength(0);
    app.travel(4);
    expect(await deliverDueGifts(app.commerce)).toBe(1);
    expect(await app.mailTo('later@example.com', 'gift')).toHaveLength(1);
    expect(await deliverDueGifts(app.commerce)).toBe(0);
    app.travel(-4);
  });

  it('trial: refuses the email+1 trick', async () => {
    await app.deps.db
      .update(users)
      .set({ email: 'owner+1@example.com' })
      .where(eq(users.id, 'usr_demo_owner'));
    const owner = app.browser();
    expect(
      (await owner.post('/api/user/login', { email: 'owner+1@example.com', password: 'learnbox-demo' }))
        .statusCode,
    ).toBe(200);
    const res = await owner.post('/api/checkout/b2c-trial-avail', {
      idempotency_key: newKey(),
      plan: '300-1-6000',
      card: GOOD_CARD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toBe('Trial cannot be purchased with email+1 trick.');
  });

  it('trial: free with a card, flags and cookie set, cancel clears the active flag, cannot be taken twice', async () => {
    const member = await app.login('member@example.com');
    const noTrial = await member.post('/api/checkout/b2c-trial-avail', {
      idempotency_key: newKey(),
      plan: '300-12-6000',
      card: GOOD_CARD,
    });
    expect(noTrial.json().errorText).toBe('This plan has no free trial.');
    const noCard = await member.post('/api/checkout/b2c-trial-avail', {
      idempotency_key: newKey(),
      plan: '300-1-6000',
    });
    expect(noCard.json().errorText).toBe('Enter your card details.');
    const res = await member.post('/api/checkout/b2c-trial-avail', {
      idempotency_key: newKey(),
      plan: '300-1-6000',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction.amount).toBe(0);
    expect((await member.get('/api/user/info')).json()).toMatchObject({
      has_active_b2c_trial: true,
      has_availed_b2c_trial: true,
      is_user_subscribed: true,
    });
    expect(member.cookie('trial_availed')).toBe('true');
    expect((await member.post('/api/subscription/trial/cancel', {})).statusCode).toBe(200);
    expect((await member.get('/api/user/info')).json()).toMatchObject({
      has_active_b2c_trial: false,
      has_availed_b2c_trial: true,
      is_user_subscribed: false,
    });
    expect((await member.post('/api/subscription/trial/cancel', {})).statusCode).toBe(404);
    const again = await member.post('/api/checkout/b2c-trial-quick-avail', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      card: OTHER_GOOD_CARD,
    });
    expect(again.json().errorText).toBe('You have already used your free trial.');
  });

  it('trial: a card that already had a trial is refused for another account', async () => {
    const staff = await app.login('staff@learnbox.dev');
    const res = await staff.post('/api/checkout/b2c-trial-quick-avail', {
      idempotency_key: newKey(),
      plan: '300-1-6000',
      card: GOOD_CARD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toBe('This payment method has already been used for a B2C Free Trial.');
  });

  it('trial: renews onto the paid plan with the saved card when the trial days are over', async () => {
    const staff = await app.login('staff@learnbox.dev');
    const res = await staff.post('/api/checkout/b2c-trial-avail', {
      idempotency_key: newKey(),
      plan: '200-1-6000',
      card: OTHER_GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    app.travel(8);
    expect((await renewOrExpire(app.commerce)).renewed).toBe(1);
    expect((await staff.get('/api/user/info')).json()).toMatchObject({
      has_active_b2c_trial: false,
      has_availed_b2c_trial: true,
      is_user_subscribed: true,
    });
    const list = (await staff.get('/api/transactions')).json().transactions;
    expect(list[0]).toMatchObject({ checkout_type: 'renewal', status: 'succeeded', amount: 2900 });
    expect((await staff.get('/api/is-payment-method-going-to-expire')).json().is_going_to_expire).toBe(false);
  });
});
