import { eq, organizations, users } from '@learnbox/db';
import { SITE_HOST_HEADER } from '@learnbox/domain';
import { startTestIssuer, type TestIssuer } from '@learnbox/testing/oidc-issuer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { membersUrl } from '../organizations/testing/team-test-helpers';

const ACME = 'org_acme';
const ORG_HOST = { [SITE_HOST_HEADER]: 'acme.teams.localhost:3000' };
const REDIRECT_URI = 'http://acme.teams.localhost:3000/api/org-sso/callback';

/**
 * The whole sign-in through an organization's own provider: the api sends the browser to a real
 * OpenID Connect provider (oidc-provider on loopback), the test plays the person at its login and
 * consent pages, and the provider's redirect comes back to the api's callback.
 */
describe('organization SSO sign-in, end to end', () => {
  let app: BillingTestApp;
  let issuer: TestIssuer;
  let admin: TestBrowser;

  beforeAll(async () => {
    app = await buildBillingTestApp();
    issuer = await startTestIssuer({
      clientId: 'acme-app',
      clientSecret: 'acme-secret-0123456789',
      redirectUri: REDIRECT_URI,
      accounts: {
        'unverified@acme.example': {
          email: 'unverified@acme.example',
          email_verified: false,
          name: 'Un Verified',
        },
      },
    });
    admin = await app.login('admin@example.com');
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/organizations/${ACME}/host-settings/sso`,
      payload: { issuer: issuer.issuer, client_id: 'acme-app', client_secret: 'acme-secret-0123456789' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    await issuer?.close();
    await app.dispose();
  });

  /** Starts on the organization's host; returns the provider's authorization URL. */
  const start = async (browser: TestBrowser, page = '/explore') => {
    const res = await browser.get(`/api/org-sso/start?page_uri=${encodeURIComponent(page)}`, ORG_HOST);
    expect(res.statusCode, res.body).toBe(302);
    return new URL(res.headers.location as string);
  };
  /** The provider's redirect, delivered to the api's callback as the browser would. */
  const finish = (browser: TestBrowser, callback: URL) =>
    browser.get(`/api/org-sso/callback${callback.search}`, ORG_HOST);
  const signIn = async (browser: TestBrowser, login: string, page = '/explore') =>
    finish(browser, await issuer.signIn((await start(browser, page)).toString(), login));
  const emailOf = async (browser: TestBrowser) => {
    const res = await browser.get('/api/user/info');
    return res.statusCode === 200 ? (res.json().email as string) : null;
  };
  const memberEmails = async () =>
    ((await admin.get(membersUrl(ACME))).json().members as { email: string }[]).map((member) => member.email);

  it('runs the code flow with PKCE, state and nonce, then signs a new person in with a seat', async () => {
    const browser = app.browser();
    const authorize = await start(browser);
    expect(authorize.origin).toBe(issuer.issuer);
    const params = authorize.searchParams;
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('scope')).toContain('openid');
    const callback = await issuer.signIn(authorize.toString(), 'new.hire@acme.example');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    const done = await finish(browser, callback);
    expect(done.statusCode, done.body).toBe(302);
    expect(done.headers.location).toBe('/explore');
    expect(await emailOf(browser)).toBe('new.hire@acme.example');
    expect(await memberEmails()).toContain('new.hire@acme.example');
    // The session cookie is host-only: it names no Domain, so it stays on the organization's host.
    const setCookies = ([] as string[]).concat(done.headers['set-cookie'] as string | string[]);
    const session = setCookies.find((cookie) => cookie.startsWith('learnbox.session_token='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/domain=/i);
    expect(session).toMatch(/httponly/i);
    // The same return, replayed, is refused: each attempt works once.
    const replay = await finish(app.browser(), callback);
    expect(replay.headers.location).toMatch(/^\/login\?sso_error=expired/);
    // A second sign-in finds the same account through its linked subject.
    const again = app.browser();
    expect((await signIn(again, 'new.hire@acme.example')).headers.location).toBe('/explore');
    expect(await emailOf(again)).toBe('new.hire@acme.example');
  });

  it('refuses an address the provider did not verify', async () => {
    const browser = app.browser();
    const done = await signIn(browser, 'unverified@acme.example');
    expect(done.headers.location).toMatch(/^\/login\?sso_error=unverified/);
    expect(await emailOf(browser)).toBeNull();
  });

  it('never hands an existing outsider account to the organization’s provider; members get in', async () => {
    const outsider = app.browser();
    const refused = await signIn(outsider, 'learner@example.com');
    expect(refused.headers.location).toMatch(/^\/login\?sso_error=account-exists/);
    expect(await emailOf(outsider)).toBeNull();
    // Logged in first, the person connects the identity to their own account.
    const learner = await app.login('learner@example.com');
    const connected = await signIn(learner, 'learner@example.com', '/mycourses');
    expect(connected.headers.location).toBe('/mycourses');
    expect(await memberEmails()).toContain('learner@example.com');
    // An existing member of the organization is let in by address.
    const member = app.browser();
    expect((await signIn(member, 'member@example.com')).headers.location).toBe('/explore');
    expect(await emailOf(member)).toBe('member@example.com');
    // Not a member whose account has a second factor: the provider must not step around it.
    await app.deps.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(eq(users.email, 'admin@example.com'));
    const guarded = app.browser();
    expect((await signIn(guarded, 'admin@example.com')).headers.location).toMatch(/sso_error=account-exists/);
    expect(await emailOf(guarded)).toBeNull();
  });

  it('signs in without a seat when all seats are taken, and says so', async () => {
    // Five paid seats (the seeded free onboarding seats taken away): admin, member, new.hire and
    // learner hold four.
    await app.deps.db.update(organizations).set({ freeOnboardingSeats: 0 }).where(eq(organizations.id, ACME));
    const fifth = app.browser();
    expect((await signIn(fifth, 'fifth@acme.example')).headers.location).toBe('/explore');
    const sixth = app.browser();
    const done = await signIn(sixth, 'sixth@acme.example', '/explore?tab=all');
    expect(done.headers.location).toBe('/explore?tab=all&sso_notice=no-seat');
    expect(await emailOf(sixth)).toBe('sixth@acme.example');
    expect(await memberEmails()).not.toContain('sixth@acme.example');
  });

  it('refuses returns from another browser, from the provider’s errors, and starts off the organization host', async () => {
    const starter = app.browser();
    const callback = await issuer.signIn((await start(starter)).toString(), 'someone@acme.example');
    // Another browser (no state cookie) cannot use it: login CSRF.
    expect((await finish(app.browser(), callback)).headers.location).toMatch(/sso_error=expired/);
    // The provider said no.
    const denied = app.browser();
    const state = (await start(denied)).searchParams.get('state');
    const error = await denied.get(`/api/org-sso/callback?error=access_denied&state=${state}`, ORG_HOST);
    expect(error.headers.location).toMatch(/sso_error=failed/);
    // A code that was never issued.
    const forged = app.browser();
    const forgedState = (await start(forged)).searchParams.get('state');
    const bad = await forged.get(
      `/api/org-sso/callback?code=forged&state=${forgedState}&iss=${encodeURIComponent(issuer.issuer)}`,
      ORG_HOST,
    );
    expect(bad.headers.location).toMatch(/sso_error=failed/);
    expect(await emailOf(forged)).toBeNull();
    // The main host and unknown organizations have no organization sign-in.
    const main = await app.browser().get('/api/org-sso/start?page_uri=/');
    expect(main.headers.location).toMatch(/sso_error=not-configured/);
    const unknown = await app
      .browser()
      .get('/api/org-sso/start', { [SITE_HOST_HEADER]: 'nobody.teams.localhost:3000' });
    expect(unknown.headers.location).toMatch(/sso_error=not-configured/);
    // A hostile return address is dropped for the home page.
    const hostile = await app.browser().get('/api/org-sso/start?page_uri=//evil.example', ORG_HOST);
    expect(hostile.statusCode).toBe(302);
    const junk = await app.browser().get(`/api/org-sso/callback?state=${'x'.repeat(600)}`, ORG_HOST);
    expect(junk.statusCode).toBe(400);
  });
});
