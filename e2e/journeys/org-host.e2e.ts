import { startTestIssuer, type TestIssuer } from '@learnbox/testing/oidc-issuer';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { DEMO_PASSWORD } from '../support/session';

/**
 * Issue 16, organizations on their own host: the demo organization Acme (subdomain `acme`) at
 * `acme.teams.localhost` on the web's port (Chromium resolves every *.localhost to loopback). A
 * visitor sees Acme's name and only priced courses; an unknown subdomain is a 404; Acme's admin
 * sets up single sign-on in the dashboard against a real OpenID provider, and a new person signs in
 * with it on Acme's host.
 */
describe('organization host and SSO', () => {
  const web = new URL(inject('webUrl'));
  const orgOrigin = `${web.protocol}//acme.teams.localhost:${web.port}`;
  let browser: Browser;
  let issuer: TestIssuer;

  /** A context on the organization's host (the bot guard bypassed there as on the main host). */
  async function orgContext(): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: orgOrigin, viewport: { width: 1280, height: 800 } });
    await context.addCookies([
      { name: 'bot_guard_bypass', value: inject('botGuardBypassToken'), url: orgOrigin },
    ]);
    // The provider's pages link a web font; there is no internet here.
    await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
    return context;
  }

  beforeAll(async () => {
    issuer = await startTestIssuer({
      clientId: 'acme-learnbox',
      clientSecret: 'acme-learnbox-secret',
      redirectUri: `${orgOrigin}/api/org-sso/callback`,
      tokenEndpointAuthMethod: 'client_secret_post',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await issuer?.close();
  });

  it('shows a visitor Acme’s space without free, unpriced or interview-preparation courses', async () => {
    const context = await orgContext();
    const page = await context.newPage();
    await page.goto('/explore');
    expect(await page.getByTestId('org-host-name').textContent()).toBe('Acme Engineering');
    await page.getByTestId('course-card').first().waitFor();
    const titles = await page.getByTestId('course-card').locator('h3').allTextContents();
    expect(titles.join('|')).toContain('Modern JavaScript');
    expect(titles.join('|')).not.toMatch(/Python|Bash|Data Structures/);
    await page.screenshot({ path: artifactPath('org-host-1-explore.png') });
    const hidden = await page.goto('/courses/python-basics');
    expect(hidden?.status()).toBe(404);
    const unknown = await page.goto(`${web.protocol}//nobody.teams.localhost:${web.port}/`);
    expect(unknown?.status()).toBe(404);
    await context.close();
  });

  it('lets Acme’s admin set up SSO, and a new person signs in with Acme on its host', async () => {
    const adminContext = await orgContext();
    const admin = await adminContext.newPage();
    // Logged in on Acme's host itself: the session cookie belongs to that host. (Node cannot resolve
    // *.localhost, so the login call is made from the page, as the login form would.)
    await admin.goto('/login');
    const status = await admin.evaluate(
      async ({ email, password, token }) =>
        (
          await fetch('/api/user/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password, bypass_token: token }),
          })
        ).status,
      { email: 'admin@example.com', password: DEMO_PASSWORD, token: inject('captchaBypassToken') },
    );
    expect(status).toBe(200);
    await admin.goto('/enterprise-dashboard');
    await admin.getByTestId('dashboard-tab-sso').click();
    expect(await admin.getByTestId('org-sso-redirect-uri').textContent()).toBe(
      `${orgOrigin}/api/org-sso/callback`,
    );
    await admin.getByTestId('org-sso-issuer').fill(issuer.issuer);
    await admin.getByTestId('org-sso-client-id').fill('acme-learnbox');
    await admin.getByTestId('org-sso-client-secret').fill('acme-learnbox-secret');
    await admin.getByTestId('org-sso-save').click();
    await expect
      .poll(() => admin.getByTestId('org-sso-notice-line').textContent())
      .toBe('Single sign-on is on.');
    await admin.screenshot({ path: artifactPath('org-host-2-sso-settings.png') });
    await adminContext.close();

    const context = await orgContext();
    const page = await context.newPage();
    await page.goto('/login?returnUrl=%2Fexplore');
    await page.getByTestId('org-sso-sign-in').click();
    // The provider's own login and consent pages.
    await page.locator('input[name="login"]').fill(`sso-${Date.now()}@acme.example`);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${orgOrigin}/explore`);
    await page.getByTestId('header-user-menu').waitFor();
    expect(await page.getByTestId('org-host-name').textContent()).toBe('Acme Engineering');
    await page.screenshot({ path: artifactPath('org-host-3-signed-in.png') });
    // The session is the organization host's own: the main host does not share it.
    const main = await browser.newContext({ baseURL: inject('webUrl') });
    expect((await main.request.get('/api/user/info')).status()).toBe(401);
    await main.close();
    await context.close();
  });
});
