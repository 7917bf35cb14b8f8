import {
  billingCoupons,
  billingTransactions,
  eq,
  productEvents,
  referrals,
  userProfiles,
  users,
} from '@learnbox/db';
import {
  AFFILIATE_CLICK_ID_TTL_MS,
  AFFILIATE_NETWORK_COOKIE,
  ANALYTICS_MESSAGES,
  ANONYMOUS_ID_COOKIE,
  AUTOMATED_BOT_COOKIE,
  NOT_LOGGED_IN_MESSAGE,
  networkCookieValue,
  parseNetworkCookie,
  REFERRAL_CREDIT_PERCENT,
} from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EVENTS_RATE_LIMIT } from '../modules/analytics';
import { APP_TIMEOUT_MS, type TestBrowser } from '../modules/auth/testing/accounts-test-app';
import {
  type BillingTestApp,
  buildBillingTestApp,
  GOOD_CARD,
  newKey,
} from '../modules/commerce/testing/billing-test-app';

const PARTNER = { id: 42, name: 'DevNewsletter', encoded: 'aff_dn_8c1f2a' };
const today = () => new Date().toISOString().slice(0, 10);

describe('attribution and analytics through the api', { timeout: APP_TIMEOUT_MS }, () => {
  let app: BillingTestApp;
  let ip = 0;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  /** Each call from its own address unless told: rate limits are tested on purpose only. */
  const call = (
    browser: TestBrowser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    remoteAddress = `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
  ) => browser.request({ method, url, payload: payload as never, remoteAddress });

  const signUp = async (email: string, attribution: Record<string, string>, browser = app.browser()) => {
    const res = await call(browser, 'POST', '/api/user/signup', {
      full_name: 'Ada Visitor',
      email,
      password: 'a-long-enough-password',
      ...attribution,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await app.deps.db.select().from(users).where(eq(users.email, email));
    return { browser, userId: user?.id as string };
  };
  const profileOf = async (userId: string) =>
    (await app.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0];

  describe('POST /api/events', () => {
    it('refuses lists that break the rules with a sentence, storing nothing', async () => {
      const before = (await app.deps.db.select().from(productEvents)).length;
      const cases: [unknown, string][] = [
        [[], 'at least one event'],
        [Array.from({ length: 51 }, () => ({ event_name: 'page_view', event_data: '' })), 'at most 50'],
        [[{ event_name: 'page_view', event_data: { path: '/' } }], 'event_data as a string'],
        [[{ event_name: 'page view!', event_data: '' }], 'event_name of 1 to 100'],
        [[{ event_name: 'page_view', event_data: 'x'.repeat(4001) }], 'at most 4000'],
        [{ event_name: 'page_view', event_data: '' }, 'list of'],
      ];
      for (const [payload, sentence] of cases) {
        const res = await call(app.browser(), 'POST', '/api/events', payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(JSON.stringify(res.json())).toContain(sentence);
      }
      expect(await app.deps.db.select().from(productEvents)).toHaveLength(before);
    });

    it("stores the visitor's events under their anonymous id; JSON data becomes properties", async () => {
      const browser = app.browser();
      browser.jar.set(ANONYMOUS_ID_COOKIE, 'visitor-abc-123');
      const res = await call(browser, 'POST', '/api/events', [
        { event_name: 'page_view', event_data: '{"path":"/courses/x"}' },
        { event_name: 'cta_click', event_data: 'hero' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ accepted: 2 });
      const rows = await app.deps.db
        .select()
        .from(productEvents)
        .where(eq(productEvents.anonymousId, 'visitor-abc-123'));
      expect(rows.map((row) => [row.name, row.origin, row.props])).toEqual(
        expect.arrayContaining([
          ['page_view', 'client', { path: '/courses/x' }],
          ['cta_click', 'client', { data: 'hero' }],
        ]),
      );
    });

    it('takes nothing from a browser marked as an automated bot', async () => {
      const browser = app.browser();
      browser.jar.set(ANONYMOUS_ID_COOKIE, 'bot-visitor-0001');
      browser.jar.set(AUTOMATED_BOT_COOKIE, '1');
      const res = await call(browser, 'POST', '/api/events', [{ event_name: 'page_view', event_data: '' }]);
      expect(res.json()).toEqual({ accepted: 0 });
      expect(
        await app.deps.db
          .select()
          .from(productEvents)
          .where(eq(productEvents.anonymousId, 'bot-visitor-0001')),
      ).toHaveLength(0);
    });

    it('limits calls per address with a 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_EVENTS_RATE_LIMIT.max; i += 1)
        statuses.push(
          (
            await call(
              app.browser(),
              'POST',
              '/api/events',
              [{ event_name: 'x', event_data: '' }],
              '10.9.9.9',
            )
          ).statusCode,
        );
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('affiliates (spec sections 5 and 7)', () => {
    const encoded = (id: string, context = 'context', body: object = {}) =>
      call(app.browser(), 'POST', `/api/affiliate/getencodedid/${id}/${context}`, body);

    it('refuses an affiliate id that is not a number, and an unknown one', async () => {
      for (const id of ['abc', '12abc', '1e3', '-4', '0x1f', '4.5']) {
        const res = await encoded(encodeURIComponent(id));
        expect(res.statusCode, id).toBe(400);
        expect(res.json().errorText).toBe(ANALYTICS_MESSAGES.AFFILIATE_ID_NOT_NUMBER);
      }
      const unknown = await encoded('999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorText).toBe(ANALYTICS_MESSAGES.AFFILIATE_NOT_FOUND);
      expect((await encoded('42', 'nocontext')).statusCode).toBe(400);
    });

    it('answers the encoded id and name, and records the click with the referrer cut to 512', async () => {
      const referrer = `https://blog.example/${'p'.repeat(700)}`;
      const res = await encoded('42', 'context-signup', {
        referral_site: referrer,
        utm_source: 'newsletter',
        ref_id: 'r-1',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        encoded_affiliate_id: PARTNER.encoded,
        associated_affiliate_name: PARTNER.name,
      });
      const clicks = await app.deps.db
        .select()
        .from(productEvents)
        .where(eq(productEvents.name, 'affiliate_click'));
      const click = clicks.find((row) => row.props.context === 'context-signup');
      expect(click?.props).toMatchObject({ affiliate_id: 42, utm_source: 'newsletter', ref_id: 'r-1' });
      expect(String(click?.props.referral_site)).toHaveLength(512);
    });

    it('sets the affiliate network cookie for 30 days only with both parameters', async () => {
      const missing = await call(app.browser(), 'PUT', '/api/shareasale/set-cookie', { merchant_id: 'm1' });
      expect(missing.statusCode).toBe(400);
      const res = await call(app.browser(), 'PUT', '/api/shareasale/set-cookie', {
        merchant_id: 'm1',
        tracking_id: 't-99',
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'affiliate_network');
      expect(cookie).toMatchObject({ maxAge: 30 * 24 * 3600, httpOnly: true });
      // The two ids and when: the api holds the 30 days itself (parseNetworkCookie).
      expect(parseNetworkCookie(cookie?.value, Date.now())).toMatchObject({
        merchantId: 'm1',
        trackingId: 't-99',
      });
    });
  });

  describe('GET /api/analytics/subscription-type', () => {
    it('answers 401 with errorText when logged out, and the type when signed in', async () => {
      const out = await call(app.browser(), 'GET', '/api/analytics/subscription-type');
      expect(out.statusCode).toBe(401);
      expect(out.json().errorText).toBe(NOT_LOGGED_IN_MESSAGE);
      const learner = await app.login('learner@example.com');
      const res = await learner.get('/api/analytics/subscription-type');
      expect(res.statusCode, res.body).toBe(200);
      expect(['free', 'standard', 'premium', 'premium_plus', 'trial', 'team']).toContain(
        res.json().subscription_type,
      );
    });
  });

  describe('sign-up and payment attribution, and the staff report', () => {
    it('stores first touch with the affiliate checked on the server and the referrer cut', async () => {
      const { userId } = await signUp('ada.partner@example.com', {
        utm_source: 'Newsletter',
        utm_campaign: 'fall',
        initial_utm_source: 'Newsletter',
        referral_site: `https://news.example/${'q'.repeat(600)}`,
        encoded_affiliate_id: PARTNER.encoded,
        affiliate_name: 'Someone Else Entirely',
        impact_click_id: 'only-for-impact',
      });
      const profile = await profileOf(userId);
      expect(profile?.acquisitionSource).toBe(`affiliate:${PARTNER.name}`);
      expect(profile?.firstTouch).toMatchObject({
        utm_source: 'Newsletter',
        utm_campaign: 'fall',
        affiliate: '42',
        affiliate_name: PARTNER.name,
        encoded_affiliate_id: PARTNER.encoded,
        impact_click_id: 'only-for-impact',
      });
      expect(profile?.firstTouch.referral_site).toHaveLength(512);
      const signups = await app.deps.db.select().from(productEvents).where(eq(productEvents.userId, userId));
      expect(signups.map((row) => row.name)).toContain('sign_up');
    });

    it("takes an SSO sign-up's attribution through POST /api/user/utm, once", async () => {
      // The seed's users have no sign_up event, like an account the SSO callback just made.
      const sso = await app.login('author@example.com');
      const first = await sso.post('/api/user/utm', { utm_source: 'Conf', initial_utm_source: 'Conf' });
      expect(first.statusCode, first.body).toBe(200);
      const [user] = await app.deps.db.select().from(users).where(eq(users.email, 'author@example.com'));
      expect((await profileOf(user?.id as string))?.acquisitionSource).toBe('utm:conf');
      expect((await sso.post('/api/user/utm', { utm_source: 'Later' })).statusCode).toBe(200);
      const profile = await profileOf(user?.id as string);
      expect(profile?.acquisitionSource).toBe('utm:conf');
      expect(profile?.firstTouch.utm_source).toBe('Conf');
      const signups = await app.deps.db
        .select()
        .from(productEvents)
        .where(eq(productEvents.userId, user?.id as string));
      expect(signups.filter((row) => row.name === 'sign_up')).toHaveLength(1);
    });

    it('drops an affiliate the server does not know, and its click id', async () => {
      const { userId } = await signUp('ada.forged@example.com', {
        encoded_affiliate_id: 'aff_forged',
        affiliate_name: 'Forged',
        impact_click_id: 'x',
        utm_source: 'Twitter',
      });
      const profile = await profileOf(userId);
      expect(profile?.acquisitionSource).toBe('utm:twitter');
      expect(profile?.firstTouch.affiliate_name).toBeUndefined();
      expect(profile?.firstTouch.impact_click_id).toBeUndefined();
    });

    it("attributes the payment to the checkout's snapshot, else the first touch; staff see both", async () => {
      const { browser, userId } = await signUp('ada.buyer@example.com', {
        encoded_affiliate_id: PARTNER.encoded,
      });
      const paid = await browser.post('/api/checkout/subscription-buy', {
        idempotency_key: newKey(),
        plan: '200-1-6000',
        card: GOOD_CARD,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [txn] = await app.deps.db
        .select()
        .from(billingTransactions)
        .where(eq(billingTransactions.userId, userId));
      expect(txn?.source).toBe(`affiliate:${PARTNER.name}`);
      expect(txn?.amountCents).toBeGreaterThan(0);

      const { browser: other, userId: otherId } = await signUp('ada.utm@example.com', {});
      const res = await other.post('/api/checkout/subscription-buy', {
        idempotency_key: newKey(),
        plan: '200-1-6000',
        card: GOOD_CARD,
        attribution: { utm_source: 'Podcast', referral_site: 'https://pod.example/' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [otherTxn] = await app.deps.db
        .select()
        .from(billingTransactions)
        .where(eq(billingTransactions.userId, otherId));
      expect(otherTxn?.source).toBe('utm:podcast');
      expect(otherTxn?.attribution).toEqual({ utm_source: 'Podcast', referral_site: 'https://pod.example/' });
      const events = await app.deps.db.select().from(productEvents).where(eq(productEvents.userId, otherId));
      expect(events.map((row) => row.name)).toEqual(
        expect.arrayContaining(['sign_up', 'checkout_started', 'checkout_paid']),
      );

      const staff = await app.login('staff@learnbox.dev');
      const report = await staff.get(`/api/staff/growth?from=${today()}&to=${today()}`);
      expect(report.statusCode, report.body).toBe(200);
      const body = report.json();
      const partner = body.by_source.find(
        (row: { source: string }) => row.source === `affiliate:${PARTNER.name}`,
      );
      expect(partner).toMatchObject({ signups: 2, payments: 1, paid_cents: txn?.amountCents });
      expect(body.by_source.find((row: { source: string }) => row.source === 'utm:podcast')).toMatchObject({
        payments: 1,
        signups: 0,
      });
      expect(body.funnel.signups).toBeGreaterThanOrEqual(4);
      expect(body.funnel.paid).toBeGreaterThanOrEqual(2);
      expect(body.funnel.visitors).toBeGreaterThanOrEqual(1);
      expect(body.revenue.payments).toBeGreaterThanOrEqual(2);
      expect(body.retention[0]).toMatchObject({ active_after_week: 0 });
    });

    it('is staff-only: 401 logged out, 404 for a learner, 400 for a bad range', async () => {
      expect(
        (await call(app.browser(), 'GET', `/api/staff/growth?from=${today()}&to=${today()}`)).statusCode,
      ).toBe(401);
      const learner = await app.login('learner@example.com');
      expect((await learner.get(`/api/staff/growth?from=${today()}&to=${today()}`)).statusCode).toBe(404);
      const staff = await app.login('staff@learnbox.dev');
      const backwards = await staff.get('/api/staff/growth?from=2026-02-01&to=2026-01-01');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errorText).toBe(ANALYTICS_MESSAGES.RANGE_INVALID);
      expect((await staff.get('/api/staff/growth?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
      expect((await staff.get('/api/staff/growth?from=yesterday&to=2026-01-01')).statusCode).toBe(400);
    });
  });

  describe('server-side funnel events', () => {
    it('records the first code run once per user, and each lesson completed', async () => {
      const { browser, userId } = await signUp('ada.runner@example.com', {});
      const interaction = {
        request_id: 'req-funnel',
        author_id: 'learnbox-team',
        work_id: 'crs-python-basics',
        work_type: 'collection',
        page_id: 'lsn-python-hello',
        comp_id: 'first-program',
        comp_type: 'Code',
        is_draft_page: false,
        performance_report: { total_ms: 100, attempts: 1 },
        interaction_map: { status: 200, target: 'direct' },
      };
      for (const requestId of ['req-funnel-1', 'req-funnel-2']) {
        const res = await browser.post('/api/code/log-interaction', {
          ...interaction,
          request_id: requestId,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const subscriber = await app.login('subscriber@example.com');
      const course = (await subscriber.get('/api/collection/modern-javascript')).json();
      const lesson = course.modules[0].lessons[0];
      const done = await subscriber.request({
        method: 'PUT',
        url: `/api/progress/lessons/${lesson.id}/complete`,
      });
      expect(done.statusCode, done.body).toBe(200);

      const runs = await app.deps.db.select().from(productEvents).where(eq(productEvents.userId, userId));
      expect(runs.filter((row) => row.name === 'first_code_run')).toHaveLength(1);
      const completions = await app.deps.db
        .select()
        .from(productEvents)
        .where(eq(productEvents.name, 'lesson_completed'));
      expect(completions.map((row) => row.props.lesson_id)).toContain(lesson.id);
    });
  });

  describe('refer a friend', () => {
    it("credits both sides once, on the friend's first payment only", async () => {
      const { browser: referrer, userId: referrerId } = await signUp('ref.owner@example.com', {});
      const mine = await referrer.get('/api/referral/mine');
      expect(mine.statusCode, mine.body).toBe(200);
      const { code, link } = mine.json();
      expect(link).toContain(`ref=${code}`);
      expect((await referrer.get('/api/referral/mine')).json().code).toBe(code);

      // Her own code does nothing for herself; a friend's sign-up with it is a referral.
      const { browser: friend, userId: friendId } = await signUp('ref.friend@example.com', {
        referral_code: code,
      });
      const [referral] = await app.deps.db
        .select()
        .from(referrals)
        .where(eq(referrals.friendUserId, friendId));
      expect(referral).toMatchObject({ referrerUserId: referrerId, creditedTransactionId: null });

      const first = await friend.post('/api/checkout/subscription-buy', {
        idempotency_key: newKey(),
        plan: '200-1-6000',
        card: GOOD_CARD,
      });
      expect(first.statusCode, first.body).toBe(200);
      const second = await friend.post('/api/checkout/subscription-gift', {
        idempotency_key: newKey(),
        plan: '200-12-6000',
        recipient_email: 'someone@example.com',
        card: GOOD_CARD,
      });
      expect(second.statusCode, second.body).toBe(200);

      const [credited] = await app.deps.db
        .select()
        .from(referrals)
        .where(eq(referrals.friendUserId, friendId));
      expect(credited?.creditedTransactionId).toBeTruthy();
      const [firstTxn] = await app.deps.db
        .select()
        .from(billingTransactions)
        .where(eq(billingTransactions.id, credited?.creditedTransactionId as string));
      expect(firstTxn?.checkoutType).toBe('subscription-buy');
      const coupons = await app.deps.db.select().from(billingCoupons);
      const credits = coupons.filter((c) =>
        [credited?.referrerCoupon, credited?.friendCoupon].includes(c.code),
      );
      expect(credits).toHaveLength(2);
      for (const coupon of credits)
        expect(coupon).toMatchObject({ percentOff: REFERRAL_CREDIT_PERCENT, maxUses: 1 });
      expect(coupons.filter((c) => c.code.startsWith('REFCREDIT-'))).toHaveLength(1);

      const summary = (await referrer.get('/api/referral/mine')).json();
      expect(summary).toMatchObject({ friends_signed_up: 1, friends_paid: 1 });
      expect(summary.credits).toEqual([
        { coupon: credited?.referrerCoupon, percent_off: REFERRAL_CREDIT_PERCENT, used: false },
      ]);
      const friendSummary = (await friend.get('/api/referral/mine')).json();
      expect(friendSummary.credits.map((c: { coupon: string }) => c.coupon)).toEqual([
        credited?.friendCoupon,
      ]);
    });

    it('needs a session', async () => {
      expect((await call(app.browser(), 'GET', '/api/referral/mine')).statusCode).toBe(401);
    });
  });
  describe("the affiliate network's click (spec sections 5 and 7)", () => {
    const NETWORK_TOUCH = {
      network: 'shareasale',
      network_merchant_id: 'm-77',
      network_tracking_id: 'trk.5',
    };
    /** A visitor who came through the network's link: the landing's PUT set the cookie. */
    const fromNetwork = async () => {
      const browser = app.browser();
      const res = await call(browser, 'PUT', '/api/shareasale/set-cookie', {
        merchant_id: 'm-77',
        tracking_id: 'trk.5',
      });
      expect(res.statusCode, res.body).toBe(200);
      return browser;
    };
    const withCookie = (value: string) => {
      const browser = app.browser();
      browser.jar.set(AFFILIATE_NETWORK_COOKIE, encodeURIComponent(value));
      return browser;
    };

    it('carries the cookie into the sign-up: first touch, source and the sign_up event', async () => {
      const { userId } = await signUp(
        'nia.network@example.com',
        { utm_source: 'Deals' },
        await fromNetwork(),
      );
      const profile = await profileOf(userId);
      expect(profile?.acquisitionSource).toBe('affiliate:shareasale');
      expect(profile?.firstTouch).toMatchObject({ ...NETWORK_TOUCH, utm_source: 'Deals' });
      expect(Date.parse(profile?.firstTouch.network_clicked_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const [signup] = await app.deps.db.select().from(productEvents).where(eq(productEvents.userId, userId));
      expect(signup?.props).toEqual({ source: 'affiliate:shareasale' });
    });

    it('keeps our own affiliate first, with the network click beside it', async () => {
      const { userId } = await signUp(
        'nia.both@example.com',
        { encoded_affiliate_id: PARTNER.encoded },
        await fromNetwork(),
      );
      const profile = await profileOf(userId);
      expect(profile?.acquisitionSource).toBe(`affiliate:${PARTNER.name}`);
      expect(profile?.firstTouch).toMatchObject({ ...NETWORK_TOUCH, affiliate: String(PARTNER.id) });
    });

    it('takes nothing from a cookie past its 30 days, of the old format, forged, or from the body', async () => {
      const old = Date.now() - AFFILIATE_CLICK_ID_TTL_MS - 60_000;
      const cookies = [
        networkCookieValue({ merchantId: 'm-77', trackingId: 'trk.5', clickedAt: old }),
        'm-77.trk.5',
        `m-77~trk<5>~${Date.now()}`,
        networkCookieValue({
          merchantId: 'm-77',
          trackingId: 'trk.5',
          clickedAt: Date.now() + 3 * 86_400_000,
        }),
      ];
      for (const [index, value] of cookies.entries()) {
        const { userId } = await signUp(
          `nia.stale${index}@example.com`,
          // The browser's body has no say in the network: only our cookie does.
          { utm_source: 'Stale', network: 'shareasale', network_merchant_id: 'forged' },
          withCookie(value),
        );
        const profile = await profileOf(userId);
        expect(profile?.acquisitionSource, value).toBe('utm:stale');
        expect(profile?.firstTouch.network, value).toBeUndefined();
        expect(profile?.firstTouch.network_merchant_id, value).toBeUndefined();
      }
    });

    it("credits a checkout to the network when the buyer's cookie is live", async () => {
      // Signed up directly; came back through the network's link later and bought.
      const { browser, userId } = await signUp('nia.buyer@example.com', {});
      expect((await profileOf(userId))?.acquisitionSource).toBe('direct');
      const cookie = await call(browser, 'PUT', '/api/shareasale/set-cookie', {
        merchant_id: 'm-77',
        tracking_id: 'trk.5',
      });
      expect(cookie.statusCode, cookie.body).toBe(200);
      const paid = await browser.post('/api/checkout/subscription-buy', {
        idempotency_key: newKey(),
        plan: '200-1-6000',
        card: GOOD_CARD,
        attribution: { utm_source: 'Podcast' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [txn] = await app.deps.db
        .select()
        .from(billingTransactions)
        .where(eq(billingTransactions.userId, userId));
      expect(txn?.source).toBe('affiliate:shareasale');
      expect(txn?.attribution).toMatchObject({ ...NETWORK_TOUCH, utm_source: 'Podcast' });
    });

    it("carries it into an SSO sign-up's attribution, even with nothing else stored", async () => {
      // The seed's owner has no sign_up event, like an account the SSO callback just made.
      const sso = await app.login('owner@example.com');
      const cookie = await call(sso, 'PUT', '/api/shareasale/set-cookie', {
        merchant_id: 'm-77',
        tracking_id: 'trk.5',
      });
      expect(cookie.statusCode, cookie.body).toBe(200);
      const res = await sso.post('/api/user/utm', {});
      expect(res.statusCode, res.body).toBe(200);
      const [user] = await app.deps.db.select().from(users).where(eq(users.email, 'owner@example.com'));
      const profile = await profileOf(user?.id as string);
      expect(profile?.acquisitionSource).toBe('affiliate:shareasale');
      expect(profile?.firstTouch).toMatchObject(NETWORK_TOUCH);
    });
  });
});
