import { eq, users } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  type TestBrowser,
} from '../modules/auth/testing/accounts-test-app';
import {
  type OAuthProvider,
  type ProviderProfile,
  startOAuthProvider,
} from '../modules/auth/testing/oauth-provider';
import { ssoRoundTrip } from '../modules/auth/testing/sso-round-trip';

/**
 * OnboardingModal for new sign-ups (user info's show_onboarding_questionnaire): an e-mail or SSO
 * sign-up is offered the questionnaire; answering or closing it stops the offer; logging in to an
 * existing account offers nothing.
 */
describe('the onboarding questionnaire offered to new sign-ups', { timeout: APP_TIMEOUT_MS }, () => {
  let provider: OAuthProvider;
  let app: AccountsTestApp;
  beforeAll(async () => {
    provider = await startOAuthProvider();
    app = await buildAccountsTestApp({
      config: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'learnbox',
        OIDC_CLIENT_SECRET: 'learnbox-secret',
        OIDC_PROVIDER_ID: 'acme',
        OIDC_PROVIDER_NAME: 'Acme SSO',
      },
    });
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.dispose();
    await provider?.close();
  });

  const offered = async (browser: TestBrowser) => {
    const info = await browser.get('/api/user/info');
    expect(info.statusCode, info.body).toBe(200);
    return info.json().show_onboarding_questionnaire as boolean;
  };

  const signUp = async (email: string, query = '') => {
    const browser = app.browser();
    const res = await browser.post(`/api/user/signup${query}`, {
      full_name: 'Nina Newcomer',
      email,
      ...(query ? {} : { password: 'a-long-enough-password' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return browser;
  };

  const ssoSignIn = (browser: TestBrowser, profile: ProviderProfile) =>
    ssoRoundTrip(browser, provider, { providerId: 'acme', operation: 'signup', profile });

  it('offers it after an e-mail sign-up, and answering stops the offer for good', async () => {
    const browser = await signUp('nina.answers@example.com');
    expect(await offered(browser)).toBe(true);
    const answered = await browser.post('/api/user/onboarding', {
      goal: 'upskill',
      experience: 'some',
      language: 'python',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await offered(browser)).toBe(false);
    expect((await browser.get('/api/user/info')).json().workflow_onboarding.is_onboarding_completed).toBe(
      true,
    );
  });

  it('closing it unanswered stops the offer and leaves onboarding not done', async () => {
    const browser = await signUp('nina.closes@example.com');
    expect(await offered(browser)).toBe(true);
    const dismissed = await browser.post('/api/user/onboarding/dismiss', {});
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({
      show_onboarding_questionnaire: false,
      is_onboarding_completed: false,
    });
    expect(await offered(browser)).toBe(false);
    expect((await browser.get('/api/user/info')).json().workflow_onboarding.is_onboarding_completed).toBe(
      false,
    );
    // Closing again changes nothing, and a visitor has nothing to close.
    expect((await browser.post('/api/user/onboarding/dismiss', {})).statusCode).toBe(200);
    expect((await app.browser().post('/api/user/onboarding/dismiss', {})).statusCode).toBe(401);
  });

  it("offers it to a buyer's sign-up without a password too", async () => {
    const browser = await signUp('nina.buys@example.com', '?signup_type=loggedout-user-purchase');
    expect(await offered(browser)).toBe(true);
  });

  it('offers it after an SSO sign-up, not after an SSO or password log-in to an existing account', async () => {
    const browser = app.browser();
    const profile = { sub: 'acme-nina', email: 'nina.sso@example.com', email_verified: true, name: 'Nina' };
    expect(await ssoSignIn(browser, profile)).toMatchObject({ status: 'success', details: ['new'] });
    expect(await offered(browser)).toBe(true);
    expect((await browser.post('/api/user/onboarding/dismiss', {})).statusCode).toBe(200);

    const again = app.browser();
    expect(await ssoSignIn(again, profile)).toMatchObject({ status: 'success', details: ['existing'] });
    expect(await offered(again)).toBe(false);

    const learner = app.browser();
    const login = await learner.post('/api/user/login', {
      email: 'learner@example.com',
      password: 'learnbox-demo',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await offered(learner)).toBe(false);
    // The result step's query is the browser's: an old account replaying "new" is offered nothing.
    // (The seed made the learner seconds ago; a real account of hers is older.)
    await app.deps.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 24 * 3600_000) })
      .where(eq(users.email, 'learner@example.com'));
    const replay = await learner.get('/api/user/sso-result?provider=acme&operation=signup&result=new');
    expect(replay.statusCode).toBe(302);
    expect(await offered(learner)).toBe(false);
  });
});
