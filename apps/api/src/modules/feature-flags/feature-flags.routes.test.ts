import { eq, featureFlags, productEvents } from '@learnbox/db';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import {
  type BillingTestApp,
  buildBillingTestApp,
  GOOD_CARD,
  newKey,
} from '../commerce/testing/billing-test-app';

type Browser = Awaited<ReturnType<BillingTestApp['login']>>;
const put = (browser: Browser, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload: payload as string });

describe('feature flags over http', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    // A long TTL: a change made through the staff route must be seen at once all the same.
    app = await buildBillingTestApp({ FLAG_CACHE_TTL_MS: 60_000 });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('tells each caller only on/off for themselves', async () => {
    const anonymous = (await app.browser().get('/api/feature-flags')).json();
    expect(anonymous.flags.enable_gift_subscription).toBe(true);
    expect(anonymous.flags.ai_free_tries).toBe(false);
    expect(Object.values(anonymous.flags).every((value) => typeof value === 'boolean')).toBe(true);
    const res = await app.browser().get('/api/feature-flags');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('hides the staff routes from everyone but staff (404), and asks the logged out to log in', async () => {
    expect((await app.browser().get('/api/staff/flags')).statusCode).toBe(401);
    const learner = await app.login('learner@example.com');
    const list = await learner.get('/api/staff/flags');
    expect(list.statusCode).toBe(404);
    expect(list.json().errorText).toBe('This page does not exist.');
    const change = await put(learner, '/api/staff/flags/capability_cloud_labs', { level: 0 });
    expect(change.statusCode).toBe(404);
    const level = await app.deps.db
      .select({ rolloutLevel: featureFlags.rolloutLevel })
      .from(featureFlags)
      .where(eq(featureFlags.name, 'capability_cloud_labs'));
    expect(level[0]?.rolloutLevel).toBe(4);
  });

  it('a level change is seen on the next request, staff at 3, everyone at 4, with an audit', async () => {
    const staff = await app.login('staff@learnbox.dev');
    const learner = await app.login('learner@example.com');
    const anonymous = app.browser();
    const flagFor = async (browser: Browser) =>
      (await browser.get('/api/feature-flags')).json().flags.ai_free_tries as boolean;

    expect([await flagFor(staff), await flagFor(learner), await flagFor(anonymous)]).toEqual([
      false,
      false,
      false,
    ]);
    const to3 = await put(staff, '/api/staff/flags/ai_free_tries', { level: 3 });
    expect(to3.statusCode, to3.body).toBe(200);
    expect([await flagFor(staff), await flagFor(learner), await flagFor(anonymous)]).toEqual([
      true,
      false,
      false,
    ]);
    expect((await put(staff, '/api/staff/flags/ai_free_tries', { level: 4 })).statusCode).toBe(200);
    expect([await flagFor(staff), await flagFor(learner), await flagFor(anonymous)]).toEqual([
      true,
      true,
      true,
    ]);

    const view = (await staff.get('/api/staff/flags')).json();
    const flag = view.flags.find((row: { name: string }) => row.name === 'ai_free_tries');
    expect(flag).toMatchObject({ rolloutLevel: 4, updatedByEmail: 'staff@learnbox.dev' });
    expect(view.changes.slice(0, 2)).toMatchObject([
      { flagName: 'ai_free_tries', fromLevel: 3, toLevel: 4, changedByEmail: 'staff@learnbox.dev' },
      { flagName: 'ai_free_tries', fromLevel: 0, toLevel: 3, changedByEmail: 'staff@learnbox.dev' },
    ]);
    expect(Date.parse(view.changes[0].changedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Each change is a product event too, by the staff member, from and to.
    const events = await app.deps.db
      .select()
      .from(productEvents)
      .where(eq(productEvents.name, PRODUCT_EVENTS.FEATURE_FLAG_CHANGED));
    expect(
      events.filter((event) => event.props.flag === 'ai_free_tries').map((event) => event.props),
    ).toEqual([
      { flag: 'ai_free_tries', from_level: 0, to_level: 3 },
      { flag: 'ai_free_tries', from_level: 3, to_level: 4 },
    ]);
    expect(events.every((event) => event.userId !== null)).toBe(true);
  });

  it('refuses bad levels and unknown flags with a sentence', async () => {
    const staff = await app.login('staff@learnbox.dev');
    for (const level of [5, -1, 2.5, '3', null]) {
      const res = await put(staff, '/api/staff/flags/ai_free_tries', { level });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.level).toBe('Choose a rollout level from 0 to 4.');
    }
    const missing = await put(staff, '/api/staff/flags/no_such_flag', { level: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorText).toBe('There is no feature flag with that name.');
    const hostile = await put(staff, `/api/staff/flags/${'%27;drop'}`, { level: 1 });
    expect(hostile.statusCode).toBe(400);
  });

  it('gift checkout refuses while its flag is off for the buyer; staff try it at level 3', async () => {
    const staff = await app.login('staff@learnbox.dev');
    const buyer = await app.login('author@example.com');
    const gift = (browser: Browser) =>
      browser.post('/api/checkout/subscription-gift', {
        idempotency_key: newKey(),
        plan: '200-12-6000',
        recipient_email: 'learner@example.com',
        card: GOOD_CARD,
      });
    expect((await put(staff, '/api/staff/flags/enable_gift_subscription', { level: 3 })).statusCode).toBe(
      200,
    );
    const refused = await gift(buyer);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorText).toBe('Gift subscriptions are not available on your account.');
    const quote = await buyer.post('/api/checkout/subscription-gift/quote', { plan: '200-12-6000' });
    expect(quote.statusCode).toBe(404);
    const byStaff = await gift(staff);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect((await put(staff, '/api/staff/flags/enable_gift_subscription', { level: 4 })).statusCode).toBe(
      200,
    );
    const allowed = await gift(buyer);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('the premium trial refuses while its flag is off', async () => {
    const staff = await app.login('staff@learnbox.dev');
    expect((await put(staff, '/api/staff/flags/enable_premium_trial', { level: 0 })).statusCode).toBe(200);
    const learner = await app.login('learner@example.com');
    const res = await learner.post('/api/checkout/b2c-trial-avail', {
      idempotency_key: newKey(),
      plan: '200-12-6000',
      card: GOOD_CARD,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorText).toBe('The free trial is not available on your account.');
    expect((await put(staff, '/api/staff/flags/enable_premium_trial', { level: 4 })).statusCode).toBe(200);
  });

  it('capability routes (cloud labs) refuse learners while the flag is at 3, staff get through', async () => {
    const staff = await app.login('staff@learnbox.dev');
    const learner = await app.login('learner@example.com');
    expect((await learner.get('/api/labs')).statusCode).toBe(200);
    expect((await put(staff, '/api/staff/flags/capability_cloud_labs', { level: 3 })).statusCode).toBe(200);
    for (const url of ['/api/labs', '/api/labs?page=1', '/api/instances']) {
      const refused = await learner.get(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().errorText).toBe('This feature is not available on your account.');
    }
    expect((await app.browser().get('/api/labs')).statusCode).toBe(404);
    expect((await staff.get('/api/labs')).statusCode).toBe(200);
    expect((await put(staff, '/api/staff/flags/capability_cloud_labs', { level: 4 })).statusCode).toBe(200);
    expect((await learner.get('/api/labs')).statusCode).toBe(200);
  });

  it('a route is gated by the module that registers it, not by its URL', async () => {
    const staff = await app.login('staff@learnbox.dev');
    const learner = await app.login('learner@example.com');
    const OFF = 'This feature is not available on your account.';
    expect((await put(staff, '/api/staff/flags/capability_cloud_labs', { level: 3 })).statusCode).toBe(200);
    expect((await put(staff, '/api/staff/flags/capability_assessments', { level: 3 })).statusCode).toBe(200);
    try {
      // Learner routes of labs and assessments outside their modules' usual prefixes are gated.
      const live = await learner.post('/api/userdata/live/interactions', { comp_id: 'c1' });
      expect(live.statusCode, live.body).toBe(404);
      expect(live.json().errorText).toBe(OFF);
      const attempt = await learner.get('/api/assessment-attempts/no-such-attempt');
      expect(attempt.statusCode, attempt.body).toBe(404);
      expect(attempt.json().errorText).toBe(OFF);
      // The lab editor's image builds live under /api/labs but belong to the editor: the lab
      // policy answers them, not the gate (authors build labs before they are shown).
      const build = await learner.get('/api/labs/ada-author/no-such-lab/image/build-status?image_name=img1');
      expect(build.json().errorText, build.body).not.toBe(OFF);
      // And staff, for whom the flags are on, get through the gated ones.
      expect((await staff.post('/api/userdata/live/interactions', { comp_id: 'c1' })).statusCode).toBe(200);
    } finally {
      expect((await put(staff, '/api/staff/flags/capability_cloud_labs', { level: 4 })).statusCode).toBe(200);
      expect((await put(staff, '/api/staff/flags/capability_assessments', { level: 4 })).statusCode).toBe(
        200,
      );
    }
    const live = await learner.post('/api/userdata/live/interactions', { comp_id: 'c1' });
    expect(live.statusCode, live.body).toBe(200);
  });

  it(
    'a change written by another api copy is seen once the TTL has passed',
    async () => {
      // FLAG_CACHE_TTL_MS=0: every evaluation reads the table, as another copy would after its TTL.
      const other = await buildBillingTestApp({ FLAG_CACHE_TTL_MS: 0 });
      try {
        const browser = other.browser();
        expect((await browser.get('/api/feature-flags')).json().flags.mock_interview_monthly_limit).toBe(
          false,
        );
        await other.deps.db
          .update(featureFlags)
          .set({ rolloutLevel: 4 })
          .where(eq(featureFlags.name, 'mock_interview_monthly_limit'));
        expect((await browser.get('/api/feature-flags')).json().flags.mock_interview_monthly_limit).toBe(
          true,
        );
      } finally {
        await other.dispose();
      }
    },
    APP_TIMEOUT_MS,
  );
});
