import { userInfoSchema } from '@learnbox/contracts';
import { eq, userProfiles } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
} from '../auth/testing/accounts-test-app';

describe('user info and user data', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({ overrides: { cacheTtlMs: 0 } });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const loggedIn = async (email: string) => {
    const browser = app.browser();
    const res = await browser.post('/api/user/login', { email, password: 'learnbox-demo' });
    expect(res.statusCode, res.body).toBe(200);
    return browser;
  };

  it('returns every field of spec section 3 with real values for a B2C learner', async () => {
    const info = userInfoSchema
      .strict()
      .parse((await (await loggedIn('learner@example.com')).get('/api/user/info')).json());
    expect(info).toMatchObject({
      user_id: 'usr_demo_learner',
      email: 'learner@example.com',
      verified: true,
      is_internal_staff: false,
      user_theme: 'unset',
      two_factor_via_email: false,
      is_user_subscribed: false,
      workflow_onboarding: {
        next_onboarding_stage: null,
        is_onboarding_completed: false,
        redirected_project_id: null,
      },
      organizations: [],
      active_organization_id: null,
      freemium_info: { is_work_freemium: false, is_learn_freemium: false },
      bannerDetails: {},
      feature_feedbacks_submitted: [],
    });
    expect(new Date(info.sign_up_date).getTime()).toBeGreaterThan(0);
  });

  it('returns stored flags as the later features set them', async () => {
    await app.deps.db
      .update(userProfiles)
      .set({
        hasActiveB2cTrial: true,
        hasAvailedB2cTrial: true,
        bannerDetails: { holiday: { hidden: true } },
        viewed: { weekly_goals: true },
        workflowOnboarding: {
          next_onboarding_stage: 'goals',
          is_onboarding_completed: false,
          redirected_project_id: 'p1',
        },
      })
      .where(eq(userProfiles.userId, 'usr_demo_owner'));
    const browser = await loggedIn('owner@example.com');
    const info = (await browser.get('/api/user/info')).json();
    expect(info).toMatchObject({
      owns_paid_courses: true,
      has_active_b2c_trial: true,
      has_availed_b2c_trial: true,
      bannerDetails: { holiday: { hidden: true } },
      viewed_weekly_goals: true,
      viewed_project_previews: false,
      workflow_onboarding: { next_onboarding_stage: 'goals', redirected_project_id: 'p1' },
    });
    expect(browser.cookie('trial_availed')).toBe('true');
  });

  it('marks internal staff by e-mail domain and a subscriber by flag (cookie too)', async () => {
    expect(
      (await (await loggedIn('staff@learnbox.dev')).get('/api/user/info')).json().is_internal_staff,
    ).toBe(true);
    const subscriber = await loggedIn('subscriber@example.com');
    expect((await subscriber.get('/api/user/info')).json().is_user_subscribed).toBe(true);
    expect(subscriber.cookie('subscribed')).toBe('true');
  });

  it('returns organizations with role flags and keeps a valid stored active organization', async () => {
    const admin = await loggedIn('admin@example.com');
    const info = userInfoSchema.parse((await admin.get('/api/user/info')).json());
    expect(info.active_organization_id).toBe('org_acme');
    expect(info.organizations).toEqual([
      expect.objectContaining({
        organization_id: 'org_acme',
        name: 'Acme Engineering',
        is_admin: true,
        admin_level: 1,
        is_manager: false,
        is_subscriber: true,
        subscription_id: 'sub_acme_enterprise',
        subscriptions: [
          expect.objectContaining({ subscription_sub_type: 'ENTERPRISE', subscription_type: 7001 }),
        ],
        include_all_courses: true,
      }),
    ]);
    const member = (await (await loggedIn('member@example.com')).get('/api/user/info')).json();
    expect(member.organizations[0]).toMatchObject({
      is_admin: false,
      admin_level: null,
      is_subscriber: true,
    });
  });

  it('stores the first organization when the stored one is gone, and null without organizations', async () => {
    await app.deps.db
      .update(userProfiles)
      .set({ activeOrganizationId: 'org_gone' })
      .where(eq(userProfiles.userId, 'usr_demo_member'));
    const info = (await (await loggedIn('member@example.com')).get('/api/user/info')).json();
    expect(info.active_organization_id).toBe('org_acme');
    const [row] = await app.deps.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, 'usr_demo_member'));
    expect(row?.activeOrganizationId).toBe('org_acme');
    await app.deps.db
      .update(userProfiles)
      .set({ activeOrganizationId: 'org_gone' })
      .where(eq(userProfiles.userId, 'usr_demo_author'));
    expect(
      (await (await loggedIn('author@example.com')).get('/api/user/info')).json().active_organization_id,
    ).toBeNull();
  });

  it('saves the theme (dark_mode_selected follows dark and light) and serves it in user_config', async () => {
    const browser = await loggedIn('author@example.com');
    const dark = await browser.post('/api/userdata/darkmode', { frontend_theme: 'dark' });
    expect(dark.json()).toEqual({ frontend_theme: 'dark', dark_mode_selected: true });
    await browser.post('/api/userdata/darkmode', { frontend_theme: 'system_preference' });
    const config = await browser.get('/api/userdata/user_config');
    expect(config.json()).toMatchObject({ frontend_theme: 'system_preference', dark_mode_selected: true });
    expect(config.headers['cache-control']).toBe('private, max-age=10');
    expect((await browser.get('/api/userdata/user_config?cache=false')).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await browser.get('/api/user/info')).json()).toMatchObject({
      user_theme: 'system_preference',
      dark_mode_selected: true,
    });
    const bad = await browser.post('/api/userdata/darkmode', { frontend_theme: 'purple' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('frontend_theme');
  });

  it('stores UTM data after an SSO sign-up, keeping first-touch values', async () => {
    const browser = await loggedIn('learner@example.com');
    expect(
      (await browser.post('/api/user/utm', { utm_source: 'ads', initial_utm_source: 'blog' })).statusCode,
    ).toBe(200);
    await browser.post('/api/user/utm', { utm_source: 'mail', initial_utm_source: 'other' });
    const [row] = await app.deps.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, 'usr_demo_learner'));
    expect(row?.utm).toEqual({ utm_source: 'mail', initial_utm_source: 'blog' });
  });

  it('needs a login for every user data endpoint (401)', async () => {
    const anonymous = app.browser();
    for (const [method, url] of [
      ['GET', '/api/user/info'],
      ['GET', '/api/userdata/user_config'],
      ['POST', '/api/userdata/darkmode'],
      ['GET', '/api/userdata/two-factor'],
      ['POST', '/api/user/utm'],
    ] as const) {
      const res = await anonymous.request({
        method,
        url,
        payload: method === 'POST' ? { frontend_theme: 'dark' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('user info cache', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({ overrides: { cacheTtlMs: 60_000 } });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it("shows a user's own writes at once, through any module", async () => {
    const browser = app.browser();
    await browser.post('/api/user/login', { email: 'learner@example.com', password: 'learnbox-demo' });
    expect((await browser.get('/api/user/info')).json().user_theme).toBe('unset');
    await browser.post('/api/userdata/darkmode', { frontend_theme: 'light' });
    expect((await browser.get('/api/user/info')).json().user_theme).toBe('light');
    // A write made elsewhere (a job, a webhook) is announced through the accounts decorator.
    await app.deps.db
      .update(userProfiles)
      .set({ isUserSubscribed: true })
      .where(eq(userProfiles.userId, 'usr_demo_learner'));
    app.accounts.invalidateUserInfo('usr_demo_learner');
    expect((await browser.get('/api/user/info')).json().is_user_subscribed).toBe(true);
  });
});
