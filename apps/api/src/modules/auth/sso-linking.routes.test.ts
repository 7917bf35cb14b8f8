import { accounts, and, eq, shots, users } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  type TestBrowser,
} from './testing/accounts-test-app';
import { type OAuthProvider, type ProviderProfile, startOAuthProvider } from './testing/oauth-provider';
import { ssoRoundTrip } from './testing/sso-round-trip';

/**
 * Issue 10, single sign-on: a provider's unverified address must not link into an existing account
 * (that would hand the account to whoever typed the address at the provider), must not count as
 * verified, and a verified one must not join a local account whose own address was never proven.
 * The provider is configured as "google" on purpose: an OIDC provider may carry any id, so no
 * provider is trusted by its name.
 */
describe('single sign-on links accounts only through verified addresses', { timeout: APP_TIMEOUT_MS }, () => {
  let provider: OAuthProvider;
  let app: AccountsTestApp;
  beforeAll(async () => {
    provider = await startOAuthProvider();
    app = await buildAccountsTestApp({
      config: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'learnbox',
        OIDC_CLIENT_SECRET: 'learnbox-secret',
        OIDC_PROVIDER_ID: 'google',
        OIDC_PROVIDER_NAME: 'Google Workspace',
      },
      // Sessions stay cached for a minute: verification must reach them anyway.
      overrides: { cacheTtlMs: 60_000 },
    });
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.dispose();
    await provider?.close();
  });

  const signIn = (browser: TestBrowser, profile: ProviderProfile) =>
    ssoRoundTrip(browser, provider, { providerId: 'google', operation: 'login', profile });

  const linkedTo = async (userId: string) =>
    app.deps.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'google')));

  it('does not link an unverified provider address into an existing account', async () => {
    const browser = app.browser();
    const result = await signIn(browser, {
      sub: 'google-mallory',
      email: 'learner@example.com',
      email_verified: false,
      name: 'Mallory',
    });
    expect(result?.status).toBe('failure');
    expect(await linkedTo('usr_demo_learner')).toEqual([]);
    expect((await browser.get('/api/user/info')).statusCode).toBe(401);
  });

  it('does not join a verified provider address to a local account that never proved it', async () => {
    const squatter = app.browser();
    await squatter.post('/api/user/signup', {
      full_name: 'Squatter',
      email: 'victim@example.com',
      password: 'a-long-password',
    });
    const [local] = await app.deps.db.select().from(users).where(eq(users.email, 'victim@example.com'));
    const browser = app.browser();
    const result = await signIn(browser, {
      sub: 'google-victim',
      email: 'victim@example.com',
      email_verified: true,
      name: 'Victim',
    });
    expect(result?.status).toBe('failure');
    expect(await linkedTo(local?.id ?? '')).toEqual([]);
    const [after] = await app.deps.db
      .select()
      .from(users)
      .where(eq(users.id, local?.id ?? ''));
    expect(after?.emailVerified).toBe(false);
    expect((await browser.get('/api/user/info')).statusCode).toBe(401);
  });

  it('a new account from an unverified provider address is unverified and no staff', async () => {
    const browser = app.browser();
    const result = await signIn(browser, {
      sub: 'google-new-staff',
      email: 'newcomer@learnbox.dev',
      email_verified: false,
      name: 'Newcomer',
    });
    expect(result).toMatchObject({ status: 'success', details: ['new'] });
    expect((await browser.get('/api/user/info')).json()).toMatchObject({
      email: 'newcomer@learnbox.dev',
      verified: false,
      is_internal_staff: false,
    });
  });

  it('links a verified provider address to the verified account that owns it', async () => {
    const browser = app.browser();
    const result = await signIn(browser, {
      sub: 'google-staff',
      email: 'staff@learnbox.dev',
      email_verified: true,
      name: 'Stan Staff',
    });
    expect(result).toMatchObject({ status: 'success', details: ['existing'] });
    expect(await linkedTo('usr_demo_staff')).toHaveLength(1);
    expect((await browser.get('/api/user/info')).json()).toMatchObject({
      user_id: 'usr_demo_staff',
      is_internal_staff: true,
    });
  });

  it('once the provider verifies the address, every session of the account sees it on its next request', async () => {
    await app.deps.db
      .update(shots)
      .set({ draftViewers: ['later@example.com'] })
      .where(eq(shots.id, 'shot-git-worktrees'));
    const draft = '/api/edpresso/shot/url/answers/git-worktrees';
    const first = app.browser();
    const profile = { sub: 'google-later', email: 'later@example.com', name: 'Later' };
    expect(await signIn(first, { ...profile, email_verified: false })).toMatchObject({ status: 'success' });
    expect((await first.get(draft)).statusCode).toBe(404);

    const second = app.browser();
    expect(await signIn(second, { ...profile, email_verified: true })).toMatchObject({ status: 'success' });
    expect((await second.get('/api/user/info')).json().verified).toBe(true);
    expect((await second.get(draft)).statusCode).toBe(200);
    expect((await first.get(draft)).statusCode).toBe(200);
  });
});
